import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * A new, empty database `<prefix>_<random>` on the PostgreSQL server at `serverUrl` (for a test
 * file, or the bench): its URL, and `drop`, which removes it even while clients are connected.
 */
export async function createScratchDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await serverQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => serverQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** One statement on its own connection (CREATE/DROP DATABASE cannot run in a transaction). */
async function serverQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
