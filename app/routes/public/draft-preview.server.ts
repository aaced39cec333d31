import type { AppDeps } from "@server/context";
import { canPreviewDrafts } from "@server/services/preview";
import { data } from "react-router";

/** A preview is for the signed-in admin who asked: never kept by a browser or shared cache. */
export const PREVIEW_HEADERS = { "cache-control": "private, no-store" } as const;

/**
 * A row visitors cannot see (issue 16): read it for a signed-in admin's preview, else the 404 a
 * visitor gets. The session is only looked up once a row is known to exist, so unknown
 * addresses cost no session lookup.
 */
export async function draftForPreview<T>(
  deps: Pick<AppDeps, "auth">,
  request: Request,
  read: () => Promise<T | null>,
): Promise<T> {
  const row = await read();
  if (!row || !(await canPreviewDrafts(deps, request))) throw data(null, { status: 404 });
  return row;
}

/** A public route's `headers`: a preview's loader headers are passed on (cache-control). */
export function previewHeaders({ loaderHeaders }: { loaderHeaders: Headers }): HeadersInit {
  const cache = loaderHeaders.get("cache-control");
  return cache ? { "cache-control": cache } : {};
}
