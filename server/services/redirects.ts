import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { redirects } from "../db/schema";

/**
 * Redirects of public addresses (issue 16): recorded when a published slug changes, so links and
 * search rankings survive; edited in the Pages manager; answered by the public server.
 */

/**
 * `from` now lives at `to`: a 301 from the old address, in the save's own transaction. Redirects
 * that pointed at `from` are moved to `to` (no chains), and one from `to` is dropped, since that
 * address is live again (no loops).
 */
export async function recordRedirect(
  tx: Pick<Database, "insert" | "update" | "delete">,
  from: string,
  to: string,
): Promise<void> {
  if (from === to) return;
  await tx.delete(redirects).where(eq(redirects.from_path, to));
  await tx.update(redirects).set({ to_path: to, updated_at: new Date() }).where(eq(redirects.to_path, from));
  await tx
    .insert(redirects)
    .values({ from_path: from, to_path: to, status_code: 301 })
    .onConflictDoUpdate({
      target: redirects.from_path,
      set: { to_path: to, status_code: 301, updated_at: sql`now()` },
    });
}
