/**
 * `npm run seed:bulk [-- --quotes=100000 --messages=100000]`: adds volume data to the configured
 * database (DATA_DIR's embedded database, or DATABASE_URL), migrating it first. For benchmarks
 * and trying the back office at scale; never run it against a production database.
 */
import path from "node:path";
import { openDatabase } from "@server/db/client";
import { seedBulk } from "@server/db/seed-bulk";
import { loadEnv } from "@server/env";

function count(flag: string, fallback: number): number {
  const arg = process.argv.find((a) => a.startsWith(`--${flag}=`));
  if (!arg) return fallback;
  const n = Number(arg.split("=")[1]);
  if (!Number.isInteger(n) || n < 0 || n > 10_000_000) throw new Error(`--${flag} takes a whole number`);
  return n;
}

const env = loadEnv(process.env);
const counts = { quoteRequests: count("quotes", 100_000), contactMessages: count("messages", 100_000) };
const handle = await openDatabase(
  env.DATABASE_URL
    ? { kind: "postgres", url: env.DATABASE_URL }
    : { kind: "pglite", dataDir: path.join(env.DATA_DIR, "pglite"), holder: "command" },
);
try {
  await handle.migrate();
  const started = Date.now();
  await seedBulk(handle.db, counts);
  console.log(
    `Added ${counts.quoteRequests} quote requests and ${counts.contactMessages} contact messages ` +
      `to the ${handle.kind === "postgres" ? "PostgreSQL" : "embedded"} database in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
} finally {
  await handle.close();
}
