import {
  FEATURES,
  PLATFORMS,
  PRIORITIES,
  PROJECT_TYPES,
  QUOTE_BUDGETS,
  REFERRAL_SOURCES,
  REQUIREMENT_STATUSES,
  TIMELINES,
} from "@common/options";
import { ListQuerySchema } from "@common/pagination";
import {
  QUOTE_LIMITS,
  QuoteRequestCreatedSchema,
  QuoteRequestCreateSchema,
  QuoteRequestSchema,
  QuoteRequestStatsSchema,
  QuoteRequestUpdateSchema,
} from "@common/schemas/quote-requests";
import { HONEYPOT_FIELD, STARTED_AT_FIELD } from "@common/spam";
import { createRoute, z } from "@hono/zod-openapi";
import {
  adminRoute,
  itemRoutes,
  jsonBody,
  jsonContent,
  type RouteSection,
  statsRoute,
} from "@server/api/content-routes";
import { errorResponses } from "@server/api/openapi";
import type { AppEnv } from "@server/context";
import { screenQuoteSubmission } from "@server/services/quote-requests";
import type { MiddlewareHandler } from "hono";

const tags = ["Quote requests"];

/** The wizard's fields plus the page it was opened on and the spam-protection fields. */
const fields = QuoteRequestCreateSchema.shape;
const listOf = (options: readonly string[]) => ({
  type: "array" as const,
  items: { type: "string" as const, enum: [...options] },
});

export const QuoteSubmissionSchema = QuoteRequestCreateSchema.extend({
  // The option lists, for the document (the shared schema checks them with the spec's messages).
  // Plain `.meta`: the shared schemas may be built before @hono/zod-openapi extends zod.
  email: fields.email.meta({ format: "email" }),
  project_type: fields.project_type.meta({ enum: [...PROJECT_TYPES] }),
  budget_range: fields.budget_range.meta({ enum: [...QUOTE_BUDGETS] }),
  timeline: fields.timeline.meta({ enum: [...TIMELINES] }),
  referral_source: fields.referral_source.meta({ enum: [...REFERRAL_SOURCES, "", null] }),
  features_needed: fields.features_needed.meta(listOf(FEATURES)),
  platforms: fields.platforms.meta(listOf(PLATFORMS)),
  source: z
    .string()
    .nullish()
    .catch(null)
    .meta({
      type: "string",
      description: `The page the dialog was opened on, a path such as "/services/seo" (at most ${QUOTE_LIMITS.source} characters); anything else is stored as null`,
      example: "/services/seo",
    }),
  [HONEYPOT_FIELD]: z
    .string()
    .optional()
    .meta({ description: "Honeypot: must be empty (people never see it)" }),
  [STARTED_AT_FIELD]: z
    .number()
    .meta({ description: "When the form was opened, in ms since the epoch; too fast is refused" }),
}).meta({ id: "QuoteSubmission" });

/**
 * Runs before the body is validated: the spam guard, then spec 1 §5.2's check for the four
 * required fields ("Missing required fields"). Hono caches the parsed body for the validator.
 */
const screenSubmission: MiddlewareHandler<AppEnv> = async (c, next) => {
  const body: unknown = await c.req.json().catch(() => null);
  await screenQuoteSubmission(c.var.deps.db, body, c.var.clientIp, c.var.deps.env.FORM_RATE_LIMIT_MAX);
  await next();
};

export const createQuoteRequestRoute = createRoute({
  method: "post",
  path: "/quote-requests",
  tags,
  summary: "Submit a quote request from the Get a Quote wizard (public)",
  description:
    "Open to visitors; linked to the client account when signed in. Refused with 400 when the honeypot " +
    "is filled or the form was sent too fast, 429 after too many submissions from one address, and 400 " +
    '"Missing required fields" when name, email, project type or project description is missing.',
  middleware: [screenSubmission] as const,
  request: jsonBody(QuoteSubmissionSchema),
  responses: {
    201: jsonContent(QuoteRequestCreatedSchema, "Stored; the answer is the stored row"),
    ...errorResponses(400, 429),
  },
});

// The back office's Requirement Forms manager (spec 2 §2–§5).

const section: RouteSection = { base: "/admin/quote-requests", resource: "requirement_forms", tags };

const FiltersSchema = z.object({
  status: z.enum(REQUIREMENT_STATUSES).optional(),
  priority: z.enum(PRIORITIES).optional(),
});

export const exportQuoteRequestsRoute = adminRoute(section, "read", "get", `${section.base}/export.csv`, {
  summary: "Every quote request matching the list's search, filters and sort, as a CSV download",
  description:
    'One row per request, lists joined with "; ". Cells a spreadsheet would run as a formula are ' +
    "prefixed with a single quote.",
  request: { query: ListQuerySchema.pick({ q: true, sort: true }).extend(FiltersSchema.shape) },
  ok: {
    description: "quote-requests_<YYYY-MM-DD>.csv",
    content: { "text/csv": { schema: z.string() } },
  },
});

/** List, stats, read, update and delete (requests arrive through the wizard). */
export const quoteRequestRoutes = {
  ...itemRoutes({
    ...section,
    item: QuoteRequestSchema,
    update: QuoteRequestUpdateSchema,
    query: ListQuerySchema.extend(FiltersSchema.shape),
    summaries: {
      list: "Quote requests for the back office: searched, filtered, sorted and paged on the server",
      get: "One quote request",
      update: "Change a quote request's status, priority, admin notes or estimated cost",
      delete: "Delete a quote request",
    },
    descriptions: {
      update:
        "Send at least one field. estimated_cost is a decimal of 0 or more with at most two decimals, " +
        "as a number or a string; null or blank clears it.",
    },
    answers: { list: "A page of quote requests", get: "The request", update: "The updated request" },
  }),
  stats: statsRoute({
    ...section,
    stats: QuoteRequestStatsSchema,
    summary: "Counts by status and priority, this month (since the 1st) and this week (last 7 days)",
  }),
};
