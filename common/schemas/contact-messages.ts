import { z } from "zod";
import {
  CONTACT_MAX_LENGTH,
  CONTACT_TEXT,
  type ContactAnswers,
  contactFieldKind,
} from "../contact-form-text";
import { CONTACT_STATUSES, PRIORITIES } from "../options";
import { ListQuerySchema } from "../pagination";
import { HONEYPOT_FIELD, STARTED_AT_FIELD } from "../spam";
import type { PublicContactFormField } from "./contact-form-fields";
import { storedRow } from "./fields";

// The zod-free part (limits, messages, the field's kind) lives in common/contact-form-text.ts, so
// the public form renders without loading zod; re-exported here for everything else.
export {
  CONTACT_MAPPED_FIELDS,
  CONTACT_MAX_LENGTH,
  CONTACT_TEXT,
  type ContactAnswers,
  type ContactFieldValues,
  contactFieldKind,
  emptyContactValues,
} from "../contact-form-text";

/**
 * Contact messages: what a visitor sends through the public contact form (spec 3 §3, §4, §6) and
 * the back office's inbox (spec 3 §2, §4, §7, §8).
 */

// ---- The public form's submission -------------------------------------------------------------
// Its fields are configured by staff, so the schema that validates a submission is built at
// request time from the active fields; the browser form builds the very same schema from the
// same rows.

type Rules = { minLength?: number; maxLength?: number; pattern?: RegExp; patternMessage?: string };

/** The rules of validation_rules this form understands; anything malformed is ignored. */
export function readValidationRules(rules: Record<string, unknown> | null | undefined): Rules {
  if (!rules || typeof rules !== "object") return {};
  const count = (v: unknown) =>
    typeof v === "number" && Number.isInteger(v) && v > 0
      ? v
      : typeof v === "string" && /^\d+$/.test(v) && Number(v) > 0
        ? Number(v)
        : undefined;
  const out: Rules = { minLength: count(rules.minLength), maxLength: count(rules.maxLength) };
  if (typeof rules.pattern === "string" && rules.pattern !== "") {
    try {
      out.pattern = new RegExp(rules.pattern);
    } catch {
      // A pattern that does not compile cannot be enforced; staff see it in the field builder.
    }
  }
  const message = rules.patternMessage ?? rules.message;
  if (typeof message === "string" && message.trim() !== "") out.patternMessage = message.trim();
  return out;
}

const EMAIL = z.email();
/** Digits with the usual separators, an optional leading +, and 7 to 15 digits in all. */
const PHONE = /^\+?[0-9\s().\-/]+$/;

function phoneLooksValid(value: string): boolean {
  if (!PHONE.test(value)) return false;
  const digits = value.replace(/\D/g, "").length;
  return digits >= 7 && digits <= 15;
}

type FieldResult = { ok: true; value: string | boolean | null } | { ok: false; message: string };

/** Checks one answer: the normalised value, or the first problem with it. */
export function checkContactField(field: PublicContactFormField, input: unknown): FieldResult {
  const kind = contactFieldKind(field.field_type);
  const label = field.field_label.trim() || field.field_name;
  const fail = (message: string): FieldResult => ({ ok: false, message });
  const ok = (value: string | boolean | null): FieldResult => ({ ok: true, value });

  if (kind === "checkbox") {
    if (input === undefined || input === null || input === "") {
      return field.is_required ? fail(CONTACT_TEXT.required(label)) : ok(false);
    }
    if (typeof input !== "boolean") return fail(CONTACT_TEXT.notBoolean(label));
    if (field.is_required && !input) return fail(CONTACT_TEXT.required(label));
    return ok(input);
  }

  if (input !== undefined && input !== null && typeof input !== "string") {
    return fail(CONTACT_TEXT.notText(label));
  }
  const value = (input ?? "").trim();
  if (value === "") return field.is_required ? fail(CONTACT_TEXT.required(label)) : ok(null);

  if (kind === "select" || kind === "radio") {
    const options = (field.field_options ?? []).filter((o): o is string => typeof o === "string");
    return options.includes(value) ? ok(value) : fail(CONTACT_TEXT.invalidOption(label));
  }
  if (kind === "email" && !EMAIL.safeParse(value).success) return fail(CONTACT_TEXT.invalidEmail);
  if (kind === "tel" && !phoneLooksValid(value)) return fail(CONTACT_TEXT.invalidPhone);

  const rules = readValidationRules(field.validation_rules);
  const max = Math.min(CONTACT_MAX_LENGTH[kind], rules.maxLength ?? Number.POSITIVE_INFINITY);
  if (rules.minLength && value.length < rules.minLength) {
    return fail(CONTACT_TEXT.tooShort(label, rules.minLength));
  }
  if (value.length > max) return fail(CONTACT_TEXT.tooLong(label, max));
  if (rules.pattern && !rules.pattern.test(value)) {
    return fail(rules.patternMessage ?? CONTACT_TEXT.badFormat(label));
  }
  return ok(value);
}

/**
 * The schema of one submission for the given (active) fields: answers keyed by field_name, with
 * "{label} is required"-style messages on each field's path. Keys that are not configured
 * fields are dropped.
 */
export function buildContactSchema(fields: readonly PublicContactFormField[]) {
  return z.record(z.string(), z.unknown()).transform((input, ctx): ContactAnswers => {
    const answers: ContactAnswers = {};
    for (const field of fields) {
      const result = checkContactField(field, input[field.field_name]);
      if (result.ok) answers[field.field_name] = result.value;
      else ctx.addIssue({ code: "custom", message: result.message, path: [field.field_name] });
    }
    return answers;
  });
}

export type ContactSchema = ReturnType<typeof buildContactSchema>;

/** Per-field messages of a failed parse, keyed by field_name (the first message of each field). */
export function contactFieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "_");
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * POST /contact-messages. Deliberately loose: the spam guard runs first, then the answers are
 * checked against the fields active at that moment (their schema is only known at request time).
 */
export const ContactSubmissionSchema = z
  .looseObject({
    fields: z
      .record(z.string(), z.unknown())
      .default({})
      .meta({
        description: "Answers keyed by field_name: text, or true/false for a checkbox",
        example: { name: "Jane Smith", email: "jane@example.com", message: "We need a new website." },
      }),
    [HONEYPOT_FIELD]: z.string().optional().meta({ description: "Hidden field; must stay empty" }),
    [STARTED_AT_FIELD]: z
      .union([z.number(), z.string()])
      .optional()
      .meta({ description: "When the form was opened (ms since epoch)" }),
  })
  .meta({ id: "ContactSubmission" });

/** The answer to a stored submission. */
export const ContactMessageCreatedSchema = z
  .object({ id: z.string(), created_at: z.string() })
  .meta({ id: "ContactMessageCreated" });

// ---- The back office's inbox --------------------------------------------------------------------

export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export type ContactPriority = (typeof PRIORITIES)[number];

export const ADMIN_NOTES_MAX = 10_000;

/**
 * A change to one message: any of status, priority and admin notes, at least one. Empty notes are
 * stored as null. replied_at / replied_by are set by the server, never sent.
 */
export const ContactMessageUpdateSchema = z
  .strictObject({
    status: z.enum(CONTACT_STATUSES).optional(),
    priority: z.enum(PRIORITIES).optional(),
    admin_notes: z
      .string()
      .max(ADMIN_NOTES_MAX, `Admin notes must be at most ${ADMIN_NOTES_MAX} characters`)
      .nullable()
      .optional()
      .transform((v) => (v === undefined ? undefined : v && v.trim() !== "" ? v : null)),
  })
  .refine((v) => v.status !== undefined || v.priority !== undefined || v.admin_notes !== undefined, {
    message: "Send at least one of status, priority or admin_notes",
  });
export type ContactMessageUpdate = z.input<typeof ContactMessageUpdateSchema>;

/** GET /admin/contact-messages: search, the status and priority filters, the page. */
export const ContactMessageListQuerySchema = ListQuerySchema.extend({
  status: z.enum(CONTACT_STATUSES).optional(),
  priority: z.enum(PRIORITIES).optional(),
});

/** One message as the back office's API answers it. */
export const ContactMessageSchema = storedRow({
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  message: z.string(),
  extra_fields: z
    .record(z.string(), z.unknown())
    .nullable()
    .meta({ description: "Answers to the form's other fields, by field_name" }),
  source: z.string(),
  status: z.enum(CONTACT_STATUSES),
  priority: z.enum(PRIORITIES),
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
  admin_notes: z.string().nullable(),
  replied_at: z.string().nullable(),
  replied_by: z.string().nullable(),
}).meta({ id: "ContactMessage" });
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

/** The seven figures of the inbox's stat cards. */
export const ContactMessageStatsSchema = z
  .object({
    total: z.number(),
    new: z.number(),
    read: z.number(),
    replied: z.number(),
    archived: z.number(),
    high_priority: z.number(),
    urgent: z.number(),
  })
  .meta({ id: "ContactMessageStats" });
export type ContactMessageStats = z.infer<typeof ContactMessageStatsSchema>;

export const CONTACT_INBOX_TEXT = {
  empty: "No messages found",
  deleteConfirm: "Are you sure you want to delete this message? This action cannot be undone.",
  detailsTitle: "Message Details",
  loadFailed: {
    title: "Error loading messages",
    message: "Failed to load contact messages. Please try again.",
  },
  errorTitle: "Error",
  success: {
    read: "Message marked as read",
    replied: "Message marked as replied",
    priority: "Priority updated",
    archived: "Message archived",
    deleted: "Message deleted",
    notes: "Notes saved",
  },
  failure: {
    status: "Failed to update message status.",
    priority: "Failed to update message priority.",
    archive: "Failed to archive message.",
    delete: "Failed to delete message.",
    notes: "Failed to save notes.",
  },
} as const;
