import { z } from "zod";
import { FEATURES, PLATFORMS, PROJECT_TYPES, QUOTE_BUDGETS, REFERRAL_SOURCES, TIMELINES } from "../options";

/**
 * The quote wizard's schemas (spec 1 §5.1), one per step, shared by the browser wizard and
 * `POST /api/v1/quote-requests`. Messages are the spec's; option lists come from common/options.
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

/** The whole request: all three steps merged. */
export const QuoteRequestSchema = z.object({
  ...QuoteStep1Schema.shape,
  ...QuoteStep2Schema.shape,
  ...QuoteStep3Schema.shape,
});

/** What the wizard's form holds (and may send). */
export type QuoteRequestInput = z.input<typeof QuoteRequestSchema>;
/** A validated request. */
export type QuoteRequest = z.output<typeof QuoteRequestSchema>;

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
export function normaliseQuote(input: QuoteRequestInput | QuoteRequest): NormalisedQuote {
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
export const EMPTY_QUOTE: QuoteRequestInput = {
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
