import { PageSchema } from "@common/schemas/pages";
import { adminResource, type MarkdownPreviewOf } from "~/features/admin-kit";

/** `/api/v1/admin/pages`: the eight standing pages, all on one page of the list. */
export const pagesResource = adminResource({ name: "pages", item: PageSchema, pageSize: 20 });

/** A page's body as visitors will see it: rendered, placeholders filled and sanitised by the server. */
export const pagePreview: MarkdownPreviewOf = { resource: pagesResource, field: "body" };
