import { AI_SETTINGS_DEFAULTS } from "@common/schemas/ai-settings";
import { seedContactMessages, seedQuoteRequests } from "@tests/support/ai-fixtures";
import { setUpTestDb } from "@tests/support/test-db";
import { describe, expect, it } from "vitest";
import { type AiViewer, currentAnomalies, INSIGHT_DAYS, readableMetrics } from "./insights";

/** A fixed clock: the afternoon of 31 March 2025 (UTC). */
const NOW = new Date("2025-03-31T15:00:00Z");
const DAY = 86_400_000;
const at = (date: string, minute = 0) => new Date(Date.parse(`${date}T09:00:00Z`) + minute * 60_000);
const dateOf = (daysAgo: number) => new Date(NOW.getTime() - daysAgo * DAY).toISOString().slice(0, 10);

const handle = setUpTestDb();
const viewer: AiViewer = {
  userId: crypto.randomUUID(),
  permissions: ["requirement_forms:read", "contact_messages:read"],
  features: { ...AI_SETTINGS_DEFAULTS.ai_features_enabled },
};

const quote = (date: string, minute: number, email: string) => ({ email, created_at: at(date, minute) });
const message = (date: string, minute: number, email: string, ip_address: string | null = null) => ({
  email,
  ip_address,
  created_at: at(date, minute),
});

describe("currentAnomalies", () => {
  it("reads which metrics the admin may see from their permissions", () => {
    expect(readableMetrics(["*:read"])).toEqual(["quote_requests", "contact_messages"]);
    expect(readableMetrics(["manage_users"])).toEqual(["quote_requests", "contact_messages"]);
    expect(readableMetrics(["contact_messages:read", "requirement_forms:update"])).toEqual([
      "contact_messages",
    ]);
    expect(readableMetrics(["ai_settings:read"])).toEqual([]);
  });

  it("judges a site's first days against nothing: no insight from its first burst", async () => {
    const { db } = handle;
    // The site's first ever records, five days ago: a busy first day.
    await seedQuoteRequests(
      db,
      Array.from({ length: 9 }, (_, i) => quote(dateOf(5), i, `a${i}@x.test`)),
    );
    const { insights, volumes } = await currentAnomalies(db, viewer, NOW);
    expect(insights).toEqual([]);
    expect(volumes).toHaveLength(INSIGHT_DAYS.shown);
    expect(volumes.at(-1)!.date).toBe("2025-03-31");
    expect(volumes.find((v) => v.date === dateOf(5))!.quote_requests).toBe(9);
  });

  it("counts surges per e-mail (trimmed, any case) and per IP behind several addresses, in SQL", async () => {
    const { db } = handle;
    const day = dateOf(2);
    await seedQuoteRequests(db, [
      ...[" Spam@Example.COM", "spam@example.com ", "SPAM@example.com", "spam@example.com"].map((e, i) =>
        quote(day, 10 + i, e),
      ),
    ]);
    // Eight messages from one IP address under four addresses; and anonymous ones without address.
    await seedContactMessages(db, [
      ...Array.from({ length: 8 }, (_, i) => message(day, i, `v${i % 4}@x.test`, "203.0.113.50")),
      ...Array.from({ length: 6 }, (_, i) => message(day, 20 + i, "")),
      // One address from one IP: the e-mail rule's, not the IP rule's.
      ...Array.from({ length: 9 }, (_, i) => message(dateOf(1), i, "same@x.test", "203.0.113.60")),
    ]);
    const { insights } = await currentAnomalies(db, viewer, NOW);
    expect(insights.map((i) => i.id).sort()).toEqual(
      [
        `surge:contact_messages:${day}:ip:203.0.113.50`,
        `surge:contact_messages:${dateOf(1)}:email:same@x.test`,
        `surge:quote_requests:${day}:email:spam@example.com`,
      ].sort(),
    );
    const ip = insights.find((i) => i.id.includes(":ip:"))!;
    expect(ip.data).toMatchObject({ count: 8, emails: 4, sender_kind: "ip" });
    expect(ip.severity).toBe("low");
    expect(insights.find((i) => i.id.includes("same@x.test"))!.severity).toBe("medium");
  });

  it("judges nothing the admin may not read, and nothing while both insight features are off", async () => {
    const { db } = handle;
    const messagesOnly = { ...viewer, permissions: ["contact_messages:read"] };
    const { insights, volumes } = await currentAnomalies(db, messagesOnly, NOW);
    expect(insights.every((i) => i.data.metric === "contact_messages")).toBe(true);
    expect(insights.length).toBe(2);
    expect(volumes.every((v) => v.quote_requests === 0)).toBe(true);
    const off = await currentAnomalies(
      db,
      { ...viewer, features: { ...viewer.features, analytics: false, alerts: false } },
      NOW,
    );
    expect(off.insights).toEqual([]);
    expect(off.volumes.find((v) => v.date === dateOf(2))!.quote_requests).toBe(4);
    const nothing = await currentAnomalies(db, { ...viewer, permissions: ["ai_settings:read"] }, NOW);
    expect(nothing.insights).toEqual([]);
    expect(nothing.volumes.every((v) => v.quote_requests === 0 && v.contact_messages === 0)).toBe(true);
  });
});
