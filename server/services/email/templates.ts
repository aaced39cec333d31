import type { ListQuery, Page } from "@common/pagination";
import {
  EMAIL_TEMPLATE_LIMITS,
  EMAIL_TEMPLATE_TEXT,
  type EmailTemplateCreate,
  type EmailTemplateStats,
  type EmailTemplateUpdate,
  type TemplateType,
} from "@common/schemas/email-templates";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { emailTemplates } from "../../db/schema";
import { ApiError } from "../../lib/errors";
import { type Actor, writeAudit } from "../audit";
import { contentCrud, isUniqueViolation } from "../content-crud";
import { countWhere, listPage } from "../list-page";

/**
 * E-mail templates (spec 3 §4 Templates, §5, §7): the back office's grid, stats and audited
 * writes. At most one default per template type: making one the default clears the others of
 * its type in the same transaction.
 */

type StoredTemplate = typeof emailTemplates.$inferSelect;
/** A stored template, typed as the API describes it (the table's CHECK keeps the type to its enum). */
export type EmailTemplateRow = Omit<StoredTemplate, "template_type"> & { template_type: TemplateType };

const ENTITY = "email_templates";
const crud = contentCrud(emailTemplates, ENTITY, "The template");
const typed = (row: StoredTemplate): EmailTemplateRow => ({
  ...row,
  template_type: row.template_type as TemplateType,
});

export type EmailTemplateFilters = { template_type?: TemplateType; is_active?: "true" | "false" };

/** Searched over name, subject and description; type and active filters; newest first (spec 3 §7). */
export async function listEmailTemplates(
  db: Database,
  query: ListQuery & EmailTemplateFilters,
): Promise<Page<EmailTemplateRow>> {
  const page = await listPage(
    db,
    {
      table: emailTemplates,
      searchColumns: [emailTemplates.name, emailTemplates.subject, emailTemplates.description],
      sortable: {
        created_at: emailTemplates.created_at,
        updated_at: emailTemplates.updated_at,
        name: emailTemplates.name,
        template_type: emailTemplates.template_type,
        usage_count: emailTemplates.usage_count,
      },
      defaultSort: "-created_at",
      filters: [
        query.template_type ? eq(emailTemplates.template_type, query.template_type) : undefined,
        query.is_active ? eq(emailTemplates.is_active, query.is_active === "true") : undefined,
      ],
    },
    query,
  );
  return { ...page, items: page.items.map(typed) };
}

/** The grid's stat cards in one pass. */
export async function emailTemplateStats(db: Database): Promise<EmailTemplateStats> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      active: countWhere(sql`${emailTemplates.is_active}`),
      defaults: countWhere(sql`${emailTemplates.is_default}`),
      total_usage: sql<number>`coalesce(sum(${emailTemplates.usage_count}), 0)`.mapWith(Number),
    })
    .from(emailTemplates);
  return row ?? { total: 0, active: 0, defaults: 0, total_usage: 0 };
}

export async function getEmailTemplate(db: Database, id: string): Promise<EmailTemplateRow> {
  return typed(await crud.get(db, id));
}

/** The templates of this type (but `keep`) stop being the default. */
async function clearDefaults(db: Database, type: string, keep?: string) {
  await db
    .update(emailTemplates)
    .set({ is_default: false, updated_at: new Date() })
    .where(
      and(
        eq(emailTemplates.template_type, type),
        eq(emailTemplates.is_default, true),
        keep === undefined ? undefined : ne(emailTemplates.id, keep),
      ),
    );
}

/** Two saves made two defaults of one type at the same moment: the unique index refused the second. */
function defaultTaken(err: unknown): never {
  if (isUniqueViolation(err, "email_templates_one_default")) {
    throw new ApiError(409, "default_taken", EMAIL_TEMPLATE_TEXT.defaultTaken, {
      is_default: EMAIL_TEMPLATE_TEXT.defaultTaken,
    });
  }
  throw err;
}

/** Created with usage_count 0 (spec 3 §4). */
export function createEmailTemplate(
  db: Database,
  actor: Actor,
  input: EmailTemplateCreate,
): Promise<EmailTemplateRow> {
  return db
    .transaction(async (tx) => {
      if (input.is_default) await clearDefaults(tx, input.template_type);
      return typed(await crud.insert(tx, actor, { ...input, usage_count: 0 }));
    })
    .catch(defaultTaken);
}

export function updateEmailTemplate(
  db: Database,
  actor: Actor,
  id: string,
  patch: EmailTemplateUpdate,
): Promise<EmailTemplateRow> {
  return db
    .transaction(async (tx) => {
      const [current] = await tx.select().from(emailTemplates).where(eq(emailTemplates.id, id)).for("update");
      if (current && (patch.is_default ?? current.is_default)) {
        await clearDefaults(tx, patch.template_type ?? current.template_type, id);
      }
      return typed(await crud.update(tx, actor, id, patch));
    })
    .catch(defaultTaken);
}

export const deleteEmailTemplate = crud.remove;

const COPY_SUFFIX = " (Copy)";

/**
 * Spec 3 §4: a copy named "<name> (Copy)", not the default, with usage_count 0 and its own id and
 * timestamps; audited as a duplicate of the original.
 */
export function duplicateEmailTemplate(db: Database, actor: Actor, id: string): Promise<EmailTemplateRow> {
  return db.transaction(async (tx) => {
    const original = await crud.get(tx, id);
    const { id: _id, created_at: _c, updated_at: _u, ...copy } = original;
    const [row] = await tx
      .insert(emailTemplates)
      .values({
        ...copy,
        name: `${original.name.slice(0, EMAIL_TEMPLATE_LIMITS.name - COPY_SUFFIX.length)}${COPY_SUFFIX}`,
        is_default: false,
        usage_count: 0,
      })
      .returning();
    if (!row) throw new Error("Template insert returned nothing");
    const { created_at: _rc, updated_at: _ru, ...changes } = row;
    await writeAudit(tx, actor, {
      action: "duplicate",
      entityType: ENTITY,
      entityId: row.id,
      changes: { source_id: original.id, ...changes },
    });
    return typed(row);
  });
}
