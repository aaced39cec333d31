import {
  buildContactSchema,
  CONTACT_MAPPED_FIELDS,
  CONTACT_TEXT,
  contactFieldErrors,
} from "@common/schemas/contact";
import type { Database } from "../db/client";
import { contactMessages } from "../db/schema";
import { ApiError } from "../lib/errors";
import { listActiveContactFormFields } from "./contact-form-fields";
import { guardPublicForm } from "./spam-guard";

export type ContactSubmission = {
  /** Answers keyed by field_name. */
  fields?: Record<string, unknown>;
  /** The spam-guard fields (honeypot, start time) and anything else the body carried. */
  [key: string]: unknown;
};

export type RequestMeta = {
  ip: string | null;
  userAgent: string | null;
  /** Submissions allowed per address and window (FORM_RATE_LIMIT_MAX). */
  formRateLimit?: number;
};

const USER_AGENT_MAX = 500;

/**
 * A visitor's message from the public contact form (spec 3 §4, §6): refused when it looks
 * automated, validated against the fields active right now, stored as new / normal priority.
 * Answers to fields other than name, email, company and message go to extra_fields.
 */
export async function submitContactMessage(db: Database, body: ContactSubmission, meta: RequestMeta) {
  await guardPublicForm(db, "contact", body, meta.ip, Date.now(), meta.formRateLimit);

  const fields = await listActiveContactFormFields(db);
  const raw =
    body.fields && typeof body.fields === "object" && !Array.isArray(body.fields) ? body.fields : {};
  const parsed = buildContactSchema(fields).safeParse(raw);
  if (!parsed.success) {
    const errors = contactFieldErrors(parsed.error);
    throw new ApiError(400, "invalid_input", Object.values(errors)[0] ?? CONTACT_TEXT.invalid, errors);
  }
  const answers = parsed.data;

  const text = (key: string) => {
    const value = answers[key];
    return typeof value === "string" && value !== "" ? value : undefined;
  };
  const mapped = new Set<string>(CONTACT_MAPPED_FIELDS);
  const extra: Record<string, string | boolean> = {};
  for (const field of fields) {
    if (mapped.has(field.field_name)) continue;
    const value = answers[field.field_name];
    if (value !== null && value !== undefined) extra[field.field_name] = value;
  }

  const [row] = await db
    .insert(contactMessages)
    .values({
      name: text("name") ?? "Anonymous",
      email: text("email") ?? "",
      company: text("company") ?? null,
      message: text("message") ?? "",
      extra_fields: Object.keys(extra).length > 0 ? extra : null,
      source: "contact_form",
      status: "new",
      priority: "normal",
      ip_address: meta.ip,
      user_agent: meta.userAgent?.slice(0, USER_AGENT_MAX) || null,
    })
    .returning({ id: contactMessages.id, created_at: contactMessages.created_at });
  return row!;
}
