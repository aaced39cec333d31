import { ListQuerySchema } from "@common/pagination";
import { RedirectCreateSchema, RedirectSchema, RedirectUpdateSchema } from "@common/schemas/redirects";
import { contentRoutes } from "@server/api/content-routes";

export const redirectRoutes = contentRoutes({
  base: "/admin/redirects",
  resource: "redirects",
  tags: ["Redirects"],
  item: RedirectSchema,
  create: RedirectCreateSchema,
  update: RedirectUpdateSchema,
  query: ListQuerySchema,
  conflict: true,
  summaries: {
    list: "Redirects of old addresses, newest first, searched (from, to)",
    create: "Redirect an old address (301 unless another status is given)",
    get: "One redirect",
    update: "Change a redirect (any subset of its fields)",
    delete: "Delete a redirect",
  },
});
