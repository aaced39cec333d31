import {
  type ActivityUpdate,
  type ContactMessageLead,
  type QuoteRequestLead,
  RECENT_UPDATES_LIMIT,
  type RecentUpdate,
} from "@common/schemas/overview";
import { desc, eq, inArray, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/client";
import {
  aboutContent,
  activityLog,
  adminInvitations,
  blogPosts,
  contactFormFields,
  contactMessages,
  emailConversations,
  emailTemplates,
  heroCarouselItems,
  projects,
  requirementForms,
  services,
  storedImages,
  successStories,
  teamMembers,
  testimonials,
  user,
  whatWeDo,
} from "../db/schema";

/**
 * The Overview's Recent Updates: the latest audited admin writes and the latest leads (quote
 * requests, contact messages), merged newest first. Each write carries what its sentence needs
 * (common/overview.ts builds the sentence): who, and the record's name as it is now or, once it
 * is gone, as the log kept it.
 */
export async function recentUpdates(db: Database, limit = RECENT_UPDATES_LIMIT): Promise<RecentUpdate[]> {
  const [activity, quotes, messages] = await Promise.all([
    latestActivity(db, limit),
    db
      .select({
        id: requirementForms.id,
        name: requirementForms.name,
        project_type: requirementForms.project_type,
        created_at: requirementForms.created_at,
      })
      .from(requirementForms)
      .orderBy(desc(requirementForms.created_at), desc(requirementForms.id))
      .limit(limit),
    db
      .select({ id: contactMessages.id, name: contactMessages.name, created_at: contactMessages.created_at })
      .from(contactMessages)
      .orderBy(desc(contactMessages.created_at), desc(contactMessages.id))
      .limit(limit),
  ]);
  const leads: (QuoteRequestLead | ContactMessageLead)[] = [
    ...quotes.map((q) => ({ kind: "quote_request" as const, ...q, created_at: q.created_at.toISOString() })),
    ...messages.map((m) => ({
      kind: "contact_message" as const,
      ...m,
      created_at: m.created_at.toISOString(),
    })),
  ];
  return [...activity, ...leads]
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id))
    .slice(0, limit);
}

async function latestActivity(db: Database, limit: number): Promise<ActivityUpdate[]> {
  const rows = await db
    .select({
      id: activityLog.id,
      action: activityLog.action,
      entity_type: activityLog.entity_type,
      entity_id: activityLog.entity_id,
      changes: activityLog.changes,
      created_at: activityLog.created_at,
      // The admin's first name, else the e-mail the log kept (also once the account is gone).
      actor: sql<string | null>`coalesce(nullif(btrim(${user.firstName}), ''), ${activityLog.user_email})`,
    })
    .from(activityLog)
    .leftJoin(user, eq(user.id, activityLog.user_id))
    .orderBy(desc(activityLog.created_at), desc(activityLog.id))
    .limit(limit);
  const current = await currentLabels(db, rows);
  return rows.map((row) => {
    const parts = changeParts(row.action, row.changes);
    const now = row.entity_id ? current.get(`${row.entity_type}:${row.entity_id}`) : undefined;
    return {
      kind: "activity",
      id: row.id,
      created_at: row.created_at.toISOString(),
      actor: row.actor,
      action: row.action,
      entity_type: row.entity_type,
      ...parts,
      label: now ?? parts.label,
    };
  });
}

/** Where each audited record type keeps its name (the entity_type strings of the services). */
const LABEL_COLUMNS: Record<string, { table: PgTable; id: PgColumn; label: PgColumn }> = {
  projects: { table: projects, id: projects.id, label: projects.title },
  services: { table: services, id: services.id, label: services.title },
  testimonials: { table: testimonials, id: testimonials.id, label: testimonials.name },
  team_members: { table: teamMembers, id: teamMembers.id, label: teamMembers.name },
  about_content: { table: aboutContent, id: aboutContent.id, label: aboutContent.title },
  success_stories: { table: successStories, id: successStories.id, label: successStories.title },
  blog_posts: { table: blogPosts, id: blogPosts.id, label: blogPosts.title },
  hero_carousel_items: { table: heroCarouselItems, id: heroCarouselItems.id, label: heroCarouselItems.title },
  what_we_do: { table: whatWeDo, id: whatWeDo.id, label: whatWeDo.title },
  requirement_forms: { table: requirementForms, id: requirementForms.id, label: requirementForms.name },
  contact_messages: { table: contactMessages, id: contactMessages.id, label: contactMessages.name },
  contact_form_fields: {
    table: contactFormFields,
    id: contactFormFields.id,
    label: contactFormFields.field_label,
  },
  stored_images: { table: storedImages, id: storedImages.id, label: storedImages.name },
  email_templates: { table: emailTemplates, id: emailTemplates.id, label: emailTemplates.name },
  email_conversations: {
    table: emailConversations,
    id: emailConversations.id,
    label: emailConversations.subject,
  },
  admin_invitation: { table: adminInvitations, id: adminInvitations.id, label: adminInvitations.email },
  admin_user: { table: user, id: user.id, label: user.name },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The records' names as they are now, keyed "entity_type:id": one query per record type seen. */
async function currentLabels(
  db: Database,
  rows: { entity_type: string; entity_id: string | null }[],
): Promise<Map<string, string>> {
  const ids = new Map<string, Set<string>>();
  for (const { entity_type, entity_id } of rows) {
    if (!entity_id || !UUID.test(entity_id) || !LABEL_COLUMNS[entity_type]) continue;
    ids.set(entity_type, (ids.get(entity_type) ?? new Set()).add(entity_id));
  }
  const found = await Promise.all(
    [...ids].map(async ([type, set]) => {
      const { table, id, label } = LABEL_COLUMNS[type]!;
      const hits = await db
        .select({ id: sql<string>`${id}`, label: sql<string>`${label}` })
        .from(table)
        .where(inArray(id, [...set]));
      return hits.map((h) => [`${type}:${h.id}`, h.label] as const);
    }),
  );
  return new Map(found.flat().filter(([, label]) => label?.trim()));
}

/** Columns that change only because another did (the link follows the slug, replied_at the status). */
const DERIVED_FIELDS = new Set(["link", "replied_at", "replied_by", "updated_at"]);
/** The keys a record's name is found under in a log entry's changes, best first. */
const LABEL_KEYS = ["title", "name", "field_label", "email"] as const;

type Diff = { from: unknown; to: unknown };
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const isDiff = (v: unknown): v is Diff => isRecord(v) && "from" in v && "to" in v;
const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);

/**
 * What a log entry's `changes` tell: the record's name, and for an update what changed. Creates
 * and deletes keep the whole row (a quote request's delete keeps it under `deleted`); updates
 * keep { field: { from, to } } (see writeAudit / diffChanges).
 */
export function changeParts(
  action: string,
  changes: Record<string, unknown> | null,
): Pick<ActivityUpdate, "label" | "fields" | "status" | "priority"> {
  const none = { label: null, fields: [], status: null, priority: null };
  if (!changes) return none;
  const row = isRecord(changes.deleted) ? changes.deleted : changes;
  let label: string | null = null;
  for (const key of LABEL_KEYS) {
    const value = row[key];
    label = isDiff(value) ? (text(value.to) ?? text(value.from)) : text(value);
    if (label) break;
  }
  if (action !== "update") return { ...none, label };
  const fields = Object.keys(changes).filter((k) => isDiff(changes[k]) && !DERIVED_FIELDS.has(k));
  const to = (key: string) => (isDiff(changes[key]) ? text(changes[key].to) : null);
  return { label, fields, status: to("status"), priority: to("priority") };
}
