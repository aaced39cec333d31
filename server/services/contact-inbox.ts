import type { ListQuery } from "@common/pagination";
import type { ContactMessageStats, ContactMessageUpdateSchema } from "@common/schemas/contact-inbox";
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../db/client";
import { contactMessages } from "../db/schema";
import { type Actor, diffChanges, writeAudit } from "./audit";
import { listPage } from "./list-page";

/** The back office's Contact Messages inbox (spec 3 §2, §4, §7); the public form is contact-messages.ts. */

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type ContactInboxFilters = { status?: string; priority?: string };

const ENTITY = "contact_messages";

/** Searched together; the same columns, in this order, as the trigram index of migration 0002. */
export const MESSAGE_SEARCH_COLUMNS = [
  contactMessages.name,
  contactMessages.email,
  contactMessages.company,
  contactMessages.message,
];

/** Search over name, email, company and message; status and priority filters; newest first. */
export function listContactMessages(db: Database, query: ListQuery & ContactInboxFilters) {
  return listPage(
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
}

/** The seven stat-card figures in one pass over the table. */
export async function contactMessageStats(db: Database): Promise<ContactMessageStats> {
  const counted = (condition: ReturnType<typeof sql>) =>
    sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const { status, priority } = contactMessages;
  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      new: counted(sql`${status} = 'new'`),
      read: counted(sql`${status} = 'read'`),
      replied: counted(sql`${status} = 'replied'`),
      archived: counted(sql`${status} = 'archived'`),
      high_priority: counted(sql`${priority} = 'high'`),
      urgent: counted(sql`${priority} = 'urgent'`),
    })
    .from(contactMessages);
  return row ?? { total: 0, new: 0, read: 0, replied: 0, archived: 0, high_priority: 0, urgent: 0 };
}

export async function getContactMessage(db: Database, id: string): Promise<ContactMessageRow | undefined> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row;
}

/**
 * Changes status, priority and/or admin notes, audited. Becoming "replied" stamps replied_at
 * (now) and replied_by (the acting admin); a repeated "replied" keeps the first stamp, and leaving
 * "replied" keeps it too, as the record of when the sender was answered. Undefined when unknown.
 */
export async function updateContactMessage(
  db: Database,
  actor: Actor,
  id: string,
  patch: z.output<typeof ContactMessageUpdateSchema>,
): Promise<ContactMessageRow | undefined> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for("update");
    if (!current) return undefined;
    const changes: Partial<ContactMessageRow> = {};
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
    return row;
  });
}

/**
 * Deletes permanently (spec 3 §4), audited. The audit entry names the record only: the sender's
 * details go with the message. False when unknown.
 */
export async function deleteContactMessage(db: Database, actor: Actor, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(contactMessages)
      .where(eq(contactMessages.id, id))
      .returning({ id: contactMessages.id });
    if (deleted.length === 0) return false;
    await writeAudit(tx, actor, { action: "delete", entityType: ENTITY, entityId: id });
    return true;
  });
}
