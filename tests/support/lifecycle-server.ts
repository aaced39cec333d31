// A real server process for the shutdown test: the production start-up path with a stub page
// renderer whose /slow page takes a while, so a request can be in flight at SIGTERM.
import { loadEnv } from "../../server/env";
import { startServer } from "../../server/server";

await startServer(loadEnv(), {
  renderPage: async (request) => {
    if (new URL(request.url).pathname === "/slow") await new Promise((r) => setTimeout(r, 800));
    return new Response("<html><body>done</body></html>", { headers: { "content-type": "text/html" } });
  },
});
