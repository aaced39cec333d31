import { setUpTestDb } from "@tests/support/test-db";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { activityLog, services, testimonials, user } from "../db/schema";
import {
  contentCrud,
  deleteAudited,
  insertAudited,
  isUniqueViolation,
  nextOrderIndex,
  reorderAudited,
  updateAudited,
} from "./content-crud";

const handle = setUpTestDb();
const actor = { id: "00000000-0000-4000-8000-000000000001", email: "admin@example.com", ip: "127.0.0.1" };

beforeAll(async () => {
  await handle.db.insert(user).values({ id: actor.id, name: "Admin", email: actor.email, role: "admin" });
});
beforeEach(async () => {
  await handle.db.delete(testimonials);
  await handle.db.delete(activityLog);
});

const audits = () => handle.db.select().from(activityLog).orderBy(activityLog.created_at);
const sample = (name: string, order_index = 0) => ({ name, role: "CEO", content: "Great work", order_index });

describe("content writes", () => {
  it("insert, update and delete each leave one audit entry with what changed", async () => {
    const row = await insertAudited(handle.db, actor, testimonials, "testimonials", sample("Ann"));
    const updated = await updateAudited(handle.db, actor, testimonials, "testimonials", row.id, {
      rating: 4,
    });
    expect(updated?.rating).toBe(4);
    expect(updated?.updated_at.getTime()).toBeGreaterThanOrEqual(row.updated_at.getTime());
    expect(await deleteAudited(handle.db, actor, testimonials, "testimonials", row.id)).toBe(true);

    const log = await audits();
    expect(log.map((e) => e.action)).toEqual(["create", "update", "delete"]);
    expect(log[1]?.changes).toEqual({ rating: { from: 5, to: 4 } });
    expect(log[2]?.changes).toMatchObject({ name: "Ann" });
    expect(log.every((e) => e.entity_id === row.id && e.user_email === actor.email)).toBe(true);
  });

  it("writes no audit entry for a save that changes nothing", async () => {
    const row = await insertAudited(handle.db, actor, testimonials, "testimonials", sample("Same"));
    await updateAudited(handle.db, actor, testimonials, "testimonials", row.id, { name: "Same", rating: 5 });
    expect((await audits()).map((e) => e.action)).toEqual(["create"]);
  });

  it("reports an unknown id without writing an audit entry", async () => {
    const unknown = "00000000-0000-4000-8000-00000000abcd";
    expect(
      await updateAudited(handle.db, actor, testimonials, "testimonials", unknown, { rating: 3 }),
    ).toBeUndefined();
    expect(await deleteAudited(handle.db, actor, testimonials, "testimonials", unknown)).toBe(false);
    expect(await audits()).toEqual([]);
  });

  it("recognises a unique violation through the driver's wrapping", async () => {
    const service = { title: "Twin", slug: "twin-service", description: "x" };
    await handle.db.insert(services).values(service);
    const error = await handle.db
      .insert(services)
      .values(service)
      .catch((e: unknown) => e);
    await handle.db.delete(services).where(eq(services.slug, service.slug));
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(error, "services_slug_unique")).toBe(true);
    expect(isUniqueViolation(error, "other_constraint")).toBe(false);
    expect(isUniqueViolation(new Error("boom"))).toBe(false);
  });
});

describe("reorderAudited", () => {
  it("renumbers from 1 in the order given", async () => {
    const a = await insertAudited(handle.db, actor, testimonials, "testimonials", sample("A", 1));
    const b = await insertAudited(handle.db, actor, testimonials, "testimonials", sample("B", 2));
    const c = await insertAudited(handle.db, actor, testimonials, "testimonials", sample("C", 3));
    await reorderAudited(handle.db, actor, testimonials, "testimonials", [c.id, a.id, b.id]);
    const rows = await handle.db.select().from(testimonials).orderBy(testimonials.order_index);
    expect(rows.map((r) => [r.name, r.order_index])).toEqual([
      ["C", 1],
      ["A", 2],
      ["B", 3],
    ]);
  });

  it("refuses a list that misses or repeats a row, changing nothing", async () => {
    const a = await insertAudited(handle.db, actor, testimonials, "testimonials", sample("A", 1));
    const b = await insertAudited(handle.db, actor, testimonials, "testimonials", sample("B", 2));
    for (const ids of [[a.id], [a.id, a.id], [a.id, b.id, "00000000-0000-4000-8000-00000000abcd"]]) {
      await expect(reorderAudited(handle.db, actor, testimonials, "testimonials", ids)).rejects.toMatchObject(
        {
          status: 400,
          code: "invalid_order",
        },
      );
    }
    const [first] = await handle.db.select().from(testimonials).where(eq(testimonials.id, a.id));
    expect(first?.order_index).toBe(1);
  });
});

describe("contentCrud and nextOrderIndex", () => {
  const crud = contentCrud(testimonials, "testimonials", "The testimonial");

  it("answers a 404 naming the item for an unknown id, writing nothing", async () => {
    const unknown = "00000000-0000-4000-8000-00000000abcd";
    const notFound = { status: 404, code: "not_found", message: "The testimonial was not found." };
    await expect(crud.get(handle.db, unknown)).rejects.toMatchObject(notFound);
    await expect(crud.update(handle.db, actor, unknown, { rating: 3 })).rejects.toMatchObject(notFound);
    await expect(crud.remove(handle.db, actor, unknown)).rejects.toMatchObject(notFound);
    expect(await audits()).toEqual([]);
  });

  it("writes audited through the bound table and entity type", async () => {
    const row = await crud.insert(handle.db, actor, sample("Bo"));
    expect((await crud.update(handle.db, actor, row.id, { rating: 4 })).rating).toBe(4);
    await crud.remove(handle.db, actor, row.id);
    const log = await audits();
    expect(log.map((e) => [e.action, e.entity_type, e.entity_id])).toEqual([
      ["create", "testimonials", row.id],
      ["update", "testimonials", row.id],
      ["delete", "testimonials", row.id],
    ]);
  });

  it("places a new row after the last one, at 1 in an empty table", async () => {
    expect(await nextOrderIndex(handle.db, testimonials)).toBe(1);
    await crud.insert(handle.db, actor, sample("A", 7));
    await crud.insert(handle.db, actor, sample("B", 3));
    expect(await nextOrderIndex(handle.db, testimonials)).toBe(8);
  });
});
