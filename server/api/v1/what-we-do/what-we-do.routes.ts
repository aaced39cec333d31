import { ListQuerySchema } from "@common/pagination";
import { WhatWeDoCreateSchema, WhatWeDoSchema, WhatWeDoUpdateSchema } from "@common/schemas/what-we-do";
import { orderedContentRoutes } from "@server/api/content-routes";

export const whatWeDoRoutes = orderedContentRoutes({
  base: "/admin/what-we-do",
  resource: "what_we_do",
  tags: ["What we do"],
  item: WhatWeDoSchema,
  create: WhatWeDoCreateSchema,
  update: WhatWeDoUpdateSchema,
  query: ListQuerySchema,
  summaries: {
    list: 'The home page\'s "What we do" entries, shown or not, searched (title, description), in display order',
    create: "Add an entry (shown by default; without order_index it goes last)",
    get: "One entry",
    update: "Change an entry (any subset of its fields; is_active shows or hides it)",
    delete: "Delete an entry",
  },
  orderSummary: "Save a new order of the entries: every entry's id exactly once; order_index becomes 1…n",
});
