import { SSE_EVENTS } from "@common/realtime";
import { createRoute, z } from "@hono/zod-openapi";
import { ADMIN_SECURITY, createRouter, errorResponses } from "@server/api/openapi";
import { requireAdmin } from "@server/auth/guards";
import { streamSSE } from "hono/streaming";

export const eventsRoute = createRoute({
  method: "get",
  path: "/events",
  tags: ["Realtime"],
  summary: "Server-sent events: a `change` event ({table, op, id}) for each change to a watched table",
  security: ADMIN_SECURITY,
  middleware: [requireAdmin] as const,
  responses: {
    200: { description: "An event stream", content: { "text/event-stream": { schema: z.string() } } },
    ...errorResponses(401, 403),
  },
});

export const eventsRouter = createRouter();

eventsRouter.openapi(eventsRoute, (c) => {
  const { bus, sseHeartbeatMs = 25_000 } = c.var.deps;
  return streamSSE(c, async (stream) => {
    let wake: () => void = () => {};
    const closed = new Promise<void>((resolve) => {
      wake = resolve;
    });
    stream.onAbort(() => wake());
    const unsubscribe = bus.subscribe((event) => {
      void stream.writeSSE({ event: SSE_EVENTS.change, data: JSON.stringify(event) });
    });
    const heartbeat = setInterval(() => {
      void stream.writeSSE({ event: SSE_EVENTS.ping, data: String(Date.now()) });
    }, sseHeartbeatMs);
    const stopOnShutdown = bus.onStop(() => wake());
    try {
      await stream.writeSSE({ event: SSE_EVENTS.ready, data: "{}", retry: 3000 });
      await closed;
    } finally {
      clearInterval(heartbeat);
      unsubscribe();
      stopOnShutdown();
    }
  });
});
