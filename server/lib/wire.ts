import type { Page } from "@common/pagination";

/**
 * Rows as JSON carries them: every Date becomes its ISO string. The route's response schema (from
 * common/schemas) types the result, so a handler that forgets a field or sends a Date where a
 * string is declared fails the type check.
 */
export type Wire<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

export function wire<T extends object>(row: T): Wire<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return out as Wire<T>;
}

/** A list page with its rows on the wire. */
export function wirePage<T extends object>(page: Page<T>): Page<Wire<T>> {
  return { ...page, items: page.items.map(wire) };
}
