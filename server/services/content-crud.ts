import type { RevisionedResource } from "@common/resources";
import { eq, inArray, max, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/client";
import { ApiError, notFound } from "../lib/errors";
import { type Actor, diffChanges, writeAudit } from "./audit";
import { recordRedirect, writeRevision } from "./content-history";

/**
 * Audited create / update / delete / reorder shared by the content managers (projects, services,
 * testimonials, about content, success stories, team members, blog posts). Each write and its
 * activity_log entry commit together. Business rules (slugs, defaults, validation) stay in each
 * resource's own service; this is only the plumbing they all repeat.
 */

type ContentTable = PgTable & { id: PgColumn };
type OrderedTable = ContentTable & { order_index: PgColumn };
type Row<T extends ContentTable> = T["$inferSelect"];

/** What an update keeps besides the audit entry (issue 16). */
export type UpdateHooks<T extends ContentTable> = {
  /** Keep the row as it was before each save that changes something, as a revision of this resource. */
  revisions?: RevisionedResource;
  /**
   * The row's public address while visitors can see it, else null. When a save moves a visible
   * row to another address, the old one answers 301 to the new one.
   */
  publicPath?: (row: Row<T>) => string | null;
};

/** Timestamps say nothing an audit reader needs. */
function auditable(row: Record<string, unknown>): Record<string, unknown> {
  const { created_at: _c, updated_at: _u, ...rest } = row;
  return rest;
}

/** True when `err` (or the driver error it wraps) is a unique violation, optionally of one constraint. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined; e; ) {
    if (e.code === "23505") return constraint === undefined || e.constraint === constraint;
    e = e.cause as typeof e;
  }
  return false;
}

/** The row with this id, or a 404 naming `what` ("The testimonial"). */
export async function findById<T extends ContentTable>(
  db: Database,
  table: T,
  id: string,
  what: string,
): Promise<Row<T>> {
  const [row] = (await db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))) as Row<T>[];
  if (!row) throw notFound(what);
  return row;
}

export async function insertAudited<T extends ContentTable>(
  db: Database,
  actor: Actor,
  table: T,
  entityType: string,
  values: T["$inferInsert"],
): Promise<Row<T>> {
  return db.transaction(async (tx) => {
    const [row] = (await tx.insert(table).values(values).returning()) as Row<T>[];
    if (!row) throw new Error(`${entityType} insert returned nothing`);
    await writeAudit(tx, actor, {
      action: "create",
      entityType,
      entityId: row.id as string,
      changes: auditable(row),
    });
    return row;
  });
}

/**
 * Undefined when no row has this id. `updated_at` is stamped when the table has it; the audit
 * entry lists what changed and is left out when nothing did.
 */
export async function updateAudited<T extends ContentTable>(
  db: Database,
  actor: Actor,
  table: T,
  entityType: string,
  id: string,
  patch: Partial<T["$inferInsert"]>,
  hooks: UpdateHooks<T> = {},
): Promise<Row<T> | undefined> {
  return db.transaction(async (tx) => {
    const [before] = (await tx
      .select()
      .from(table as PgTable)
      .where(eq(table.id, id))
      .for("update")) as Row<T>[];
    if (!before) return undefined;
    const stamp = "updated_at" in table ? { updated_at: new Date() } : {};
    const [row] = (await tx
      .update(table)
      .set({ ...patch, ...stamp } as never)
      .where(eq(table.id, id))
      .returning()) as Row<T>[];
    if (!row) return undefined;
    const changes = diffChanges(auditable(before), auditable(row));
    // A save that changes nothing leaves no entry: the log lists what happened.
    if (Object.keys(changes).length > 0) {
      await writeAudit(tx, actor, { action: "update", entityType, entityId: id, changes });
      if (hooks.revisions) await writeRevision(tx, actor, hooks.revisions, id, before);
    }
    const from = hooks.publicPath?.(before);
    const to = hooks.publicPath?.(row);
    if (from && to && from !== to) await recordRedirect(tx, from, to);
    return row;
  });
}

/** False when no row has this id. The audit entry keeps what was deleted. */
export async function deleteAudited<T extends ContentTable>(
  db: Database,
  actor: Actor,
  table: T,
  entityType: string,
  id: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = (await tx.delete(table).where(eq(table.id, id)).returning()) as Row<T>[];
    const [row] = deleted;
    if (!row) return false;
    await writeAudit(tx, actor, { action: "delete", entityType, entityId: id, changes: auditable(row) });
    return true;
  });
}

/**
 * Saves a new order: `ids` must list every row of the table exactly once; order_index becomes
 * 1…n in that order (spec 2 §4, "renumbered from 1"). Anything else is refused with 400 and
 * nothing changes.
 */
export async function reorderAudited<T extends OrderedTable>(
  db: Database,
  actor: Actor,
  table: T,
  entityType: string,
  ids: string[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = (await tx
      .select({ id: table.id, order_index: table.order_index })
      .from(table as PgTable)
      .orderBy(table.order_index)
      .for("update")) as { id: string; order_index: number }[];
    const known = new Set(current.map((r) => r.id));
    const complete =
      new Set(ids).size === ids.length && ids.length === known.size && ids.every((i) => known.has(i));
    if (!complete) {
      const message = "The new order must list every item exactly once. Reload and try again.";
      throw new ApiError(400, "invalid_order", message, { ids: message });
    }
    if (ids.length === 0) return;
    const positions = sql.join(
      ids.map((rowId, i) => sql`when ${rowId}::uuid then ${i + 1}::integer`),
      sql` `,
    );
    await tx
      .update(table)
      .set({ order_index: sql`case ${table.id} ${positions} end` } as never)
      .where(inArray(table.id, ids));
    await writeAudit(tx, actor, {
      action: "reorder",
      entityType,
      changes: { order: { from: current.map((r) => r.id), to: ids } },
    });
  });
}

/** Where a new row goes when no order is given: after the last one (1 in an empty table). */
export async function nextOrderIndex(db: Database, table: OrderedTable): Promise<number> {
  const [last] = (await db.select({ n: max(table.order_index) }).from(table as PgTable)) as {
    n: number | null;
  }[];
  return (last?.n ?? 0) + 1;
}

/**
 * The functions above bound to one content table: its audit entity type ("testimonials") and the
 * subject of its 404 ("The testimonial"). `update` and `remove` answer that 404 for an unknown id.
 */
export function contentCrud<T extends ContentTable>(
  table: T,
  entityType: string,
  what: string,
  hooks: UpdateHooks<T> = {},
) {
  return {
    get: (db: Database, id: string): Promise<Row<T>> => findById(db, table, id, what),
    insert: (db: Database, actor: Actor, values: T["$inferInsert"]): Promise<Row<T>> =>
      insertAudited(db, actor, table, entityType, values),
    update: async (
      db: Database,
      actor: Actor,
      id: string,
      patch: Partial<T["$inferInsert"]>,
    ): Promise<Row<T>> => {
      const row = await updateAudited(db, actor, table, entityType, id, patch, hooks);
      if (!row) throw notFound(what);
      return row;
    },
    remove: async (db: Database, actor: Actor, id: string): Promise<void> => {
      if (!(await deleteAudited(db, actor, table, entityType, id))) throw notFound(what);
    },
  };
}

/**
 * `contentCrud` for a table shown in an order staff choose (hero slides, "what we do"…): `create`
 * puts a row given no order_index after the last one, `reorder` saves a new order of every row.
 */
export function orderedContentCrud<T extends OrderedTable>(
  table: T,
  entityType: string,
  what: string,
  hooks: UpdateHooks<T> = {},
) {
  const crud = contentCrud(table, entityType, what, hooks);
  return {
    ...crud,
    create: async (
      db: Database,
      actor: Actor,
      values: T["$inferInsert"] & { order_index?: number | null },
    ): Promise<Row<T>> =>
      crud.insert(db, actor, {
        ...values,
        order_index: values.order_index ?? (await nextOrderIndex(db, table)),
      }),
    reorder: (db: Database, actor: Actor, ids: string[]): Promise<void> =>
      reorderAudited(db, actor, table, entityType, ids),
  };
}
