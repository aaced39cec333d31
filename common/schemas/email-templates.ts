import { z } from "zod";
import { TEMPLATE_TYPES } from "../options";
import { ListQuerySchema } from "../pagination";
import { optionalText, storedRow } from "./fields";

/**
 * E-mail templates (spec 3 §3 email_templates, §4 Templates, §5 Templates, §9 template types):
 * `{{name}}` placeholders in subject, HTML and text, filled from variables at send time.
 */

export type TemplateType = (typeof TEMPLATE_TYPES)[number];

export const EMAIL_TEMPLATE_TEXT = {
  required: "Please fill in all required fields (Name, Subject, HTML Body)",
  variableName: "Variable names use letters, digits and underscores, starting with a letter",
  notFound: "Template not found or inactive",
  defaultTaken: "Another template of this type was just made the default. Reload and try again.",
} as const;

export const EMAIL_TEMPLATE_LIMITS = {
  name: 120,
  description: 500,
  subject: 300,
  body: 100_000,
  category: 60,
  variables: 30,
} as const;

/** Spec 3 §5: the variables a template type suggests when it is chosen. */
export const SUGGESTED_VARIABLES: Record<TemplateType, readonly string[]> = {
  requirement_response: ["name", "project_title", "project_type", "budget_range", "timeline"],
  contact_response: ["name", "company"],
  quote_request: ["name", "project_title", "estimated_cost"],
  quote_response: ["name", "project_title", "estimated_cost", "timeline", "quote_details"],
  follow_up: ["name", "project_title", "last_contact_date"],
  welcome: ["name", "company"],
  project_update: ["name", "project_title", "update_details", "next_steps"],
  custom: [],
};

/** Spec 3 §9: template types are shown with underscores as spaces. */
export const templateTypeLabel = (type: string) => type.replaceAll("_", " ");

const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g;

/** The names of the double-brace placeholders in these texts, each once, in order of appearance. */
export function extractVariables(...texts: (string | null | undefined)[]): string[] {
  const names = texts.flatMap((text) => [...(text ?? "").matchAll(PLACEHOLDER)].map((m) => m[1]!));
  return [...new Set(names)];
}

/**
 * Fills `{{name}}` placeholders (spec 3 §5). A placeholder with no value is left as written, so an
 * unfilled variable is visible rather than silently blank. `encode` is applied to each value (HTML
 * bodies pass an HTML escaper).
 */
export function fillTemplate(
  text: string,
  variables: Record<string, string>,
  encode: (value: string) => string = (v) => v,
): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(variables, name) ? encode(variables[name] ?? "") : whole,
  );
}

/** The template variables still blank (spec 3 §5 "Missing template variables: Please fill in: {list}"). */
export function missingVariables(names: readonly string[], values: Record<string, string | undefined>) {
  return names.filter((name) => !values[name]?.trim());
}

const VariableName = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_]*$/, EMAIL_TEMPLATE_TEXT.variableName);

const requiredText = (max: number) =>
  z
    .string({ error: EMAIL_TEMPLATE_TEXT.required })
    .trim()
    .min(1, EMAIL_TEMPLATE_TEXT.required)
    .max(max, `Use at most ${max} characters`);

const shape = {
  name: requiredText(EMAIL_TEMPLATE_LIMITS.name),
  description: optionalText(EMAIL_TEMPLATE_LIMITS.description),
  subject: requiredText(EMAIL_TEMPLATE_LIMITS.subject),
  body_html: requiredText(EMAIL_TEMPLATE_LIMITS.body),
  body_text: optionalText(EMAIL_TEMPLATE_LIMITS.body),
  template_type: z.enum(TEMPLATE_TYPES),
  category: z.string().trim().min(1).max(EMAIL_TEMPLATE_LIMITS.category),
  /** Unique names (spec 3 §5); repeats are dropped. */
  variables: z
    .array(VariableName)
    .max(EMAIL_TEMPLATE_LIMITS.variables)
    .transform((names) => [...new Set(names)]),
  is_active: z.boolean(),
  is_default: z.boolean(),
};

/** POST /admin/email-templates. usage_count starts at 0 (spec 3 §4). */
export const EmailTemplateCreateSchema = z.object({
  ...shape,
  description: shape.description.optional(),
  body_text: shape.body_text.optional(),
  template_type: shape.template_type.default("custom"),
  category: shape.category.default("general"),
  variables: shape.variables.default([]),
  is_active: shape.is_active.default(true),
  is_default: shape.is_default.default(false),
});
export type EmailTemplateCreate = z.output<typeof EmailTemplateCreateSchema>;

/** PATCH /admin/email-templates/{id}: any subset. */
export const EmailTemplateUpdateSchema = z.object(shape).partial();
export type EmailTemplateUpdate = z.output<typeof EmailTemplateUpdateSchema>;

/** A template as the API answers it. */
export const EmailTemplateSchema = storedRow({
  name: z.string(),
  description: z.string().nullable(),
  subject: z.string(),
  body_html: z.string(),
  body_text: z.string().nullable(),
  template_type: z.enum(TEMPLATE_TYPES),
  category: z.string(),
  variables: z.array(z.string()),
  is_active: z.boolean(),
  is_default: z.boolean(),
  usage_count: z.number().int(),
}).meta({ id: "EmailTemplate" });
export type EmailTemplate = z.infer<typeof EmailTemplateSchema>;

/** GET /admin/email-templates: search (name, subject, description), type and active filters. */
export const EmailTemplateListQuerySchema = ListQuerySchema.extend({
  template_type: z.enum(TEMPLATE_TYPES).optional(),
  is_active: z.enum(["true", "false"]).optional(),
});

/** The templates grid's stat cards. */
export const EmailTemplateStatsSchema = z
  .object({
    total: z.number().int(),
    active: z.number().int(),
    defaults: z.number().int(),
    total_usage: z.number().int(),
  })
  .meta({ id: "EmailTemplateStats" });
export type EmailTemplateStats = z.infer<typeof EmailTemplateStatsSchema>;
