import {
  EmailTemplateCreateSchema,
  EmailTemplateListQuerySchema,
  EmailTemplateSchema,
  EmailTemplateStatsSchema,
  EmailTemplateUpdateSchema,
} from "@common/schemas/email-templates";
import {
  adminRoute,
  contentRoutes,
  jsonContent,
  type RouteSection,
  statsRoute,
} from "@server/api/content-routes";
import { IdParamSchema } from "@server/api/openapi";

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
  duplicate: adminRoute(section, "create", "post", `${section.base}/{id}/duplicate`, {
    summary: 'A copy named "<name> (Copy)", not the default, with usage_count 0',
    request: { params: IdParamSchema },
    ok: jsonContent(EmailTemplateSchema, "The copy"),
    status: 201,
  }),
};
