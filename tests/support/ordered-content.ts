import { expect, it } from "vitest";
import { type setUpAdminApi, signUpAdminWith } from "./admin-api";

type Ordered = { id: string; title: string; order_index: number; is_active: boolean };

/**
 * The tests every list shown on the site in a chosen order shares (hero slides, "what we do"):
 * rows added go last, PUT …/order renumbers from 1 and the site follows, an incomplete order is
 * refused, is_active shows and hides a row, and the permission is checked per action. Call inside
 * a describe; `sample(title)` is a valid new row, `shownTitles()` what the site shows, in order.
 */
export function orderedContentTests<Row extends Ordered>(
  api: ReturnType<typeof setUpAdminApi<Row>>,
  permission: string,
  sample: (title: string) => Record<string, unknown>,
  shownTitles: () => Promise<string[]>,
) {
  const { call, add, patch, remove, lastAudit, expectGuarded } = api;
  const added = async (title: string) => {
    const { status, body } = await add(sample(title));
    expect(status).toBe(201);
    return body;
  };
  const all = async () => (await call("?pageSize=100")).body.items;

  it("adds at the end, shown, and the site shows it; delete takes it away", async () => {
    const before = await all();
    const row = await added("Ordered new");
    expect(row).toMatchObject({ title: "Ordered new", is_active: true });
    expect(row.order_index).toBe(Math.max(0, ...before.map((r) => r.order_index)) + 1);
    expect((await shownTitles()).at(-1)).toBe("Ordered new");
    expect((await remove(row.id)).status).toBe(204);
    expect(await shownTitles()).not.toContain("Ordered new");
  });

  it("hides and shows a row with is_active, audited", async () => {
    const row = await added("Toggled row");
    const hidden = await patch(row.id, { is_active: false });
    expect(hidden.status).toBe(200);
    expect(hidden.body.is_active).toBe(false);
    expect(await shownTitles()).not.toContain("Toggled row");
    // Hidden rows stay in the back office's list.
    expect((await all()).map((r) => r.title)).toContain("Toggled row");
    expect((await lastAudit({ id: row.id, action: "update" }))!.changes).toEqual({
      is_active: { from: true, to: false },
    });
    await patch(row.id, { is_active: true });
    expect(await shownTitles()).toContain("Toggled row");
    await remove(row.id);
  });

  it("saves a new order renumbered from 1, audited; the site follows it", async () => {
    const ids = (await all()).map((r) => r.id);
    const reversed = [...ids].reverse();
    expect((await call("/order", { method: "PUT", body: { ids: reversed } })).status).toBe(204);
    const after = await all();
    expect(after.map((r) => r.id)).toEqual(reversed);
    expect(after.map((r) => r.order_index)).toEqual(reversed.map((_, i) => i + 1));
    expect(await shownTitles()).toEqual(after.filter((r) => r.is_active).map((r) => r.title));
    expect((await lastAudit({ action: "reorder" }))!.changes).toEqual({ order: { from: ids, to: reversed } });
    await call("/order", { method: "PUT", body: { ids } });
  });

  it("refuses an order that misses, repeats or invents a row, and changes nothing", async () => {
    const ids = (await all()).map((r) => r.id);
    for (const wrong of [ids.slice(1), [...ids, crypto.randomUUID()], [ids[0], ...ids], []]) {
      const { status, body } = await call("/order", { method: "PUT", body: { ids: wrong } });
      expect(status).toBe(400);
      expect(body.error.code).toBe("invalid_order");
    }
    expect((await call("/order", { method: "PUT", body: { ids: ["x"] } })).status).toBe(400);
    expect((await all()).map((r) => r.id)).toEqual(ids);
  });

  it("is for admins only, each action by its permission", async () => {
    await expectGuarded("", "GET");
    await expectGuarded("", "POST", sample("Nope"));
    await expectGuarded("/order", "PUT", { ids: [] });
    await api.expectItemGuarded({ is_active: false });
    const reader = await signUpAdminWith(api.t, api.admin, [`${permission}:read`]);
    expect((await call("", { cookie: reader })).status).toBe(200);
    const refused = [
      await call("", { method: "POST", body: sample("Nope"), cookie: reader }),
      await call("/order", { method: "PUT", body: { ids: [] }, cookie: reader }),
      await call(`/${crypto.randomUUID()}`, { method: "PATCH", body: { is_active: false }, cookie: reader }),
      await call(`/${crypto.randomUUID()}`, { method: "DELETE", cookie: reader }),
    ];
    expect(refused.map((r) => r.status)).toEqual([403, 403, 403, 403]);
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    await api.expectUnknownItem({ is_active: false });
    expect((await call("/not-a-uuid")).status).toBe(400);
  });
}
