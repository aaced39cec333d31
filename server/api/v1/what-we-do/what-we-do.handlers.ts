import { serveOrderedContentRoutes } from "@server/api/content-routes";
import { createRouter } from "@server/api/openapi";
import * as service from "@server/services/what-we-do";
import { whatWeDoRoutes } from "./what-we-do.routes";

/** The back office's "What We Do" manager (issue 16). */
export const whatWeDoRouter = createRouter();

serveOrderedContentRoutes(whatWeDoRouter, whatWeDoRoutes, {
  list: service.listWhatWeDoAdmin,
  create: service.createWhatWeDo,
  get: service.getWhatWeDo,
  update: service.updateWhatWeDo,
  remove: service.deleteWhatWeDo,
  reorder: service.reorderWhatWeDo,
});
