import type { ListQuery, Page } from "@common/pagination";
import type {
  EmailConversationUpdate,
  EmailRelatedType,
  EmailStats,
} from "@common/schemas/email-conversations";
import { and, asc, count, eq, ilike, inArray, isNull, sql } from "drizzle-orm";
import { type Database, queryRows } from "../../db/client";
import { emailConversations, emailMessages } from "../../db/schema";
import type { Actor } from "../audit";
import { contentCrud } from "../content-crud";
import { likePattern, listPage } from "../list-page";
import { type ConversationRow, toApiRelatedType, toStoredRelatedType } from "./conversation-store";

/**
 * The Email Management area's conversations (spec 3 §2, §4 Conversations, §7): the list with
 * unread counts, a conversation with its messages, status and priority, and the stat cards.
 */

type Status = "active" | "closed" | "archived";
type Priority = "low" | "normal" | "high" | "urgent";
type StoredMessage = typeof emailMessages.$inferSelect;

/** A conversation as the API describes it. */
export type EmailConversationItem = Omit<ConversationRow, "related_type" | "status" | "priority"> & {
  related_type: EmailRelatedType;
  status: Status;
  priority: Priority;
  unread_count: number;
};

/** A message as the API describes it (the table's CHECKs keep direction and status to their enums). */
export type EmailMessageItem = Omit<StoredMessage, "direction" | "status"> & {
  direction: "inbound" | "outbound";
  status: "pending" | "sent" | "delivered" | "opened" | "clicked" | "failed" | "bounced";
};

const typed = (row: ConversationRow, unread: number): EmailConversationItem => ({
  ...row,
  related_type: toApiRelatedType(row.related_type),
  status: row.status as Status,
  priority: row.priority as Priority,
  unread_count: unread,
});

const typedMessage = (row: StoredMessage): EmailMessageItem => ({
  ...row,
  direction: row.direction as EmailMessageItem["direction"],
  status: row.status as EmailMessageItem["status"],
});

/** Inbound messages nobody has opened, per conversation. */
async function unreadCounts(db: Database, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: emailMessages.conversation_id, n: count() })
    .from(emailMessages)
    .where(
      and(
        inArray(emailMessages.conversation_id, ids),
        eq(emailMessages.direction, "inbound"),
        isNull(emailMessages.read_at),
      ),
    )
    .groupBy(emailMessages.conversation_id);
  return new Map(rows.map((r) => [r.id, r.n]));
}

export type ConversationFilters = {
  status?: Status;
  priority?: Priority;
  related_type?: EmailRelatedType;
  related_id?: string;
};

/** Newest last message first (a conversation without messages by its creation); q over subject and participants. */
export async function listEmailConversations(
  db: Database,
  query: ListQuery & ConversationFilters,
): Promise<Page<EmailConversationItem>> {
  const c = emailConversations;
  const page = await listPage(
    db,
    {
      table: c,
      searchColumns: [],
      sortable: {
        last_message_at: sql`coalesce(${c.last_message_at}, ${c.created_at})`,
        created_at: c.created_at,
        subject: c.subject,
        status: c.status,
        priority: c.priority,
        message_count: c.message_count,
      },
      defaultSort: "-last_message_at",
      filters: [
        query.q
          ? ilike(sql`${c.subject} || ' ' || ${c.participants}::text`, likePattern(query.q))
          : undefined,
        query.status ? eq(c.status, query.status) : undefined,
        query.priority ? eq(c.priority, query.priority) : undefined,
        query.related_type ? eq(c.related_type, toStoredRelatedType(query.related_type)) : undefined,
        query.related_id ? eq(c.related_id, query.related_id) : undefined,
      ],
    },
    query,
  );
  const unread = await unreadCounts(
    db,
    page.items.map((r) => r.id),
  );
  return { ...page, items: page.items.map((r) => typed(r, unread.get(r.id) ?? 0)) };
}

/** These conversations as the list shows them, newest last message first. */
export async function conversationItems(db: Database, ids: string[]): Promise<EmailConversationItem[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(emailConversations)
    .where(inArray(emailConversations.id, ids))
    .orderBy(sql`coalesce(${emailConversations.last_message_at}, ${emailConversations.created_at}) desc`);
  const unread = await unreadCounts(db, ids);
  return rows.map((r) => typed(r, unread.get(r.id) ?? 0));
}

const crud = contentCrud(emailConversations, "email_conversations", "The conversation");

/**
 * A conversation with its messages, oldest first. Opening it is reading it: its inbound messages
 * not yet read get read_at now.
 */
export async function getEmailConversation(db: Database, id: string) {
  const conversation = await crud.get(db, id);
  await db
    .update(emailMessages)
    .set({ read_at: new Date() })
    .where(
      and(
        eq(emailMessages.conversation_id, id),
        eq(emailMessages.direction, "inbound"),
        isNull(emailMessages.read_at),
      ),
    );
  const messages = await db
    .select()
    .from(emailMessages)
    .where(eq(emailMessages.conversation_id, id))
    .orderBy(asc(emailMessages.created_at), asc(emailMessages.id));
  return { ...typed(conversation, 0), messages: messages.map(typedMessage) };
}

/** The status selector and priority, audited. */
export async function updateEmailConversation(
  db: Database,
  actor: Actor,
  id: string,
  patch: EmailConversationUpdate,
): Promise<EmailConversationItem> {
  const row = await crud.update(db, actor, id, patch);
  const unread = await unreadCounts(db, [row.id]);
  return typed(row, unread.get(row.id) ?? 0);
}

/**
 * The stat cards (spec 3 §3 Email stats), one query. Messages Sent counts outbound messages that
 * left (sent, delivered, opened, clicked); today is since midnight in the database's time zone.
 * Response time is the mean, over inbound messages that were answered, of the hours until the
 * next outbound message (not failed) in the same conversation; null when none was answered.
 */
export async function emailStats(db: Database): Promise<EmailStats> {
  const [row] = await queryRows<Record<keyof EmailStats, string | number | null>>(
    db,
    sql`
    select
      (select count(*) from email_conversations) as total_conversations,
      (select count(*) from email_conversations where status = 'active') as active_conversations,
      (select count(*) from email_messages
        where direction = 'outbound' and status in ('sent', 'delivered', 'opened', 'clicked')) as sent_messages,
      (select count(*) from email_messages
        where direction = 'outbound' and status in ('sent', 'delivered', 'opened', 'clicked')
          and coalesce(sent_at, created_at) >= date_trunc('day', now())) as messages_today,
      (select round((avg(extract(epoch from (answer.at - i.created_at))) / 3600)::numeric, 1)
        from email_messages i
        cross join lateral (
          select min(coalesce(o.sent_at, o.created_at)) as at from email_messages o
          where o.conversation_id = i.conversation_id and o.direction = 'outbound'
            and o.status not in ('failed', 'bounced')
            and coalesce(o.sent_at, o.created_at) > i.created_at
        ) answer
        where i.direction = 'inbound' and answer.at is not null) as avg_response_time_hours,
      (select count(*) from email_templates where is_active) as templates_count,
      (select count(*) from email_messages where direction = 'inbound' and read_at is null) as unread_replies
  `,
  );
  const n = (key: keyof EmailStats) => Number(row?.[key] ?? 0);
  const hours = row?.avg_response_time_hours;
  return {
    total_conversations: n("total_conversations"),
    active_conversations: n("active_conversations"),
    sent_messages: n("sent_messages"),
    messages_today: n("messages_today"),
    avg_response_time_hours: hours === null || hours === undefined ? null : Number(hours),
    templates_count: n("templates_count"),
    unread_replies: n("unread_replies"),
  };
}
