// A real server process for tests (tests/support/spawn-server.ts): the production start-up path
// with a stub page renderer. Its /slow page says on stdout that it has started, then answers
// only after SIGTERM has arrived, so a request is surely in flight when the server is told to stop.
import { loadEnv } from "@server/env";
import { startServer } from "@server/server";

const terminated = new Promise((resolve) => process.once("SIGTERM", resolve));

await startServer(loadEnv(), {
  renderPage: async (request) => {
    if (new URL(request.url).pathname === "/slow") {
      process.stdout.write("slow request started\n");
      await terminated;
      await new Promise((r) => setTimeout(r, 300));
    }
    return new Response("<html><body>done</body></html>", { headers: { "content-type": "text/html" } });
  },
});
