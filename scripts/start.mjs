// `npm start`: builds what is not built (or is older than its sources), then runs the server.
// The server applies migrations and seeds an empty database itself.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const outputs = ["dist/server.js", "build/server/index.js"];
const sources = ["app", "server", "common", "package.json", "vite.config.ts", "react-router.config.ts"];

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

const builtAt = Math.min(...outputs.map((f) => (existsSync(f) ? statSync(f).mtimeMs : 0)));
if (builtAt === 0 || Math.max(...sources.map(newestMtime)) > builtAt) {
  console.log("Building Atrium…");
  execSync("npm run build", { stdio: "inherit" });
}

process.env.NODE_ENV = "production";
await import(path.resolve("dist/server.js"));
