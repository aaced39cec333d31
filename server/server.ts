import { serve } from "@hono/node-server";
import { type AppOptions, createApp } from "./app";
import { type BootstrapOptions, bootstrap, shutdownDeps } from "./bootstrap";
import type { Env } from "./env";
import { createBackupScheduler } from "./services/data/backups";
import { createImapPoller } from "./services/email/imap-poller";

/**
 * Starts the HTTP server and installs the shutdown handlers: on SIGTERM or SIGINT it ends the
 * event streams, stops accepting connections, lets in-flight requests finish, closes the
 * database and exits 0.
 */
export async function startServer(env: Env, options: AppOptions, boot: BootstrapOptions = {}) {
  const deps = await bootstrap(env, boot);
  const app = createApp(deps, options);
  // Replies from the mailbox of the e-mail settings; idle until IMAP is configured there.
  const imapPoller = createImapPoller(deps);
  imapPoller.start();
  // The daily backup (BACKUP_SCHEDULE=off: only on demand).
  const backups = env.BACKUP_SCHEDULE === "daily" ? createBackupScheduler(deps) : null;
  backups?.start();
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    deps.logger.info(`Atrium is running on http://localhost:${info.port}`);
  });
  // Keep idle connections open longer than clients and proxies usually do (Node's default is
  // 5 s), so a client never reuses a connection at the moment the server closes it.
  if ("keepAliveTimeout" in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }

  let stopping: Promise<void> | null = null;
  const stop = (signal: string) => {
    stopping ??= (async () => {
      deps.logger.info({ signal }, "shutting down");
      // Should anything hang, do not wait forever.
      setTimeout(() => process.exit(1), 10_000).unref();
      // Event streams never end by themselves; close them so the server can close.
      await deps.bus.stop();
      await new Promise<void>((resolve) => {
        // Keep-alive connections close as soon as their in-flight request is answered.
        const sweep = setInterval(() => {
          if ("closeIdleConnections" in server) server.closeIdleConnections();
        }, 50);
        server.close(() => {
          clearInterval(sweep);
          resolve();
        });
      });
      await imapPoller.stop();
      await backups?.stop();
      await shutdownDeps(deps);
      process.exit(0);
    })();
    return stopping;
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
  return { deps, server, imapPoller, backups };
}
