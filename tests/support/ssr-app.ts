import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { AppOptions } from "@server/app";
import { viteHttpServer, viteRenderPage } from "@server/vite-pages";
import { createServer as createVite, type ViteDevServer } from "vite";
import { afterAll, beforeAll } from "vitest";
import { setUpTestApp, type TestApp } from "./test-app";

export type SsrApp = {
  /** The test app: its database, sign-ins and in-process requests. */
  t: TestApp;
  /** A request over HTTP to the running server, which renders real pages and serves their files. */
  fetch: (pathname: string, init?: RequestInit) => Promise<Response>;
};

/**
 * The test app rendering the real pages, as `npm run dev` does (no build needed): React Router
 * through Vite, on a free port of 127.0.0.1. Slower to start than setUpTestApp (Vite compiles the
 * pages on first use), so only for tests of what the rendered HTML references.
 */
export function setUpSsrApp(options: Pick<AppOptions, "renderCache"> = {}): SsrApp {
  let vite: ViteDevServer | undefined;
  let server: Server | undefined;
  let origin = "";
  beforeAll(async () => {
    vite = await createVite({
      server: { middlewareMode: true, hmr: false, ws: false },
      appType: "custom",
      logLevel: "error",
    });
  });
  const t = setUpTestApp(
    {},
    { ...options, renderPage: (request, context) => viteRenderPage(vite!)(request, context) },
  );
  beforeAll(async () => {
    server = viteHttpServer(vite!, t.app);
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    await vite?.close();
  });
  return { t, fetch: (pathname, init) => fetch(new URL(pathname, origin), init) };
}
