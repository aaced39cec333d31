import { WhatWeDoSchema } from "@common/schemas/what-we-do";
import { adminResource } from "~/features/admin-kit";

/** `/api/v1/admin/what-we-do`, its queries, writes and order. */
export const whatWeDo = adminResource({
  name: "what-we-do",
  item: WhatWeDoSchema,
  // The whole list (and so its order) fits one page.
  pageSize: 100,
});
