import type { ListQuery, Page } from "@common/pagination";
import {
  buildContactSchema,
  CONTACT_MAPPED_FIELDS,
  CONTACT_TEXT,
  type ContactMessageStats,
  type ContactMessageUpdateSchema,
  type ContactPriority,
  type ContactStatus,
  contactFieldErrors,
} from "@common/schemas/contact-messages";
import { findById } from "@server/services/content-crud";
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../db/client";
import { contactMessages } from "../db/schema";
import { ApiError, notFound } from "../lib/errors";
import { type Actor, diffChanges, writeAudit } from "./audit";
import { listActiveContactFormFields } from "./contact-form-fields";
import { type NotifyContext, notifyNewContactMessage } from "./email/notifications";
import { countWhere, listPage } from "./list-page";
import { guardPublicForm } from "./spam-guard";

/**
 * Contact messages: a visitor's message from the public contact form (spec 3 §4, §6), and the back
 * office's inbox (spec 3 §2, §4, §7).
 */

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
  /** When given, the new message is announced by e-mail (if e-mail is configured). */
  notify?: NotifyContext;
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

  return db.transaction(async (tx) => {
    const [row] = await tx
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
      .returning();
    // Staff notice and acknowledgement, queued with the message; never fails the submission.
    if (meta.notify) await notifyNewContactMessage(tx, meta.notify, row!);
    return { id: row!.id, created_at: row!.created_at };
  });
}

// ---- The back office's inbox ----------------------------------------------------------------

type StoredMessage = typeof contactMessages.$inferSelect;
/** A stored message, typed as the API describes it. */
export type ContactMessageRow = Omit<StoredMessage, "status" | "priority"> & {
  status: ContactStatus;
  priority: ContactPriority;
};
export type ContactInboxFilters = { status?: string; priority?: string };

const ENTITY = "contact_messages";
const NOT_FOUND = "The message";

/** Status and priority are kept to their enums by the table's CHECKs. */
const typed = (row: StoredMessage): ContactMessageRow => ({
  ...row,
  status: row.status as ContactStatus,
  priority: row.priority as ContactPriority,
});

/** Searched together; the same columns, in this order, as the trigram index of migration 0002. */
export const MESSAGE_SEARCH_COLUMNS = [
  contactMessages.name,
  contactMessages.email,
  contactMessages.company,
  contactMessages.message,
];

/** Search over name, email, company and message; status and priority filters; newest first. */
export async function listContactMessages(
  db: Database,
  query: ListQuery & ContactInboxFilters,
): Promise<Page<ContactMessageRow>> {
  const page = await listPage(
    db,
    {
      table: contactMessages,
      searchColumns: MESSAGE_SEARCH_COLUMNS,
      sortable: {
        created_at: contactMessages.created_at,
        name: contactMessages.name,
        email: contactMessages.email,
        company: contactMessages.company,
        status: contactMessages.status,
        priority: contactMessages.priority,
      },
      defaultSort: "-created_at",
      filters: [
        query.status ? eq(contactMessages.status, query.status) : undefined,
        query.priority ? eq(contactMessages.priority, query.priority) : undefined,
      ],
    },
    query,
  );
  return { ...page, items: page.items.map(typed) };
}

/** The seven stat-card figures in one pass over the table. */
export async function contactMessageStats(db: Database): Promise<ContactMessageStats> {
  const { status, priority } = contactMessages;
  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      new: countWhere(sql`${status} = 'new'`),
      read: countWhere(sql`${status} = 'read'`),
      replied: countWhere(sql`${status} = 'replied'`),
      archived: countWhere(sql`${status} = 'archived'`),
      high_priority: countWhere(sql`${priority} = 'high'`),
      urgent: countWhere(sql`${priority} = 'urgent'`),
    })
    .from(contactMessages);
  return row ?? { total: 0, new: 0, read: 0, replied: 0, archived: 0, high_priority: 0, urgent: 0 };
}

export async function getContactMessage(db: Database, id: string): Promise<ContactMessageRow> {
  return typed(await findById(db, contactMessages, id, NOT_FOUND));
}

/**
 * Changes status, priority and/or admin notes, audited. Becoming "replied" stamps replied_at
 * (now) and replied_by (the acting admin); a repeated "replied" keeps the first stamp, and leaving
 * "replied" keeps it too, as the record of when the sender was answered.
 */
export async function updateContactMessage(
  db: Database,
  actor: Actor,
  id: string,
  patch: z.output<typeof ContactMessageUpdateSchema>,
): Promise<ContactMessageRow> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for("update");
    if (!current) throw notFound(NOT_FOUND);
    const changes: Partial<StoredMessage> = {};
    if (patch.status !== undefined) changes.status = patch.status;
    if (patch.priority !== undefined) changes.priority = patch.priority;
    if (patch.admin_notes !== undefined) changes.admin_notes = patch.admin_notes;
    if (patch.status === "replied" && current.status !== "replied") {
      changes.replied_at = new Date();
      changes.replied_by = actor.id;
    }
    const [row] = await tx.update(contactMessages).set(changes).where(eq(contactMessages.id, id)).returning();
    if (!row) throw new Error("Contact message update returned nothing");
    await writeAudit(tx, actor, {
      action: "update",
      entityType: ENTITY,
      entityId: id,
      changes: diffChanges(current, row),
    });
    return typed(row);
  });
}

/**
 * Deletes permanently (spec 3 §4), audited. The audit entry names the record only: the sender's
 * details go with the message.
 */
export async function deleteContactMessage(db: Database, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(contactMessages)
      .where(eq(contactMessages.id, id))
      .returning({ id: contactMessages.id });
    if (deleted.length === 0) throw notFound(NOT_FOUND);
    await writeAudit(tx, actor, { action: "delete", entityType: ENTITY, entityId: id });
  });
}
