import {
  CHOICE_FIELD_TYPES,
  type ContactFieldCreate,
  type ContactFieldOrder,
  type ContactFieldUpdate,
  choiceOptionsError,
  FIELD_LIMITS,
  FIELD_TEXT,
  type PublicContactFormField,
} from "@common/schemas/contact-form-fields";
import { and, asc, count, eq, gt, inArray, ne, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { contactFormFields } from "../db/schema";
import { ApiError, notFound } from "../lib/errors";
import { type Actor, diffChanges, writeAudit } from "./audit";
import { orderedListPage } from "./list-page";

/**
 * The contact form's fields (spec 3 §2, §4, §7): the public form's reader and the back office's
 * field builder (list, audited writes, duplicate, reorder).
 */

/** Display order: position, then age (the public form and the builder agree). */
const byPosition = [
  asc(contactFormFields.order_index),
  asc(contactFormFields.created_at),
  asc(contactFormFields.id),
];

/** The columns the public form needs; is_active and the timestamps stay on the server. */
const publicColumns = {
  id: contactFormFields.id,
  field_name: contactFormFields.field_name,
  field_label: contactFormFields.field_label,
  field_type: contactFormFields.field_type,
  field_placeholder: contactFormFields.field_placeholder,
  field_options: contactFormFields.field_options,
  is_required: contactFormFields.is_required,
  order_index: contactFormFields.order_index,
  validation_rules: contactFormFields.validation_rules,
  help_text: contactFormFields.help_text,
};

/** The active fields of the public contact form, in display order (spec 3 §7, "public"). */
export async function listActiveContactFormFields(db: Database): Promise<PublicContactFormField[]> {
  return db
    .select(publicColumns)
    .from(contactFormFields)
    .where(eq(contactFormFields.is_active, true))
    .orderBy(...byPosition);
}

// ---- The back office's field builder (spec 3 §2, §4, §7) -------------------------------------

export type ContactFormFieldRow = typeof contactFormFields.$inferSelect;
type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

const ENTITY = "contact_form_fields";
const COPY_SUFFIX = " (Copy)";

/** Every field (active or not) in display order, paged like every admin list. */
export const listContactFormFields = orderedListPage(
  contactFormFields,
  [contactFormFields.field_name, contactFormFields.field_label],
  { field_name: contactFormFields.field_name, field_label: contactFormFields.field_label },
);

/**
 * Runs a write in one transaction that takes the fields' lock first, so order_index stays 1…n and
 * a name check stays true until the transaction commits, even with several server processes.
 * Readers are not blocked.
 */
function withFieldsLocked<T>(db: Database, write: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${contactFormFields} in share row exclusive mode`);
    return write(tx);
  });
}

/** Positions 1…n again (after a delete or an insert in the middle), ties by age. */
async function renumber(tx: Tx) {
  await tx.execute(sql`
    update ${contactFormFields} as f
    set order_index = r.position, updated_at = now()
    from (
      select id, row_number() over (order by order_index, created_at, id) as position
      from ${contactFormFields}
    ) as r
    where f.id = r.id and f.order_index <> r.position`);
}

async function findField(tx: Database | Tx, id: string): Promise<ContactFormFieldRow> {
  const [row] = await tx.select().from(contactFormFields).where(eq(contactFormFields.id, id));
  if (!row) throw notFound("The field");
  return row;
}

/** One field, active or not. */
export function getContactFormField(db: Database, id: string): Promise<ContactFormFieldRow> {
  return findField(db, id);
}

async function assertNameFree(tx: Tx, name: string, exceptId?: string) {
  const [taken] = await tx
    .select({ id: contactFormFields.id })
    .from(contactFormFields)
    .where(
      exceptId
        ? and(eq(contactFormFields.field_name, name), ne(contactFormFields.id, exceptId))
        : eq(contactFormFields.field_name, name),
    );
  if (taken) {
    throw new ApiError(409, "field_name_taken", FIELD_TEXT.nameTaken(name), {
      field_name: FIELD_TEXT.nameTaken(name),
    });
  }
}

async function countFields(tx: Tx): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(contactFormFields);
  return row?.n ?? 0;
}

/** Options belong to choice fields only; other types store none. */
function optionsFor(type: string, options: string[] | null | undefined): string[] | null {
  return (CHOICE_FIELD_TYPES as readonly string[]).includes(type) ? (options ?? null) : null;
}

const auditable = ({ created_at: _c, updated_at: _u, ...rest }: ContactFormFieldRow) => rest;

/** Adds a field at the end of the form (order_index = number of fields + 1). */
export async function createContactFormField(
  db: Database,
  actor: Actor,
  input: ContactFieldCreate,
): Promise<ContactFormFieldRow> {
  return withFieldsLocked(db, async (tx) => {
    await assertNameFree(tx, input.field_name);
    const total = await countFields(tx);
    if (total >= FIELD_LIMITS.fields) throw new ApiError(409, "too_many_fields", FIELD_TEXT.tooMany);
    const [row] = await tx
      .insert(contactFormFields)
      .values({
        ...input,
        field_options: optionsFor(input.field_type, input.field_options),
        order_index: total + 1,
      })
      .returning();
    if (!row) throw new Error("Field insert returned nothing");
    await writeAudit(tx, actor, {
      action: "create",
      entityType: ENTITY,
      entityId: row.id,
      changes: auditable(row),
    });
    return row;
  });
}

/** Changes some of a field's settings; toggling is_active enables or disables it. */
export async function updateContactFormField(
  db: Database,
  actor: Actor,
  id: string,
  patch: ContactFieldUpdate,
): Promise<ContactFormFieldRow> {
  return withFieldsLocked(db, async (tx) => {
    const before = await findField(tx, id);
    if (patch.field_name !== undefined) await assertNameFree(tx, patch.field_name, id);
    const type = patch.field_type ?? before.field_type;
    const options = patch.field_options !== undefined ? patch.field_options : before.field_options;
    const optionsError = choiceOptionsError(type, options);
    if (optionsError) {
      throw new ApiError(400, "invalid_input", optionsError, { field_options: optionsError });
    }
    const [row] = await tx
      .update(contactFormFields)
      .set({ ...patch, field_options: optionsFor(type, options) })
      .where(eq(contactFormFields.id, id))
      .returning();
    if (!row) throw notFound("The field");
    await writeAudit(tx, actor, {
      action: "update",
      entityType: ENTITY,
      entityId: id,
      changes: diffChanges(auditable(before), auditable(row)),
    });
    return row;
  });
}

/** Removes a field; the others close the gap (order 1…n). */
export async function deleteContactFormField(db: Database, actor: Actor, id: string): Promise<void> {
  await withFieldsLocked(db, async (tx) => {
    const before = await findField(tx, id);
    await tx.delete(contactFormFields).where(eq(contactFormFields.id, id));
    await renumber(tx);
    await writeAudit(tx, actor, {
      action: "delete",
      entityType: ENTITY,
      entityId: id,
      changes: auditable(before),
    });
  });
}

/** "budget_copy", then "budget_copy_2", "budget_copy_3"…, cut to fit the name limit. */
export function copyName(name: string, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? "_copy" : `_copy_${n}`;
    const candidate = name.slice(0, FIELD_LIMITS.name - suffix.length) + suffix;
    if (!taken.has(candidate)) return candidate;
  }
}

/** An inactive copy right after the original; the fields after it move down one (spec 3 §4). */
export async function duplicateContactFormField(
  db: Database,
  actor: Actor,
  id: string,
): Promise<ContactFormFieldRow> {
  return withFieldsLocked(db, async (tx) => {
    const original = await findField(tx, id);
    const names = await tx.select({ name: contactFormFields.field_name }).from(contactFormFields);
    if (names.length >= FIELD_LIMITS.fields) throw new ApiError(409, "too_many_fields", FIELD_TEXT.tooMany);
    const { id: _id, created_at: _c, updated_at: _u, ...copy } = original;
    await tx
      .update(contactFormFields)
      .set({ order_index: sql`${contactFormFields.order_index} + 1` })
      .where(gt(contactFormFields.order_index, original.order_index));
    const [row] = await tx
      .insert(contactFormFields)
      .values({
        ...copy,
        field_name: copyName(original.field_name, new Set(names.map((n) => n.name))),
        field_label: `${original.field_label.slice(0, FIELD_LIMITS.label - COPY_SUFFIX.length)}${COPY_SUFFIX}`,
        is_active: false,
        order_index: original.order_index + 1,
      })
      .returning();
    if (!row) throw new Error("Field insert returned nothing");
    await renumber(tx);
    const [placed] = await tx.select().from(contactFormFields).where(eq(contactFormFields.id, row.id));
    await writeAudit(tx, actor, {
      action: "duplicate",
      entityType: ENTITY,
      entityId: row.id,
      changes: { source_id: original.id, ...auditable(placed ?? row) },
    });
    return placed ?? row;
  });
}

/**
 * Saves a new order in one transaction: the request lists every field exactly once; positions
 * are renumbered 1…n by the order_index sent (ties keep the request's order).
 */
export async function reorderContactFormFields(
  db: Database,
  actor: Actor,
  input: ContactFieldOrder,
): Promise<ContactFormFieldRow[]> {
  return withFieldsLocked(db, async (tx) => {
    const current = await tx
      .select({ id: contactFormFields.id, name: contactFormFields.field_name })
      .from(contactFormFields)
      .orderBy(...byPosition);
    const known = new Set(current.map((f) => f.id));
    const sent = input.items.map((i) => i.id);
    const problem =
      new Set(sent).size !== sent.length
        ? "A field is listed more than once"
        : sent.some((id) => !known.has(id))
          ? "An unknown field is listed"
          : sent.length !== known.size
            ? "A field is missing from the list"
            : null;
    if (problem) {
      throw new ApiError(400, "invalid_order", `${problem}. ${FIELD_TEXT.reorderAll}.`, {
        items: FIELD_TEXT.reorderAll,
      });
    }
    const ordered = input.items
      .map((item, at) => ({ ...item, at }))
      .sort((a, b) => a.order_index - b.order_index || a.at - b.at)
      .map((item) => item.id);
    const positions = sql.join(
      ordered.map((fieldId, i) => sql`when ${fieldId}::uuid then ${i + 1}::integer`),
      sql` `,
    );
    await tx
      .update(contactFormFields)
      .set({ order_index: sql`case ${contactFormFields.id} ${positions} end` })
      .where(inArray(contactFormFields.id, ordered));
    const names = new Map(current.map((f) => [f.id, f.name]));
    await writeAudit(tx, actor, {
      action: "reorder",
      entityType: ENTITY,
      changes: {
        order: { from: current.map((f) => f.name), to: ordered.map((fieldId) => names.get(fieldId)) },
      },
    });
    return tx
      .select()
      .from(contactFormFields)
      .orderBy(...byPosition);
  });
}
