import { z } from "zod";
import { CONTACT_FIELD_TYPES } from "../options";
import { keys, storedRow } from "./fields";

/**
 * The contact form's fields (spec 3 §2, §3, §4, §5): what the public form is built from, and the
 * schemas of the field builder's writes, shared by the API and the builder's dialog.
 */

export type ContactFieldType = (typeof CONTACT_FIELD_TYPES)[number];

/** field_name becomes the answer's key, an HTML id and a JSON key: keep it a plain identifier. */
export const FIELD_NAME_PATTERN = /^[a-z][a-z0-9_]*$/;
export const FIELD_LIMITS = {
  name: 50,
  label: 200,
  placeholder: 200,
  helpText: 500,
  option: 200,
  options: 50,
  /** Every field fits one admin list page, so the builder can always reorder all of them. */
  fields: 100,
} as const;

/** Types whose answer is one of field_options. */
export const CHOICE_FIELD_TYPES: readonly ContactFieldType[] = ["select", "radio"];

export const FIELD_TEXT = {
  nameRequired: "Field name is required",
  nameFormat: "Use lowercase letters, digits and underscores, starting with a letter (e.g. budget_range)",
  nameTooLong: `Field name must be at most ${FIELD_LIMITS.name} characters`,
  nameTaken: (name: string) => `A field named "${name}" already exists. Choose another field name.`,
  labelRequired: "Field label is required",
  optionsRequired: "Add at least one option for a select or radio field",
  optionEmpty: "Options cannot be empty",
  optionsDistinct: "Each option must be different",
  tooMany: `The contact form can have at most ${FIELD_LIMITS.fields} fields.`,
  reorderAll: "List every field exactly once",
} as const;

/** The message when a choice field has no options, else null. */
export function choiceOptionsError(type: string, options: readonly string[] | null | undefined) {
  if (!(CHOICE_FIELD_TYPES as readonly string[]).includes(type)) return null;
  return options && options.length > 0 ? null : FIELD_TEXT.optionsRequired;
}

/** Optional text: trimmed, empty becomes null; left out stays undefined (PATCH keeps it). */
const optionalText = (max: number, what: string) =>
  z
    .string()
    .trim()
    .max(max, `${what} must be at most ${max} characters`)
    .nullable()
    .transform((v) => v || null)
    .optional();

const OptionsSchema = z
  .array(
    z
      .string()
      .trim()
      .min(1, FIELD_TEXT.optionEmpty)
      .max(FIELD_LIMITS.option, `Options must be at most ${FIELD_LIMITS.option} characters`),
  )
  .max(FIELD_LIMITS.options, `At most ${FIELD_LIMITS.options} options`)
  .refine((options) => new Set(options).size === options.length, FIELD_TEXT.optionsDistinct)
  .nullable()
  .optional();

const positiveCount = z.number().int().positive();

/** The rules the public form enforces (see readValidationRules); other keys are kept as given. */
const ValidationRulesSchema = z
  .record(z.string(), z.unknown())
  .superRefine((rules, ctx) => {
    for (const key of ["minLength", "maxLength"] as const) {
      if (rules[key] !== undefined && !positiveCount.safeParse(rules[key]).success) {
        ctx.addIssue({ code: "custom", path: [key], message: `${key} must be a positive whole number` });
      }
    }
    if (rules.pattern !== undefined) {
      let valid = typeof rules.pattern === "string";
      try {
        if (valid) new RegExp(rules.pattern as string);
      } catch {
        valid = false;
      }
      if (!valid) ctx.addIssue({ code: "custom", path: ["pattern"], message: "Invalid pattern" });
    }
  })
  .nullable()
  .optional();

const FieldShape = z.object({
  field_name: z
    .string()
    .trim()
    .min(1, FIELD_TEXT.nameRequired)
    .max(FIELD_LIMITS.name, FIELD_TEXT.nameTooLong)
    .regex(FIELD_NAME_PATTERN, FIELD_TEXT.nameFormat),
  field_label: z
    .string()
    .trim()
    .min(1, FIELD_TEXT.labelRequired)
    .max(FIELD_LIMITS.label, `Field label must be at most ${FIELD_LIMITS.label} characters`),
  field_type: z.enum(CONTACT_FIELD_TYPES, { error: "Choose one of the field types" }),
  field_placeholder: optionalText(FIELD_LIMITS.placeholder, "Placeholder"),
  field_options: OptionsSchema,
  is_required: z.boolean().optional(),
  is_active: z.boolean().optional(),
  validation_rules: ValidationRulesSchema,
});

/** POST /admin/contact-form-fields. help_text is set when editing (spec 3 §3). */
export const ContactFieldCreateSchema = FieldShape.superRefine((field, ctx) => {
  const message = choiceOptionsError(field.field_type, field.field_options);
  if (message) ctx.addIssue({ code: "custom", path: ["field_options"], message });
});
export type ContactFieldCreate = z.output<typeof ContactFieldCreateSchema>;

/** PATCH /admin/contact-form-fields/{id}: any subset; type and options are checked against the row. */
export const ContactFieldUpdateSchema = FieldShape.partial().extend({
  help_text: optionalText(FIELD_LIMITS.helpText, "Help text"),
});
export type ContactFieldUpdate = z.output<typeof ContactFieldUpdateSchema>;

/** PUT /admin/contact-form-fields/order: every field once; saved renumbered from 1 in this order. */
export const ContactFieldOrderSchema = z.object({
  items: z
    .array(z.object({ id: z.uuid("Invalid id"), order_index: z.number().int().min(1) }))
    .min(1, FIELD_TEXT.reorderAll)
    .max(FIELD_LIMITS.fields * 2),
});
export type ContactFieldOrder = z.output<typeof ContactFieldOrderSchema>;

/** A field as the back office's API answers it, active or not. */
export const ContactFormFieldSchema = storedRow({
  field_name: z.string().meta({ description: "The answer's key in a submission" }),
  field_label: z.string(),
  field_type: z.string().meta({ enum: [...CONTACT_FIELD_TYPES] }),
  field_placeholder: z.string().nullable(),
  field_options: z.array(z.string()).nullable().meta({ description: "The choices of select and radio" }),
  is_required: z.boolean(),
  is_active: z.boolean().meta({ description: "Only active fields are on the public form" }),
  order_index: z.number().int().meta({ description: "Position on the form, from 1" }),
  validation_rules: z.record(z.string(), z.unknown()).nullable(),
  help_text: z.string().nullable(),
}).meta({ id: "ContactFormField" });
export type ContactFormField = z.infer<typeof ContactFormFieldSchema>;

/** PUT /admin/contact-form-fields/order's answer: every field in the new order. */
export const ContactFormFieldListSchema = z.object({ items: z.array(ContactFormFieldSchema) });

/** A field of the public contact form (`GET /api/v1/contact-form-fields`). */
export const PublicContactFormFieldSchema = ContactFormFieldSchema.omit(
  keys("is_active", "created_at", "updated_at"),
).meta({ id: "PublicContactFormField" });
export type PublicContactFormField = z.infer<typeof PublicContactFormFieldSchema>;

/** The public form's fields: the active ones, in display order. */
export const PublicContactFormFieldListSchema = z.object({ items: z.array(PublicContactFormFieldSchema) });
