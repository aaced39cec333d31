import path from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import { createRequestHandler, type ServerBuild } from "react-router";
import { createApp } from "./app";
import { bootstrap, shutdownDeps } from "./bootstrap";
import { loadEnv } from "./env";

/** Production entry: `npm start` builds if needed, then runs this bundle (dist/server.js). */
async function main() {
  const env = loadEnv();
  const deps = await bootstrap(env);
  const build = (await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as ServerBuild;
  const handler = createRequestHandler(build, "production");
  const app = createApp(deps, {
    clientDir: path.relative(process.cwd(), path.resolve("build/client")),
    renderPage: (request, context) => handler(request, context),
  });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    deps.logger.info(`Atrium is running on http://localhost:${info.port}`);
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    deps.logger.info({ signal }, "shutting down");
    // Should anything hang, do not wait forever.
    setTimeout(() => process.exit(1), 10_000).unref();
    // End event streams first: they would otherwise keep the server open.
    await deps.bus.stop();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      if ("closeIdleConnections" in server) server.closeIdleConnections();
    });
    await shutdownDeps(deps);
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
