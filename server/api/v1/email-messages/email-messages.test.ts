import type { EmailMessage } from "@common/schemas/email-conversations";
import { EMAIL_MESSAGE_TEXT } from "@common/schemas/email-conversations";
import { emailMessages } from "@server/db/schema";
import { expectInvalid, expectNotFound, expectRefused, setUpAdminApi } from "@tests/support/admin-api";
import { sentMessage } from "@tests/support/email-fixtures";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

const api = setUpAdminApi<EmailMessage>("email-messages");
const { t, patch, lastAudit } = api;

describe("PATCH /admin/email-messages/{id}: mark a sent message delivered (spec 3 §4)", () => {
  it("marks a sent outbound message delivered, stamps delivered_at and audits it", async () => {
    const { message } = await sentMessage(t.db, "dana@example.com", "Re: Your Message");
    const res = await patch(message.id, { status: "delivered" });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("delivered");
    expect(Date.parse(res.body.delivered_at ?? "")).not.toBeNaN();
    const [row] = await t.db.select().from(emailMessages).where(eq(emailMessages.id, message.id));
    expect(row?.status).toBe("delivered");
    expect((await lastAudit({ id: message.id }))?.changes).toEqual({
      status: { from: "sent", to: "delivered" },
    });
  });

  it("refuses anything but a sent outbound message, and leaves it as it was", async () => {
    const { message } = await sentMessage(t.db, "eli@example.com", "Re: Your Message");
    expect((await patch(message.id, { status: "delivered" })).status).toBe(200);
    expectRefused(await patch(message.id, { status: "delivered" }), 409, "not_sent");
    expect((await patch(message.id, { status: "delivered" })).body.error.message).toBe(
      EMAIL_MESSAGE_TEXT.onlySent,
    );

    const failed = await sentMessage(t.db, "fay@example.com", "Re: Your Message");
    await t.db.update(emailMessages).set({ status: "failed" }).where(eq(emailMessages.id, failed.message.id));
    expectRefused(await patch(failed.message.id, { status: "delivered" }), 409, "not_sent");
    const [row] = await t.db.select().from(emailMessages).where(eq(emailMessages.id, failed.message.id));
    expect(row).toMatchObject({ status: "failed", delivered_at: null });
  });

  it("answers 404 for an unknown message and 400 for any other status", async () => {
    expectNotFound(await patch(crypto.randomUUID(), { status: "delivered" }));
    const { message } = await sentMessage(t.db, "gus@example.com", "Re: Your Message");
    expectInvalid(await patch(message.id, { status: "opened" }), { status: expect.any(String) });
  });

  it("is for administrators with the permission only", async () => {
    await api.expectGuarded(`/${crypto.randomUUID()}`, "PATCH", { status: "delivered" });
  });
});
