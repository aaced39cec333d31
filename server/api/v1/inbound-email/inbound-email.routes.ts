import { InboundEmailResultSchema } from "@common/schemas/email-conversations";
import { createRoute, z } from "@hono/zod-openapi";
import { jsonContent } from "@server/api/content-routes";
import { ErrorSchema, errorResponses } from "@server/api/openapi";

const RawMessage = z.string().meta({ description: "The raw message (RFC 822 / MIME), headers and body" });

/** Inbound mail forwarded by a mail service (issue 13). Authenticated by the shared secret, not a session. */
export const inboundEmailRoute = createRoute({
  method: "post",
  path: "/inbound-email",
  tags: ["Inbound e-mail"],
  summary: "Receive a reply: a raw MIME message, filed in the conversation it answers",
  description:
    "For inbound-mail services that forward messages. `Authorization: Bearer <inbound secret>` (set in the " +
    "e-mail settings). The body is the raw message as message/rfc822 (or text/plain), at most 10 MB. " +
    "Threaded by In-Reply-To / References, then by sender and subject; a message already stored " +
    "(same Message-ID) is acknowledged with status duplicate and not stored again.",
  security: [{ inboundSecret: [] }],
  request: {
    body: {
      required: true,
      content: { "message/rfc822": { schema: RawMessage }, "text/plain": { schema: RawMessage } },
    },
  },
  responses: {
    201: jsonContent(InboundEmailResultSchema, "Stored"),
    200: jsonContent(InboundEmailResultSchema, "Already stored (duplicate delivery)"),
    ...errorResponses(400, 401, 413, 415),
    503: {
      description: "Inbound e-mail is not configured (no secret set)",
      content: { "application/json": { schema: ErrorSchema } },
    },
  },
});
