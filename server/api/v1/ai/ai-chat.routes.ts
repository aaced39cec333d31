import { AiChatRequestSchema } from "@common/schemas/ai";
import { z } from "@hono/zod-openapi";
import { adminRoute, jsonBody, type RouteOwner } from "@server/api/content-routes";

const owner: RouteOwner = { resource: "ai_settings", tags: ["AI assistant"] };

export const aiChatRoute = adminRoute(owner, "read", "post", "/admin/ai/chat", {
  summary: "Ask the AI assistant about the site's data (streamed)",
  description:
    "The body is the AI SDK's useChat request (`id`, `messages` as UI messages; the last one is " +
    "the question). The answer is the AI SDK's UI message stream (server-sent events, " +
    "`x-vercel-ai-ui-message-stream: v1`), grounded in a summary of the site's data built at the " +
    "moment of the question and in read-only tools over the quote requests and contact messages " +
    "the administrator may read. While AI or its queries are off, or no provider key is set, it " +
    "answers 409 with the spec's text before any stream. A provider failure or time-out arrives " +
    "as an `error` event whose `errorText` is the AiError as JSON (the provider's message, a " +
    "code such as AUTH_FAILED or TIMEOUT, the provider's HTTP status, severity and advice).",
  request: jsonBody(AiChatRequestSchema),
  ok: {
    description: "The UI message stream",
    content: { "text/event-stream": { schema: z.string() } },
  },
  errors: [409],
});
