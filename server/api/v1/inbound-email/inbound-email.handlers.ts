import { createRouter } from "@server/api/openapi";
import { ApiError } from "@server/lib/errors";
import { receiveInboundEmail } from "@server/services/email/inbound";
import { checkInboundAuthorization } from "@server/services/email/inbound-secret";
import { inboundEmailRoute } from "./inbound-email.routes";

/** POST /inbound-email: replies forwarded by a mail service (issue 13). */
export const inboundEmailRouter = createRouter();

const RAW_TYPES = /^(message\/rfc822|text\/plain|application\/octet-stream)\b/i;

inboundEmailRouter.openapi(inboundEmailRoute, async (c) => {
  const { db, secrets } = c.var.deps;
  await checkInboundAuthorization(db, secrets, c.req.header("authorization"));
  const type = c.req.header("content-type");
  if (type && !RAW_TYPES.test(type)) {
    throw new ApiError(415, "invalid_content_type", "Send the raw message as message/rfc822 or text/plain.");
  }
  const raw = Buffer.from(await c.req.arrayBuffer());
  if (raw.length === 0) throw new ApiError(400, "invalid_email", "The message is empty.");
  const result = await receiveInboundEmail(db, raw);
  return c.json(result, result.status === "stored" ? 201 : 200);
});
