import { createServer as createVite } from "vite";
import { createApp } from "./app";
import { bootstrap, shutdownDeps } from "./bootstrap";
import { loadEnv } from "./env";
import { createImapPoller } from "./services/email/imap-poller";
import { viteHttpServer, viteRenderPage } from "./vite-pages";

/**
 * `npm run dev`: Vite in middleware mode (hot reload of the React app) in front of the same
 * Hono app as production. tsx restarts this process when server code changes.
 */
async function dev() {
  const env = loadEnv({ NODE_ENV: "development", ...process.env });
  const deps = await bootstrap(env);
  const vite = await createVite({ server: { middlewareMode: true }, appType: "custom" });
  const app = createApp(deps, { renderPage: viteRenderPage(vite) });
  const server = viteHttpServer(vite, app);
  const imapPoller = createImapPoller(deps);
  imapPoller.start();
  server.listen(env.PORT, env.HOST, () => deps.logger.info(`Atrium (dev) on http://localhost:${env.PORT}`));
  const stop = async () => {
    await deps.bus.stop();
    server.close();
    await vite.close();
    await imapPoller.stop();
    await shutdownDeps(deps);
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop());
  process.on("SIGINT", () => void stop());
}

void dev();
