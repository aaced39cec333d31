import path from "node:path";
import { test as base } from "./e2e-fixtures";
import { type SpawnedServer, spawnServer } from "./spawn-server";

/**
 * The e2e `test`, on a production server of the spec's own (the built `dist/server.js`, its own
 * embedded database in its own data directory) instead of the run's shared one. For a spec that
 * changes the whole site — Data Management clears and replaces all data — which would break the
 * specs running beside it. One server per worker; `baseURL` points at it, so `page.goto("/…")`
 * and `request` go there.
 */
export const test = base.extend<object, { ownServer: SpawnedServer }>({
  ownServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature
    async ({}, use) => {
      const server = await spawnServer(
        {
          NODE_ENV: "production",
          LOG_LEVEL: "warn",
          AUTH_RATE_LIMIT_MAX: "1000",
          FORM_RATE_LIMIT_MAX: "1000",
          // As the run's server (playwright.config.ts): whatever the calling shell has set is ignored.
          PUBLIC_URL: "",
          ATRIUM_ADMIN_EMAIL: "",
          ATRIUM_ADMIN_PASSWORD: "",
        },
        [path.resolve("dist/server.js")],
      );
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 180_000 },
  ],
  baseURL: async ({ ownServer }, use) => use(ownServer.base),
});

export { expect } from "./e2e-fixtures";
