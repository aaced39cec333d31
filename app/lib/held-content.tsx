import { createContext, useContext } from "react";

/**
 * Lists a page renders into its HTML but does not send again as hydration data.
 *
 * On a document request the loader keeps such a list in the request's server-only store and
 * returns only its length (held-content.server.ts); entry.server.tsx provides the store to the
 * render, which reads the full list from it. The browser then has the count (enough to decide
 * whether a section shows) and no items: <StaticHtml> keeps the server's markup for them. A data
 * request (client navigation, revalidation) returns the list itself.
 */
export type Held<T> = T[] | number;

const ServerOnlyContext = createContext<ReadonlyMap<string, unknown> | null>(null);

/** Wraps the server render (entry.server.tsx); absent in the browser. */
export const ServerOnlyProvider = ServerOnlyContext.Provider;

/** A held list's items (null in the browser when only its count came) and its length. */
export function useHeld<T>(key: string, value: Held<T>): { items: T[] | null; count: number } {
  const store = useContext(ServerOnlyContext);
  if (Array.isArray(value)) return { items: value, count: value.length };
  const items = (store?.get(key) as T[] | undefined) ?? null;
  return { items, count: value };
}
