import { serveContentRoutes } from "@server/api/content-routes";
import { createRouter } from "@server/api/openapi";
import { actorOf } from "@server/auth/guards";
import { wire } from "@server/lib/wire";
import * as service from "@server/services/email/templates";
import { emailTemplateRoutes } from "./email-templates.routes";

/** The back office's e-mail templates (spec 3 §2, §4, §5, §7). */
export const emailTemplatesRouter = createRouter();

// Before /{id}, so that "stats" is not taken for an id.
emailTemplatesRouter.openapi(emailTemplateRoutes.stats, async (c) =>
  c.json(await service.emailTemplateStats(c.var.deps.db), 200),
);

emailTemplatesRouter.openapi(emailTemplateRoutes.duplicate, async (c) => {
  const row = await service.duplicateEmailTemplate(c.var.deps.db, actorOf(c), c.req.valid("param").id);
  return c.json(wire(row), 201);
});

serveContentRoutes(emailTemplatesRouter, emailTemplateRoutes, {
  list: service.listEmailTemplates,
  create: service.createEmailTemplate,
  get: service.getEmailTemplate,
  update: service.updateEmailTemplate,
  remove: service.deleteEmailTemplate,
});
