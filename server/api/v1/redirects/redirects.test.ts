import { REDIRECT_TEXT, type Redirect } from "@common/schemas/redirects";
import { redirects } from "@server/db/schema";
import { expectInvalid, setUpAdminApi } from "@tests/support/admin-api";
import { beforeEach, describe, expect, it } from "vitest";

const api = setUpAdminApi<Redirect>("redirects");
const { t, call, add, patch, remove, auditOf, expectGuarded, expectItemGuarded, expectUnknownItem } = api;

beforeEach(async () => {
  await t.db.delete(redirects);
});

describe("GET and POST /admin/redirects", () => {
  it("adds a 301 by default, audited, listed newest first and searched", async () => {
    const { status, body } = await add({ from_path: " /old-offer ", to_path: "/services/web" });
    expect(status).toBe(201);
    expect(body).toMatchObject({ from_path: "/old-offer", to_path: "/services/web", status_code: 301 });
    expect((await auditOf({ id: body.id })).map((a) => a.action)).toEqual(["create"]);
    await add({ from_path: "/promo", to_path: "/contact?topic=promo", status_code: 302 });
    const list = await call("");
    expect(list.status).toBe(200);
    expect(list.body.items.map((r) => r.from_path)).toEqual(["/promo", "/old-offer"]);
    expect((await call("?q=services")).body.items.map((r) => r.from_path)).toEqual(["/old-offer"]);
  });

  it("answers 400 with each field's message", async () => {
    expectInvalid(await add({ from_path: "old", to_path: "https://elsewhere.example", status_code: 303 }), {
      from_path: REDIRECT_TEXT.path,
      to_path: REDIRECT_TEXT.path,
      status_code: REDIRECT_TEXT.status,
    });
    expectInvalid(await add({ from_path: "/same", to_path: "/same" }), { to_path: REDIRECT_TEXT.loop });
    expectInvalid(await add({ from_path: "/api/v1/x", to_path: "/" }), { from_path: REDIRECT_TEXT.reserved });
    expectInvalid(await add({ from_path: "/a?b=1", to_path: "//evil.example" }), {
      from_path: REDIRECT_TEXT.path,
      to_path: REDIRECT_TEXT.path,
    });
  });

  it("answers 409 for an address that already redirects", async () => {
    await add({ from_path: "/taken", to_path: "/a" });
    const { status, body } = await add({ from_path: "/taken", to_path: "/b" });
    expect(status).toBe(409);
    expect(body.error).toMatchObject({
      message: REDIRECT_TEXT.duplicate,
      fields: { from_path: REDIRECT_TEXT.duplicate },
    });
  });

  it("is for admins only", async () => {
    await expectGuarded("", "GET");
    await expectGuarded("", "POST", { from_path: "/x", to_path: "/y" });
  });
});

describe("GET, PATCH and DELETE /admin/redirects/{id}", () => {
  it("reads, changes, refuses a loop or a taken address, and deletes", async () => {
    const one = (await add({ from_path: "/one", to_path: "/two" })).body;
    await add({ from_path: "/three", to_path: "/four" });
    expect((await call(`/${one.id}`)).body.from_path).toBe("/one");
    const changed = await patch(one.id, { to_path: "/five", status_code: 308 });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ from_path: "/one", to_path: "/five", status_code: 308 });
    expect((await auditOf({ id: one.id }))[0]).toMatchObject({ action: "update" });
    expectInvalid(await patch(one.id, { to_path: "/one" }), { to_path: REDIRECT_TEXT.loop });
    expect((await patch(one.id, { from_path: "/three" })).status).toBe(409);
    expect((await remove(one.id)).status).toBe(204);
    expect((await call(`/${one.id}`)).status).toBe(404);
  });

  it("answers 404 for an unknown id", () => expectUnknownItem({ to_path: "/x" }));
  it("is for admins only", () => expectItemGuarded({ to_path: "/x" }));
});

describe("public serving", () => {
  it("answers an old address with its redirect, query kept, at once after each change", async () => {
    const one = (await add({ from_path: "/old-page", to_path: "/about" })).body;
    let res = await t.request("/old-page?utm=mail");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/about?utm=mail");
    expect((await t.request("/old-page", { method: "HEAD" })).status).toBe(301);
    await patch(one.id, { to_path: "/contact?from=old", status_code: 302 });
    res = await t.request("/old-page?utm=mail");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/contact?from=old&utm=mail");
    await remove(one.id);
    expect((await t.request("/old-page")).status).not.toBe(302);
  });

  it("never answers API, media or asset addresses, nor writes", async () => {
    await t.db.insert(redirects).values([
      { from_path: "/api/health", to_path: "/" },
      { from_path: "/media/x.png", to_path: "/" },
      { from_path: "/form", to_path: "/" },
    ]);
    // Written behind the service's back: the change event reloads the map.
    await expect.poll(async () => (await t.request("/form")).status).toBe(301);
    expect((await t.request("/api/health")).status).toBe(200);
    expect((await t.request("/media/x.png")).status).toBe(404);
    expect((await t.request("/form", { method: "POST", body: {} })).status).not.toBe(301);
  });
});
