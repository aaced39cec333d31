import { HONEYPOT_FIELD, STARTED_AT_FIELD } from "@common/spam";
import { setUpTestDb } from "@tests/support/test-db";
import { describe, expect, it } from "vitest";
import { guardPublicForm } from "./spam-guard";

const handle = setUpTestDb();

const now = 1_800_000_000_000;
const human = { [STARTED_AT_FIELD]: now - 10_000 };

describe("guardPublicForm", () => {
  it("lets a person through", async () => {
    await expect(guardPublicForm(handle.db, "contact", human, "192.0.2.1", now)).resolves.toBeUndefined();
  });

  it("refuses a filled honeypot, a missing start time and a too-fast submission", async () => {
    await expect(
      guardPublicForm(handle.db, "contact", { ...human, [HONEYPOT_FIELD]: "http://spam" }, "192.0.2.2", now),
    ).rejects.toMatchObject({ status: 400 });
    await expect(guardPublicForm(handle.db, "contact", {}, "192.0.2.2", now)).rejects.toMatchObject({
      status: 400,
    });
    await expect(
      guardPublicForm(handle.db, "contact", { [STARTED_AT_FIELD]: now - 500 }, "192.0.2.2", now),
    ).rejects.toMatchObject({ status: 400 });
  });

  it("limits submissions per address and form, and forgets after the window", async () => {
    for (let i = 0; i < 5; i++) await guardPublicForm(handle.db, "quote", human, "192.0.2.3", now);
    await expect(guardPublicForm(handle.db, "quote", human, "192.0.2.3", now)).rejects.toMatchObject({
      status: 429,
    });
    await expect(guardPublicForm(handle.db, "contact", human, "192.0.2.3", now)).resolves.toBeUndefined();
    await expect(guardPublicForm(handle.db, "quote", human, "192.0.2.4", now)).resolves.toBeUndefined();
    const later = now + 11 * 60 * 1000;
    await expect(
      guardPublicForm(handle.db, "quote", { [STARTED_AT_FIELD]: later - 10_000 }, "192.0.2.3", later),
    ).resolves.toBeUndefined();
  });
});
