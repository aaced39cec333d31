import type { ListQuery } from "@common/pagination";
import { REDIRECT_TEXT, type RedirectCreate, type RedirectUpdate } from "@common/schemas/redirects";
import type { Database } from "../db/client";
import { redirects } from "../db/schema";
import { ApiError } from "../lib/errors";
import type { Actor } from "./audit";
import { contentCrud, isUniqueViolation } from "./content-crud";
import { recordRedirect, redirectsGeneration, touched } from "./content-history";
import { listPage } from "./list-page";

export { recordRedirect, redirectsGeneration };

/**
 * Redirects of public addresses (issue 16): recorded when a published slug changes, so links and
 * search rankings survive; edited in the Pages manager; answered by the public server.
 */

export type RedirectRow = typeof redirects.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Back office (the Pages manager's Redirects tab)
// ---------------------------------------------------------------------------------------------

const crud = contentCrud(redirects, "redirects", "The redirect");

export function listRedirects(db: Database, query: ListQuery) {
  return listPage(
    db,
    {
      table: redirects,
      searchColumns: [redirects.from_path, redirects.to_path],
      sortable: {
        from_path: redirects.from_path,
        to_path: redirects.to_path,
        status_code: redirects.status_code,
        created_at: redirects.created_at,
      },
      defaultSort: "-created_at",
    },
    query,
  );
}

export const getRedirect = (db: Database, id: string): Promise<RedirectRow> => crud.get(db, id);

function duplicateFrom(err: unknown): never {
  if (isUniqueViolation(err)) {
    throw new ApiError(409, "duplicate_redirect", REDIRECT_TEXT.duplicate, {
      from_path: REDIRECT_TEXT.duplicate,
    });
  }
  throw err;
}

export async function createRedirect(
  db: Database,
  actor: Actor,
  input: RedirectCreate,
): Promise<RedirectRow> {
  const row = await crud.insert(db, actor, input).catch(duplicateFrom);
  touched();
  return row;
}

/** A partial change is checked against the stored row: the result must not point at itself. */
export async function updateRedirect(
  db: Database,
  actor: Actor,
  id: string,
  patch: RedirectUpdate,
): Promise<RedirectRow> {
  const current = await crud.get(db, id);
  if ((patch.from_path ?? current.from_path) === (patch.to_path ?? current.to_path)) {
    throw new ApiError(400, "invalid_input", REDIRECT_TEXT.loop, { to_path: REDIRECT_TEXT.loop });
  }
  const row = await crud.update(db, actor, id, patch).catch(duplicateFrom);
  touched();
  return row;
}

export async function deleteRedirect(db: Database, actor: Actor, id: string): Promise<void> {
  await crud.remove(db, actor, id);
  touched();
}

// ---------------------------------------------------------------------------------------------
// Public serving
// ---------------------------------------------------------------------------------------------

export type RedirectTarget = { to: string; status: number };

/** Every redirect by its old address, as the public server answers them. */
export async function loadRedirectMap(db: Database): Promise<Map<string, RedirectTarget>> {
  const rows = await db
    .select({ from: redirects.from_path, to: redirects.to_path, status: redirects.status_code })
    .from(redirects);
  return new Map(rows.map((r) => [r.from, { to: r.to, status: r.status }]));
}
