import { AboutContentSchema } from "@common/schemas/about-content";
import { adminResource } from "~/features/admin-kit";

/** `/api/v1/admin/about-content`, its queries and writes. */
export const aboutContent = adminResource({ name: "about-content", item: AboutContentSchema });
