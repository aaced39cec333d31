import { readFileSync } from "node:fs";
import path from "node:path";
import { type Database, MIGRATIONS_FOLDER, queryRows } from "@server/db/client";
import { sql } from "drizzle-orm";

type JournalEntry = { idx: number; when: number; tag: string };

function journal(): JournalEntry[] {
  const file = path.join(MIGRATIONS_FOLDER, "meta", "_journal.json");
  return (JSON.parse(readFileSync(file, "utf8")) as { entries: JournalEntry[] }).entries;
}

/** The migrations this build of Atrium ships, oldest first (their tags: `0008_email_…`). */
export const knownSchemaVersions = (): string[] => journal().map((e) => e.tag);

/**
 * The last migration applied to the database (an export's `schemaVersion`). Drizzle records each
 * applied migration's journal time in `drizzle.__drizzle_migrations.created_at`.
 */
export async function currentSchemaVersion(db: Database): Promise<string> {
  const [row] = await queryRows<{ last: string | null }>(
    db,
    sql`SELECT max(created_at)::text AS last FROM drizzle.__drizzle_migrations`,
  );
  const last = Number(row?.last ?? 0);
  const applied = journal().filter((e) => e.when <= last);
  return applied.at(-1)?.tag ?? "none";
}

/**
 * How a file's schema version compares with this site's: the same, older (columns added since
 * take their defaults), newer (this Atrium cannot know its columns) or unknown (not one of ours).
 */
export function compareSchemaVersions(file: string, site: string): "same" | "older" | "newer" | "unknown" {
  if (file === site) return "same";
  const known = knownSchemaVersions();
  const f = known.indexOf(file);
  const s = known.indexOf(site);
  if (f < 0) return /^\d{4}_/.test(file) && file > site ? "newer" : "unknown";
  return f < s ? "older" : "newer";
}
