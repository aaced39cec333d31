import "./lib/lean-heap";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import { loadEnv } from "./env";
import { DEFAULT_RENDER_CACHE } from "./lib/render-cache";
import { startServer } from "./server";
import { isSetupProcess, runSetup, runSetupProcess } from "./setup-process";

/** Production entry: `npm start` builds if needed, then runs this bundle (dist/server.js). */
async function main() {
  const env = loadEnv();
  if (isSetupProcess()) return runSetup(env);
  await runSetupProcess(fileURLToPath(import.meta.url));
  const build = (await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as ServerBuild;
  const handler = createRequestHandler(build, "production");
  await startServer(
    env,
    {
      clientDir: path.relative(process.cwd(), path.resolve("build/client")),
      renderPage: (request, context) => handler(request, context),
      renderCache: {
        ...DEFAULT_RENDER_CACHE,
        maxEntries: env.RENDER_CACHE_MAX_ENTRIES,
        maxBytes: env.RENDER_CACHE_MAX_MB * 1024 * 1024,
        sMaxAge: env.RENDER_CACHE_S_MAXAGE,
      },
    },
    { prepared: true },
  );
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
