import { diffWords } from "diff";

/**
 * What differs between an earlier version of a row and the row as it is now (issue 16), field by
 * field, for the revisions panel: only the fields a person edits (not the id, timestamps or owner),
 * long texts as a word diff.
 */

/** Never compared: the row's identity and bookkeeping. */
const BOOKKEEPING = new Set(["id", "created_at", "updated_at", "user_id"]);

/** Texts this long (or on several lines) are shown as a word diff rather than before / after. */
const LONG_TEXT = 80;

export type DiffPart = { text: string; change: "added" | "removed" | "same" };

export type FieldChange =
  | { field: string; label: string; kind: "text"; parts: DiffPart[] }
  | { field: string; label: string; kind: "value"; before: string; after: string };

/** "project_link" → "Project link". */
export function fieldLabel(field: string): string {
  const words = field.replace(/_/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A value as a person reads it: lists joined, empty as a dash, titled items by their title. */
export function shown(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value)) {
    if (value.length === 0) return "—";
    return value
      .map((item) =>
        item && typeof item === "object"
          ? Object.values(item as Record<string, unknown>)
              .map((v) => String(v ?? ""))
              .join(": ")
          : String(item),
      )
      .join(", ");
  }
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields of `before` that differ from `current`, in the row's order. */
export function diffRows(before: Record<string, unknown>, current: Record<string, unknown>): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of Object.keys(before)) {
    if (BOOKKEEPING.has(field) || !(field in current)) continue;
    const was = before[field];
    const now = current[field];
    if (same(was, now)) continue;
    const label = fieldLabel(field);
    const long =
      typeof was === "string" &&
      typeof now === "string" &&
      (Math.max(was.length, now.length) > LONG_TEXT || /\n/.test(was + now));
    if (long) {
      // From the version to now: what a restore would take out is "added" since, and vice versa.
      const parts = diffWords(was, now).map((part) => ({
        text: part.value,
        change: part.added ? "added" : part.removed ? "removed" : "same",
      })) as DiffPart[];
      changes.push({ field, label, kind: "text", parts });
    } else {
      changes.push({ field, label, kind: "value", before: shown(was), after: shown(now) });
    }
  }
  return changes;
}
