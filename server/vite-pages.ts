import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import type { App, RenderPage } from "./app";

/**
 * The app as `npm run dev` serves it, also used by tests that render real pages: React Router's
 * server build loaded through Vite (reloaded as files change), and a Node server where Vite's
 * middleware answers first (the app's modules, files imported with `?url`) and the app the rest.
 */
export function viteRenderPage(vite: ViteDevServer): RenderPage {
  return async (request, context) => {
    const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
    return createRequestHandler(build, "development")(request, context);
  };
}

export function viteHttpServer(vite: ViteDevServer, app: App) {
  const listener = getRequestListener(app.fetch);
  return createServer((req: IncomingMessage, res: ServerResponse) =>
    vite.middlewares(req, res, () => listener(req, res)),
  );
}
