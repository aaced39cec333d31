// Bundles the production server (Node 20 cannot run .ts) into dist/server.js; packages stay external.
// Split into chunks so a module imported on demand (the S3 store, …) loads its packages only when
// it is first used, not at every start.
import { rmSync } from "node:fs";
import { build } from "esbuild";

rmSync("dist", { recursive: true, force: true });
await build({
  entryPoints: { server: "server/main.ts" },
  outdir: "dist",
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
