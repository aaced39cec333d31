// `npm start`: builds what is not built (or is older than its sources), then runs the server.
// The server applies migrations and seeds an empty database itself.
import { execSync } from "node:child_process";
import path from "node:path";
import { needsBuild } from "./build-freshness.mjs";

if (needsBuild(".")) {
  console.log("Building Atrium…");
  execSync("npm run build", { stdio: "inherit" });
}

process.env.NODE_ENV = "production";
await import(path.resolve("dist/server.js"));
