import type { ActivityEntry, ActivityFacets } from "@common/schemas/activity-log";
import { writeAudit } from "@server/services/audit";
import { setUpAdminApi } from "@tests/support/admin-api";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

const api = setUpAdminApi<ActivityEntry>("activity-log");
const { t, call: list } = api;
beforeAll(async () => {
  const actor = { id: api.adminId, email: "owner@example.com", ip: "127.0.0.1" };
  for (let i = 0; i < 25; i++) {
    await writeAudit(t.db, actor, {
      action: i % 2 ? "update" : "delete",
      entityType: i < 5 ? "projects" : "services",
      entityId: `record-${i}`,
      changes: { n: i },
    });
  }
  // Writes this fast can share a timestamp; space them a second apart so "newest first" is defined.
  await t.db.execute(
    sql`update activity_log set created_at = created_at + (substring(entity_id from 8)::int + 1) * interval '1 second' where entity_id like 'record-%'`,
  );
});

describe("GET /api/v1/admin/activity-log", () => {
  it("pages through entries newest first", async () => {
    const { status, body } = await list("?pageSize=10&page=2");
    expect(status).toBe(200);
    // 25 entries written above plus the first admin's creation.
    expect(body.total).toBe(26);
    expect(body.page).toBe(2);
    expect(body.pageSize).toBe(10);
    expect(body.items).toHaveLength(10);
    const first = await list("?pageSize=1");
    expect(first.body.items[0]!.entity_id).toBe("record-24");
  });

  it("searches and filters on the server", async () => {
    const search = await list("?q=record-1");
    expect(search.body.items.map((i) => i.entity_id).sort()).toEqual(
      ["record-1", ...Array.from({ length: 10 }, (_, i) => `record-1${i}`)].sort(),
    );
    const filtered = await list("?entity_type=projects");
    expect(filtered.body.total).toBe(5);
    const byUser = await list(`?user_id=${api.adminId}&entity_type=services`);
    expect(byUser.body.total).toBe(20);
  });

  it("treats % and _ in a search as plain characters", async () => {
    const { body } = await list("?q=%25");
    expect(body.total).toBe(0);
  });

  it("sorts by an allowed column and refuses others", async () => {
    const asc = await list("?sort=created_at&pageSize=1");
    expect(asc.body.items[0]!.entity_type).toBe("admin_user");
    const bad = await list("?sort=password");
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Cannot sort by "password".');
  });

  it("rejects a page size over 100", async () => {
    const { status, body } = await list("?pageSize=500");
    expect(status).toBe(400);
    expect(body.error.fields!.pageSize).toBeDefined();
  });
});

describe("GET /api/v1/admin/activity-log/facets", () => {
  it("lists the writers and the record types once each", async () => {
    const { status, body } = await list<ActivityFacets>("/facets");
    expect(status).toBe(200);
    expect(body.users).toEqual([{ id: api.adminId, email: "owner@example.com" }]);
    expect(body.entity_types).toEqual(["admin_user", "projects", "services"]);
  });

  it("refuses anonymous visitors and clients", () => api.expectGuarded("/facets", "GET"));
});
