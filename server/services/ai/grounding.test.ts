import { projects, requirementForms, teamMembers } from "@server/db/schema";
import { seedContactMessages, seedConversation, seedQuoteRequests } from "@tests/support/ai-fixtures";
import { setUpTestDb } from "@tests/support/test-db";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { groundingSummary } from "./grounding";

const handle = setUpTestDb();
/** A Wednesday; its week starts on Monday 2026-03-16. */
const NOW = new Date("2026-03-18T12:00:00Z");
const at = (iso: string) => new Date(iso);
const ALL = ["manage_users"];

beforeAll(async () => {
  const db = handle.db;
  await seedQuoteRequests(db, [
    {
      created_at: at("2026-03-18T08:00:00Z"),
      priority: "urgent",
      budget_range: "Under $5,000",
      project_type: "Mobile App",
    },
    {
      created_at: at("2026-03-18T09:00:00Z"),
      priority: "urgent",
      budget_range: "Under $5,000",
      project_type: "Mobile App",
    },
    { created_at: at("2026-03-18T10:00:00Z"), status: "reviewing", budget_range: "Over $100,000" },
    { created_at: at("2026-03-14T10:00:00Z"), status: "quoted", priority: "high" },
    { created_at: at("2026-03-12T10:00:00Z"), status: "accepted", priority: "low" },
    { created_at: at("2026-02-20T10:00:00Z"), status: "archived" },
    { created_at: at("2025-12-01T10:00:00Z"), status: "rejected" },
  ]);
  await seedContactMessages(db, [
    { created_at: at("2026-03-18T07:00:00Z") },
    { created_at: at("2026-03-10T07:00:00Z") },
    { created_at: at("2026-01-10T07:00:00Z"), status: "replied" },
  ]);
  await seedConversation(db, "active", [{ kind: "in", at: at("2026-03-15T10:00:00Z") }]);
  await seedConversation(db, "active", [
    { kind: "out", at: at("2026-03-01T10:00:00Z") },
    { kind: "in", at: at("2026-03-02T10:00:00Z") },
    { kind: "failed", at: at("2026-03-03T10:00:00Z") },
  ]);
  await seedConversation(db, "active", [
    { kind: "in", at: at("2026-03-04T10:00:00Z") },
    { kind: "out", at: at("2026-03-05T10:00:00Z") },
  ]);
  await seedConversation(db, "closed", [{ kind: "in", at: at("2026-03-06T10:00:00Z") }]);
  await seedConversation(db, "active", []);
});

describe("groundingSummary", () => {
  it("summarises quote requests exactly, with the total as a number", async () => {
    const summary = await groundingSummary(handle.db, ALL, NOW);
    const [{ total } = { total: -1 }] = await handle.db.select({ total: count() }).from(requirementForms);
    expect(total).toBe(7);
    expect(summary).toContain("Site data as of 2026-03-18 12:00 UTC");
    expect(summary).toContain("Quote requests (requirement forms): 7 in total.");
    expect(summary).toContain("Received today 3, in the last 7 days 5, in the last 30 days 6.");
    expect(summary).toContain("By status: new 2, reviewing 1, quoted 1, accepted 1, rejected 1, archived 1.");
    expect(summary).toContain("By priority: urgent 2, high 1, normal 3, low 1.");
    expect(summary).toContain("By budget range: not given 4, Under $5,000 2, Over $100,000 1.");
    expect(summary).toContain("By project type: Business Website 5, Mobile App 2.");
    expect(summary).toContain(
      "Per week, last 8 weeks (weeks start on Monday, UTC): 2026-01-26: 0; 2026-02-02: 0; 2026-02-09: 0; " +
        "2026-02-16: 1; 2026-02-23: 0; 2026-03-02: 0; 2026-03-09: 2; 2026-03-16: 3.",
    );
  });

  it("counts contact messages, conversations awaiting a reply and the content", async () => {
    const summary = await groundingSummary(handle.db, ALL, NOW);
    expect(summary).toContain("Contact messages: 3 in total.");
    expect(summary).toContain("By status: new 2, read 0, replied 1, archived 0.");
    // Waiting: the one with only a message in, and the one whose answer failed; not the answered
    // one, not the closed one, not the empty one.
    expect(summary).toContain(
      "E-mail conversations: 5 in total, 4 active; 2 awaiting a reply (the longest waiting since 2026-03-02).",
    );
    const [p] = await handle.db.select({ n: count() }).from(projects);
    const [published] = await handle.db
      .select({ n: count() })
      .from(projects)
      .where(eq(projects.status, "published"));
    const [team] = await handle.db.select({ n: count() }).from(teamMembers);
    expect(summary).toContain(`Website content: ${p?.n} portfolio projects (${published?.n} published)`);
    expect(summary).toContain(`${team?.n} team members`);
  });

  it("lists the last 30 days' volumes, oldest first", async () => {
    const summary = await groundingSummary(handle.db, ALL, NOW);
    const line = summary.split("\n").find((l) => l.startsWith("Daily volumes"));
    expect(line).toMatch(
      /^Daily volumes, last 30 days \(MM-DD quote requests \/ contact messages\): 02-17 0\/0; /,
    );
    expect(line).toContain("02-20 1/0;");
    expect(line).toContain("03-10 0/1;");
    expect(line).toMatch(/03-18 3\/1\.$/);
    expect(line?.split(";")).toHaveLength(30);
  });

  it("leaves out what the user may not read", async () => {
    const quotesOnly = await groundingSummary(handle.db, ["requirement_forms:read"], NOW);
    expect(quotesOnly).toContain("7 in total");
    expect(quotesOnly).not.toContain("Contact messages:");
    expect(quotesOnly).not.toContain("E-mail conversations:");
    expect(quotesOnly).toContain("(MM-DD quote requests): ");
    expect(quotesOnly).toContain("03-18 3.");
    expect(quotesOnly).toContain(
      "Not available to this user (no permission): contact messages, e-mail conversations.",
    );
    const none = await groundingSummary(handle.db, ["projects:read"], NOW);
    expect(none).not.toContain("Quote requests");
    expect(none).not.toContain("Daily volumes");
    expect(none).toContain("Website content:");
    expect(none).toContain("quote requests, contact messages, e-mail conversations");
    const wildcard = await groundingSummary(handle.db, ["*:read"], NOW);
    expect(wildcard).not.toContain("Not available");
  });
});
