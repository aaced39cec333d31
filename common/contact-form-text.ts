import { CONTACT_FIELD_TYPES } from "./options";
import type { ContactFieldType, PublicContactFormField } from "./schemas/contact-form-fields";

/**
 * The public contact form's limits, messages and field kinds, without zod: the form renders with
 * these and loads its validation (common/schemas/contact-messages.ts, the server's own schema)
 * only when it first validates.
 */

/** What the form sends: answers keyed by field_name (text, or true/false for a checkbox). */
export type ContactFieldValues = Record<string, string | boolean | null | undefined>;

/** After validation: trimmed text (null when left empty) or a boolean. */
export type ContactAnswers = Record<string, string | boolean | null>;

/** Hard limits, whatever a field's validation rules say. */
export const CONTACT_MAX_LENGTH: Record<ContactFieldType, number> = {
  text: 500,
  email: 254,
  tel: 40,
  textarea: 5000,
  select: 500,
  radio: 500,
  checkbox: 0,
};

/** The columns of contact_messages that configured fields of these names fill. */
export const CONTACT_MAPPED_FIELDS = ["name", "email", "company", "message"] as const;

export const CONTACT_TEXT = {
  required: (label: string) => `${label} is required`,
  invalidEmail: "Please enter a valid email",
  invalidPhone: "Please enter a valid phone number",
  invalidOption: (label: string) => `Please choose one of the options for ${label}`,
  notText: (label: string) => `${label} must be text`,
  notBoolean: (label: string) => `${label} must be checked or left unchecked`,
  tooShort: (label: string, n: number) => `${label} must be at least ${n} characters`,
  tooLong: (label: string, n: number) => `${label} must be at most ${n} characters`,
  badFormat: (label: string) => `${label} is not in the expected format`,
  sent: {
    title: "Message sent",
    message: (responsePromise: string | null | undefined) =>
      `Thank you for reaching out. ${responsePromise?.trim() || "We will get back to you soon."}`,
  },
  notSent: { title: "Message not sent" },
  invalid: "Please check the highlighted fields.",
} as const;

/** The field's type; an unknown one is treated as plain text. */
export function contactFieldKind(type: string): ContactFieldType {
  return (CONTACT_FIELD_TYPES as readonly string[]).includes(type) ? (type as ContactFieldType) : "text";
}

/** The initial (empty) value of each field, for the browser form and its reset. */
export function emptyContactValues(
  fields: readonly PublicContactFormField[],
): Record<string, string | boolean> {
  return Object.fromEntries(
    fields.map((f) => [f.field_name, contactFieldKind(f.field_type) === "checkbox" ? false : ""]),
  );
}
