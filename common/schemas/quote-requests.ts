import { z } from "zod";
import {
  FEATURES,
  PLATFORMS,
  PRIORITIES,
  PROJECT_TYPES,
  QUOTE_BUDGETS,
  REFERRAL_SOURCES,
  REQUIREMENT_STATUSES,
  TIMELINES,
} from "../options";
import { keys, storedRow } from "./fields";

/**
 * Quote requests (table `requirement_forms`), one contract for all of them:
 * - the Get a Quote wizard (spec 1 §5.1): one schema per step, shared by the browser wizard and
 *   `POST /api/v1/quote-requests`; messages are the spec's, option lists come from common/options;
 * - the back office's editor (spec 2 §2–§5): `PATCH /api/v1/admin/quote-requests/{id}`;
 * - the answers: a request as the back office sees it, its stats, and a client's own request.
 */

export const QUOTE_TEXT = {
  nameRequired: "Name is required",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email",
  projectTypeRequired: "Project type is required",
  projectDescriptionRequired: "Project description is required",
  budgetRequired: "Budget range is required",
  timelineRequired: "Timeline is required",
  /** Server-side check of spec 1 §5.2 / §8.3. */
  missingRequired: "Missing required fields",
  blockedNext: {
    title: "Please complete required fields",
    message: "Fill in all required information before proceeding.",
  },
  blockedSubmit: { title: "Please complete the form", message: "Some required fields are missing." },
  success: {
    title: "Requirement submitted successfully!",
    message: "We'll review your project and get back to you within 24 hours.",
  },
  successDialog:
    "Thank you for your submission! We'll review your requirements and get back to you within 24 hours.",
  failure: {
    title: "Submission failed",
    missingFields: "Please fill in all required fields.",
    database: "Database connection issue. Please try again in a moment.",
    databaseHint: "You can try submitting again.",
    network: "Network error. Please check your connection and try again.",
    timeout: "Request timed out. Please try again.",
    setup: "Database setup issue. Please contact support.",
    other: "Please try or contact us directly.",
  },
} as const;

/** Spec 1 §9: three steps, three create attempts in all, waiting 1 s times the attempt number. */
export const QUOTE_STEPS = 3;
export const QUOTE_MAX_ATTEMPTS = 3;
export const QUOTE_RETRY_DELAY_MS = 1000;

/** Limits the spec leaves open: generous for people, small enough to keep rows sane. */
export const QUOTE_LIMITS = {
  name: 200,
  email: 254,
  phone: 50,
  company: 200,
  projectTitle: 200,
  projectDescription: 5000,
  longText: 2000,
  technology: 100,
  technologies: 20,
  source: 200,
} as const;

const tooLong = (max: number) => `Must be at most ${max} characters`;

/** A required choice from an option list: blank or absent → `required`, anything else off-list → `invalid`. */
function choice(list: readonly string[], required: string, invalid: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine((value) => value === "" || list.includes(value), invalid);
}

/** An optional choice: blank, null or absent are fine; anything else must be on the list. */
function optionalChoice(list: readonly string[], invalid: string) {
  return z
    .string()
    .trim()
    .refine((value) => value === "" || list.includes(value), invalid)
    .nullish();
}

const optionalText = (max: number) => z.string().trim().max(max, tooLong(max)).nullish();

function choices(list: readonly string[], invalid: string) {
  return z
    .array(z.string().refine((value) => list.includes(value), invalid))
    .max(list.length, invalid)
    .default([]);
}

export const QuoteStep1Schema = z.object({
  name: z
    .string({ error: QUOTE_TEXT.nameRequired })
    .trim()
    .min(1, QUOTE_TEXT.nameRequired)
    .max(QUOTE_LIMITS.name, tooLong(QUOTE_LIMITS.name)),
  email: z
    .string({ error: QUOTE_TEXT.emailRequired })
    .trim()
    .min(1, QUOTE_TEXT.emailRequired)
    .max(QUOTE_LIMITS.email, tooLong(QUOTE_LIMITS.email))
    .pipe(z.email(QUOTE_TEXT.emailInvalid)),
  phone: optionalText(QUOTE_LIMITS.phone),
  company: optionalText(QUOTE_LIMITS.company),
  project_type: choice(
    PROJECT_TYPES,
    QUOTE_TEXT.projectTypeRequired,
    "Please choose a project type from the list",
  ),
  project_description: z
    .string({ error: QUOTE_TEXT.projectDescriptionRequired })
    .trim()
    .min(1, QUOTE_TEXT.projectDescriptionRequired)
    .max(QUOTE_LIMITS.projectDescription, tooLong(QUOTE_LIMITS.projectDescription)),
});

export const QuoteStep2Schema = z.object({
  budget_range: choice(
    QUOTE_BUDGETS,
    QUOTE_TEXT.budgetRequired,
    "Please choose a budget range from the list",
  ),
  timeline: choice(TIMELINES, QUOTE_TEXT.timelineRequired, "Please choose a timeline from the list"),
  project_title: optionalText(QUOTE_LIMITS.projectTitle),
});

export const QuoteStep3Schema = z.object({
  features_needed: choices(FEATURES, "Please choose features from the list"),
  platforms: choices(PLATFORMS, "Please choose platforms from the list"),
  inspiration_references: optionalText(QUOTE_LIMITS.longText),
  special_requirements: optionalText(QUOTE_LIMITS.longText),
  referral_source: optionalChoice(REFERRAL_SOURCES, "Please choose a referral source from the list"),
  technologies_preferred: z
    .array(
      z
        .string()
        .trim()
        .min(1, "Technology names cannot be empty")
        .max(QUOTE_LIMITS.technology, tooLong(QUOTE_LIMITS.technology)),
    )
    .max(QUOTE_LIMITS.technologies, `At most ${QUOTE_LIMITS.technologies} technologies`)
    .default([]),
});

/** The steps in order; index 0 is step 1. */
export const QUOTE_STEP_SCHEMAS = [QuoteStep1Schema, QuoteStep2Schema, QuoteStep3Schema] as const;

/** The whole request the wizard sends: all three steps merged. */
export const QuoteRequestCreateSchema = z.object({
  ...QuoteStep1Schema.shape,
  ...QuoteStep2Schema.shape,
  ...QuoteStep3Schema.shape,
});

/** What the wizard's form holds (and may send). */
export type QuoteRequestCreateInput = z.input<typeof QuoteRequestCreateSchema>;
/** A validated request. */
export type QuoteRequestCreate = z.output<typeof QuoteRequestCreateSchema>;

/** The fields the server insists on (spec 1 §5.2); anything missing → "Missing required fields". */
export const QUOTE_REQUIRED_FIELDS = {
  name: QUOTE_TEXT.nameRequired,
  email: QUOTE_TEXT.emailRequired,
  project_type: QUOTE_TEXT.projectTypeRequired,
  project_description: QUOTE_TEXT.projectDescriptionRequired,
} as const;

/** The required fields of spec 1 §5.2 that are absent or blank in a raw body, with their messages. */
export function missingRequiredFields(body: unknown): Record<string, string> {
  const record = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  const missing: Record<string, string> = {};
  for (const [field, message] of Object.entries(QUOTE_REQUIRED_FIELDS)) {
    const value = record[field];
    if (typeof value !== "string" || value.trim() === "") missing[field] = message;
  }
  return missing;
}

/** The values stored for a request (spec 1 §3.4), before status, priority and request metadata. */
export type NormalisedQuote = {
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  project_type: string;
  project_title: string;
  project_description: string;
  budget_range: string;
  timeline: string;
  technologies_preferred: string[];
  features_needed: string[];
  platforms: string[];
  inspiration_references: string | null;
  special_requirements: string | null;
  referral_source: string | null;
};

const blankToNull = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
};

const distinct = (values: readonly string[] | undefined): string[] => [
  ...new Set((values ?? []).map((v) => v.trim()).filter((v) => v !== "")),
];

/**
 * Spec 1 §5.2, on save: fields trimmed, e-mail lower-cased, empty phone, company, inspiration
 * references, special requirements and referral source → null, project_title defaults to the
 * project type. Lists lose blanks and duplicates.
 */
export function normaliseQuote(input: QuoteRequestCreateInput | QuoteRequestCreate): NormalisedQuote {
  const projectType = input.project_type.trim();
  return {
    name: input.name.trim(),
    email: input.email.trim().toLowerCase(),
    phone: blankToNull(input.phone),
    company: blankToNull(input.company),
    project_type: projectType,
    project_title: blankToNull(input.project_title) ?? projectType,
    project_description: input.project_description.trim(),
    budget_range: input.budget_range.trim(),
    timeline: input.timeline.trim(),
    technologies_preferred: distinct(input.technologies_preferred),
    features_needed: distinct(input.features_needed),
    platforms: distinct(input.platforms),
    inspiration_references: blankToNull(input.inspiration_references),
    special_requirements: blankToNull(input.special_requirements),
    referral_source: blankToNull(input.referral_source),
  };
}

/**
 * The page the dialog was opened on: a same-site path such as "/services/seo", at most 200
 * characters; anything else (absolute URLs, "//host", control characters) becomes null.
 */
export function normaliseSource(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const source = value.trim();
  if (source.length === 0 || source.length > QUOTE_LIMITS.source) return null;
  if (!source.startsWith("/") || source.startsWith("//") || source.startsWith("/\\")) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\s\u0000-\u001f\u007f\\]/.test(source)) return null;
  return source;
}

/** Empty values for the wizard's form (selects start unchosen). */
export const EMPTY_QUOTE: QuoteRequestCreateInput = {
  name: "",
  email: "",
  phone: "",
  company: "",
  project_type: "",
  project_description: "",
  budget_range: "",
  timeline: "",
  project_title: "",
  features_needed: [],
  platforms: [],
  inspiration_references: "",
  special_requirements: "",
  referral_source: "",
  technologies_preferred: [],
};

// The back office's editor (spec 2 §2 Requirement Forms manager, §4, §5), shared by
// `PATCH /api/v1/admin/quote-requests/{id}` and the detail dialog. Texts the spec leaves open.

export const QUOTE_ADMIN_LIMITS = {
  adminNotes: 5000,
  /** numeric(14, 2): twelve digits before the point, two after. */
  costIntegerDigits: 12,
  costDecimals: 2,
} as const;

export const QUOTE_ADMIN_TEXT = {
  costNotNumber: "Estimated cost must be a number, e.g. 2500 or 2500.50",
  costNegative: "Estimated cost cannot be negative",
  costDecimals: "Estimated cost can have at most 2 decimal places",
  costTooLarge: "Estimated cost is too large",
  notesTooLong: `Admin notes must be at most ${QUOTE_ADMIN_LIMITS.adminNotes} characters`,
  nothingToUpdate: "Send at least one of status, priority, admin_notes or estimated_cost",
} as const;

/**
 * Estimated cost, "parsed as a decimal" (spec 2 §5): a number or a numeric string, 0 or more,
 * at most two decimals. Blank or null clears it. Answers the exact decimal text for the numeric
 * column (no binary floating point on the way), or null.
 */
export const EstimatedCostSchema = z
  .union([z.number(), z.string(), z.null()])
  .transform((value, ctx): string | null => {
    if (value === null) return null;
    const text = typeof value === "number" ? String(value) : value.trim();
    if (text === "") return null;
    if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) {
      ctx.addIssue({ code: "custom", message: QUOTE_ADMIN_TEXT.costNotNumber });
      return z.NEVER;
    }
    if (text.startsWith("-") && /[1-9]/.test(text)) {
      ctx.addIssue({ code: "custom", message: QUOTE_ADMIN_TEXT.costNegative });
      return z.NEVER;
    }
    const [whole = "", fraction = ""] = text.replace(/^[+-]/, "").split(".");
    if (fraction.length > QUOTE_ADMIN_LIMITS.costDecimals) {
      ctx.addIssue({ code: "custom", message: QUOTE_ADMIN_TEXT.costDecimals });
      return z.NEVER;
    }
    const digits = whole.replace(/^0+(?=\d)/, "") || "0";
    if (digits.length > QUOTE_ADMIN_LIMITS.costIntegerDigits) {
      ctx.addIssue({ code: "custom", message: QUOTE_ADMIN_TEXT.costTooLarge });
      return z.NEVER;
    }
    return fraction ? `${digits}.${fraction}` : digits;
  });

/** Internal notes; blank is stored as null. */
export const AdminNotesSchema = z
  .string()
  .max(QUOTE_ADMIN_LIMITS.adminNotes, QUOTE_ADMIN_TEXT.notesTooLong)
  .nullable()
  .transform((v) => (v && v.trim() !== "" ? v : null));

/** A partial update: the actions menu sends status or priority, the dialog notes and cost. */
export const QuoteRequestUpdateSchema = z
  .object({
    status: z.enum(REQUIREMENT_STATUSES, { error: "Choose a valid status" }).optional(),
    priority: z.enum(PRIORITIES, { error: "Choose a valid priority" }).optional(),
    admin_notes: AdminNotesSchema.optional(),
    estimated_cost: EstimatedCostSchema.optional(),
  })
  .refine((patch) => Object.values(patch).some((v) => v !== undefined), QUOTE_ADMIN_TEXT.nothingToUpdate);
export type QuoteRequestUpdate = z.output<typeof QuoteRequestUpdateSchema>;

/** Spec 2 §3: the requirement form stats, computed in SQL. */
export const QUOTE_STAT_KEYS = [
  "total",
  ...REQUIREMENT_STATUSES,
  "high_priority",
  "urgent",
  "this_month",
  "this_week",
] as const;

/** GET /admin/quote-requests/stats: every figure a whole number. */
export const QuoteRequestStatsSchema = z
  .object(
    Object.fromEntries(QUOTE_STAT_KEYS.map((key) => [key, z.number().int()])) as Record<
      (typeof QUOTE_STAT_KEYS)[number],
      z.ZodNumber
    >,
  )
  .meta({ id: "QuoteRequestStats" });
export type QuoteRequestStats = z.infer<typeof QuoteRequestStatsSchema>;

// The answers.

/** A stored quote request (spec 1 §3.4) as the API answers it: dates as ISO text, cost as decimal text. */
export const QuoteRequestSchema = storedRow({
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
  status: z.string().meta({ description: `One of ${REQUIREMENT_STATUSES.join(", ")}` }),
  priority: z.string().meta({ description: `One of ${PRIORITIES.join(", ")}` }),
  admin_notes: z.string().nullable(),
  estimated_cost: z.string().nullable().meta({ description: 'A decimal with two places, e.g. "2500.00"' }),
  ip_address: z.string().nullable().meta({ description: "The sender's address, as the server saw it" }),
  user_agent: z.string().nullable(),
  source: z.string().nullable().meta({ description: "The page the wizard was opened on" }),
  user_id: z.string().nullable().meta({ description: "The client account that sent it, when signed in" }),
}).meta({ id: "QuoteRequest" });
export type QuoteRequest = z.infer<typeof QuoteRequestSchema>;

/** `POST /api/v1/quote-requests` answers the stored row (spec 1 §7.6: an empty answer is an error). */
export const QuoteRequestCreatedSchema = QuoteRequestSchema;

/** A client's view of one of their own requests (`GET /api/v1/account/quote-requests`, /account). */
export const OwnQuoteRequestSchema = QuoteRequestSchema.pick(
  keys("id", "project_title", "project_type", "status", "created_at", "budget_range", "timeline"),
).meta({ id: "OwnQuoteRequest" });
export type OwnQuoteRequest = z.infer<typeof OwnQuoteRequestSchema>;
