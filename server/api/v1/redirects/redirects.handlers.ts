import { serveContentRoutes } from "@server/api/content-routes";
import { createRouter } from "@server/api/openapi";
import * as service from "@server/services/redirects";
import { redirectRoutes } from "./redirects.routes";

/** The redirects of old public addresses (issue 16), edited in the Pages manager. */
export const redirectsRouter = createRouter();

serveContentRoutes(redirectsRouter, redirectRoutes, {
  list: service.listRedirects,
  create: service.createRedirect,
  get: service.getRedirect,
  update: service.updateRedirect,
  remove: service.deleteRedirect,
});
