import {
  EmailTemplateCreateSchema,
  EmailTemplateListQuerySchema,
  EmailTemplateSchema,
  EmailTemplateStatsSchema,
  EmailTemplateUpdateSchema,
} from "@common/schemas/email-templates";
import { createRoute } from "@hono/zod-openapi";
import {
  adminGuard,
  contentRoutes,
  jsonContent,
  type RouteSection,
  statsRoute,
} from "@server/api/content-routes";
import { errorResponses, IdParamSchema } from "@server/api/openapi";

const section: RouteSection = {
  base: "/admin/email-templates",
  resource: "email_templates",
  tags: ["E-mail templates"],
};

const DEFAULT_RULE =
  "At most one template per type is the default: making one the default clears the others of its type.";

/** The templates grid (spec 3 §2 Email Management area, §4 Templates, §5). */
export const emailTemplateRoutes = {
  ...contentRoutes({
    ...section,
    item: EmailTemplateSchema,
    create: EmailTemplateCreateSchema,
    update: EmailTemplateUpdateSchema,
    query: EmailTemplateListQuerySchema,
    summaries: {
      list: "E-mail templates: searched (name, subject, description), filtered by type and active; newest first",
      create: "Add a template (usage_count starts at 0)",
      get: "One template",
      update: "Change a template (any subset of its fields)",
      delete: "Delete a template",
    },
    descriptions: { create: DEFAULT_RULE, update: DEFAULT_RULE },
    answers: { list: "A page of templates", get: "The template", create: "The new template" },
  }),
  stats: statsRoute({
    ...section,
    stats: EmailTemplateStatsSchema,
    summary: "The templates' figures: total, active, defaults and total usage",
    answer: "Counts",
  }),
  duplicate: createRoute({
    method: "post",
    path: `${section.base}/{id}/duplicate`,
    tags: section.tags,
    summary: 'A copy named "<name> (Copy)", not the default, with usage_count 0',
    ...adminGuard("email_templates", "create"),
    request: { params: IdParamSchema },
    responses: {
      201: jsonContent(EmailTemplateSchema, "The copy"),
      ...errorResponses(400, 401, 403, 404),
    },
  }),
};
