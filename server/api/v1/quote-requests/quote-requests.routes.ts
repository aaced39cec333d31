import {
  FEATURES,
  PLATFORMS,
  PROJECT_TYPES,
  QUOTE_BUDGETS,
  REFERRAL_SOURCES,
  TIMELINES,
} from "@common/options";
import { QUOTE_LIMITS, QuoteRequestSchema } from "@common/schemas/quote";
import { HONEYPOT_FIELD, STARTED_AT_FIELD } from "@common/spam";
import { createRoute, z } from "@hono/zod-openapi";
import { errorResponses } from "@server/api/openapi";
import type { AppEnv } from "@server/context";
import { screenQuoteSubmission } from "@server/services/quote-requests";
import type { MiddlewareHandler } from "hono";

const tags = ["Quote requests"];

/** A stored quote request (spec 1 §3.4), as the API answers it. */
export const QuoteRequestRowSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    company: z.string().nullable(),
    project_type: z.string(),
    project_title: z.string().nullable(),
    project_description: z.string(),
    budget_range: z.string().nullable(),
    timeline: z.string().nullable(),
    technologies_preferred: z.array(z.string()),
    features_needed: z.array(z.string()),
    platforms: z.array(z.string()),
    inspiration_references: z.string().nullable(),
    special_requirements: z.string().nullable(),
    referral_source: z.string().nullable(),
    status: z.string(),
    priority: z.string(),
    admin_notes: z.string().nullable(),
    estimated_cost: z.string().nullable(),
    ip_address: z.string().nullable(),
    user_agent: z.string().nullable(),
    source: z.string().nullable(),
    user_id: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi("QuoteRequest");

/** The wizard's fields plus the page it was opened on and the spam-protection fields. */
const fields = QuoteRequestSchema.shape;
const listOf = (options: readonly string[]) => ({
  type: "array" as const,
  items: { type: "string" as const, enum: [...options] },
});

export const QuoteSubmissionSchema = QuoteRequestSchema.extend({
  // The option lists, for the document (the shared schema checks them with the spec's messages).
  email: fields.email.openapi({ format: "email" }),
  project_type: fields.project_type.openapi({ enum: [...PROJECT_TYPES] }),
  budget_range: fields.budget_range.openapi({ enum: [...QUOTE_BUDGETS] }),
  timeline: fields.timeline.openapi({ enum: [...TIMELINES] }),
  referral_source: fields.referral_source.openapi({ enum: [...REFERRAL_SOURCES, "", null] }),
  features_needed: fields.features_needed.openapi(listOf(FEATURES)),
  platforms: fields.platforms.openapi(listOf(PLATFORMS)),
  source: z
    .string()
    .nullish()
    .catch(null)
    .openapi({
      type: "string",
      description: `The page the dialog was opened on, a path such as "/services/seo" (at most ${QUOTE_LIMITS.source} characters); anything else is stored as null`,
      example: "/services/seo",
    }),
  [HONEYPOT_FIELD]: z
    .string()
    .optional()
    .openapi({ description: "Honeypot: must be empty (people never see it)" }),
  [STARTED_AT_FIELD]: z
    .number()
    .openapi({ description: "When the form was opened, in ms since the epoch; too fast is refused" }),
}).openapi("QuoteSubmission");

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
  request: {
    body: { content: { "application/json": { schema: QuoteSubmissionSchema } }, required: true },
  },
  responses: {
    201: {
      description: "Stored; the answer is the stored row",
      content: { "application/json": { schema: QuoteRequestRowSchema } },
    },
    ...errorResponses(400, 429),
  },
});
