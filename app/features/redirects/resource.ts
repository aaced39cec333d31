import { RedirectSchema } from "@common/schemas/redirects";
import { adminResource } from "~/features/admin-kit";

/** `/api/v1/admin/redirects`, its queries and writes. */
export const redirects = adminResource({ name: "redirects", item: RedirectSchema });
