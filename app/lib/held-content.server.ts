import type { AppLoadContext } from "react-router";
import type { Held } from "./held-content";

/**
 * For a document request, keeps `items` for the server render only and returns their count;
 * for a data request, returns them (the client renders them itself). See held-content.tsx.
 */
export function holdForDocument<T>(context: AppLoadContext, key: string, items: T[]): Held<T> {
  if (!context.documentRequest) return items;
  context.serverOnly.set(key, items);
  return items.length;
}
