// Whether the production build is missing or older than its sources: `npm start` (start.mjs) and
// the bench (bench/server.ts) build first then. Dependencies, migrations and tests do not count.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** What `npm run build` writes, relative to the project root. */
export const BUILD_OUTPUTS = ["dist/server.js", "build/server/index.js"];
const SOURCES = ["app", "server", "common", "package.json", "vite.config.ts", "react-router.config.ts"];

/** @param {string} entry */
function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(entry)) {
    if (name === "node_modules" || name === "migrations" || name.endsWith(".test.ts")) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, name)));
  }
  return newest;
}

/** @param {string} root the project root (a copy without sources never needs a build) */
export function needsBuild(root) {
  const outputs = BUILD_OUTPUTS.map((f) => path.join(root, f));
  const builtAt = Math.min(...outputs.map((f) => (existsSync(f) ? statSync(f).mtimeMs : 0)));
  return builtAt === 0 || Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s)))) > builtAt;
}
