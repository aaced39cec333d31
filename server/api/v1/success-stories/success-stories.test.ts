import { STORY_TEXT, type SuccessStory } from "@common/schemas/success-stories";
import { successStories } from "@server/db/schema";
import { listPublicSuccessStories } from "@server/services/success-stories";
import { expectInvalid, expectNotFound, setUpAdminApi } from "@tests/support/admin-api";
import { beforeEach, describe, expect, it } from "vitest";

const api = setUpAdminApi<SuccessStory>("success-stories");
const { t, call, expectGuarded } = api;

// Success stories are not seeded: each test starts from none.
beforeEach(async () => {
  await t.db.delete(successStories);
});

const story = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  client_name: `Client of ${title}`,
  story_content: `How ${title} went.`,
  ...extra,
});
const add = async (title: string, extra: Record<string, unknown> = {}) => {
  const { status, body } = await api.add(story(title, extra));
  expect(status).toBe(201);
  return body;
};
const titles = async (query = "") => (await call(`?pageSize=100${query}`)).body.items.map((s) => s.title);
const lastAudit = (action?: string) => api.lastAudit({ action });

describe("POST /admin/success-stories", () => {
  it("adds a story at the end with the defaults, audited", async () => {
    const first = await add("First");
    expect(first).toMatchObject({
      title: "First",
      category: "other",
      is_active: true,
      is_featured: false,
      order_index: 1,
      technologies_used: [],
      metrics: null,
      client_image: null,
    });
    const second = await add("Second", {
      category: "e-commerce",
      client_company: "  ",
      technologies_used: [" React ", "", "Node", "React"],
      client_image: "/media/stories/face.webp",
      metrics: { revenue: "+40%", orders: 1200 },
      is_featured: true,
    });
    expect(second).toMatchObject({
      order_index: 2,
      category: "e-commerce",
      client_company: null,
      technologies_used: ["React", "Node"],
      client_image: "/media/stories/face.webp",
      metrics: { revenue: "+40%", orders: 1200 },
      is_featured: true,
    });
    expect(await lastAudit()).toMatchObject({
      action: "create",
      entity_id: second.id,
      user_email: "owner@example.com",
    });
  });

  it("answers 400 with the spec's messages for each field", async () => {
    expectInvalid(
      await api.add({
        title: " ",
        client_name: "",
        story_content: "  ",
        category: "space",
        client_image: "ftp://x",
      }),
      expect.objectContaining({
        title: STORY_TEXT.titleRequired,
        client_name: STORY_TEXT.clientNameRequired,
        story_content: STORY_TEXT.storyRequired,
        category: STORY_TEXT.category,
        client_image: "Use a web address starting with https:// or /",
      }),
    );
    expectInvalid(
      await api.add({}),
      expect.objectContaining({
        title: STORY_TEXT.titleRequired,
        client_name: STORY_TEXT.clientNameRequired,
        story_content: STORY_TEXT.storyRequired,
      }),
    );
    const badMetrics = await api.add(story("M", { metrics: [1, 2] }));
    expect(badMetrics.status).toBe(400);
    expect(badMetrics.body.error.fields!.metrics).toBe(STORY_TEXT.metrics);
    expect((await api.add(story("x".repeat(201)))).status).toBe(400);
    expect(await titles()).toEqual([]);
  });

  it("is for admins only", () => expectGuarded("", "POST", story("Nope")));
});

describe("GET /admin/success-stories", () => {
  it("lists every story in order, searched and filtered on the server, paged", async () => {
    await add("Shop relaunch", { category: "e-commerce", client_company: "Coastline", is_featured: true });
    await add("Farm app", { category: "mobile-app", is_active: false });
    await add("School portal", { category: "web-development", story_content: "Parents and teachers…" });

    expect(await titles()).toEqual(["Shop relaunch", "Farm app", "School portal"]);
    expect(await titles("&q=coastline")).toEqual(["Shop relaunch"]);
    expect(await titles("&q=TEACHERS")).toEqual(["School portal"]);
    expect(await titles("&q=client of farm")).toEqual(["Farm app"]);
    expect(await titles("&category=mobile-app")).toEqual(["Farm app"]);
    expect(await titles("&is_active=false")).toEqual(["Farm app"]);
    expect(await titles("&is_active=true")).toEqual(["Shop relaunch", "School portal"]);
    expect(await titles("&is_featured=true")).toEqual(["Shop relaunch"]);
    expect(await titles("&sort=title")).toEqual(["Farm app", "School portal", "Shop relaunch"]);

    const page = await call("?pageSize=2&page=2");
    expect(page.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.body.items.map((s) => s.title)).toEqual(["School portal"]);
    expect((await call("?category=space")).status).toBe(400);
    expect((await call("?is_active=maybe")).status).toBe(400);
  });

  it("is for admins only", () => expectGuarded("", "GET"));
});

describe("GET /admin/success-stories/stats", () => {
  it("counts total, active, featured and stories per category", async () => {
    expect((await call("/stats")).body).toEqual({ total: 0, active: 0, featured: 0, categories: {} });
    await add("A", { category: "seo", is_featured: true });
    await add("B", { category: "seo", is_active: false, is_featured: true });
    await add("C", { category: "consulting" });
    await add("D", { category: "consulting", is_active: false });
    await add("E");
    const { status, body } = await call("/stats");
    expect(status).toBe(200);
    const categories = { seo: 2, consulting: 2, other: 1 };
    expect(body).toEqual({ total: 5, active: 3, featured: 2, categories });
  });

  it("is for admins only", () => expectGuarded("/stats", "GET"));
});

describe("GET /admin/success-stories/{id}", () => {
  it("answers one story, 404 for an unknown id and 400 for a malformed one", async () => {
    const created = await add("One");
    const { status, body } = await call(`/${created.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: created.id, title: "One" });
    expectNotFound(await call(`/${crypto.randomUUID()}`));
    expect((await call("/not-a-uuid")).status).toBe(400);
  });

  it("is for admins only", () => expectGuarded(`/${crypto.randomUUID()}`, "GET"));
});

describe("PATCH /admin/success-stories/{id}", () => {
  it("edits a story, keeps its metrics, and audits what changed", async () => {
    const created = await add("Before", { metrics: { uptime: "99.9%" }, technologies_used: ["Vue"] });
    const { status, body } = await call(`/${created.id}`, {
      method: "PATCH",
      body: { title: "After", technologies_used: ["Vue", "Go"], results_achieved: "Twice the sales" },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      title: "After",
      technologies_used: ["Vue", "Go"],
      metrics: { uptime: "99.9%" },
      order_index: 1,
    });
    expect(await lastAudit("update")).toMatchObject({
      entity_id: created.id,
      changes: {
        title: { from: "Before", to: "After" },
        technologies_used: { from: ["Vue"], to: ["Vue", "Go"] },
        results_achieved: { from: null, to: "Twice the sales" },
      },
    });
  });

  it("enables, disables, features and unfeatures; the public pages follow", async () => {
    const created = await add("Toggled", { is_featured: true });
    const publicTitles = async () => (await listPublicSuccessStories(t.db)).map((s) => s.title);
    const featuredTitles = async () =>
      (await listPublicSuccessStories(t.db, { featured: true, limit: 3 })).map((s) => s.title);
    expect(await publicTitles()).toEqual(["Toggled"]);
    expect(await featuredTitles()).toEqual(["Toggled"]);

    const disabled = await call(`/${created.id}`, { method: "PATCH", body: { is_active: false } });
    expect(disabled.body).toMatchObject({ is_active: false, is_featured: true });
    // Inactive stories never show, featured or not.
    expect(await publicTitles()).toEqual([]);
    expect(await featuredTitles()).toEqual([]);

    await call(`/${created.id}`, { method: "PATCH", body: { is_active: true } });
    const unfeatured = await call(`/${created.id}`, { method: "PATCH", body: { is_featured: false } });
    expect(unfeatured.body).toMatchObject({ is_active: true, is_featured: false });
    expect(await publicTitles()).toEqual(["Toggled"]);
    expect(await featuredTitles()).toEqual([]);
    expect((await lastAudit("update"))!.changes).toEqual({ is_featured: { from: true, to: false } });
  });

  it("answers 400 with the field's message, and 404 for an unknown story", async () => {
    const created = await add("Valid");
    expectInvalid(
      await call(`/${created.id}`, { method: "PATCH", body: { title: "", category: "x" } }),
      expect.objectContaining({
        title: STORY_TEXT.titleRequired,
        category: STORY_TEXT.category,
      }),
    );
    expectNotFound(await call(`/${crypto.randomUUID()}`, { method: "PATCH", body: { is_active: false } }));
  });

  it("is for admins only", () => expectGuarded(`/${crypto.randomUUID()}`, "PATCH", { is_active: false }));
});

describe("DELETE /admin/success-stories/{id}", () => {
  it("deletes, audited with what was deleted; a second delete is 404", async () => {
    const created = await add("Doomed");
    expect((await call(`/${created.id}`, { method: "DELETE" })).status).toBe(204);
    expect(await titles()).toEqual([]);
    expect(await lastAudit("delete")).toMatchObject({
      entity_id: created.id,
      changes: expect.objectContaining({ title: "Doomed" }),
    });
    expect((await call(`/${created.id}`, { method: "DELETE" })).status).toBe(404);
  });

  it("is for admins only", () => expectGuarded(`/${crypto.randomUUID()}`, "DELETE"));
});

describe("PUT /admin/success-stories/order", () => {
  it("saves the new order renumbered from 1, audited; the public page follows it", async () => {
    const [a, b, c] = [await add("A"), await add("B"), await add("C")];
    const { status } = await call("/order", { method: "PUT", body: { ids: [c.id, a.id, b.id] } });
    expect(status).toBe(204);
    const items = (await call("")).body.items;
    expect(items.map((s) => [s.title, s.order_index])).toEqual([
      ["C", 1],
      ["A", 2],
      ["B", 3],
    ]);
    expect((await listPublicSuccessStories(t.db)).map((s) => s.title)).toEqual(["C", "A", "B"]);
    expect((await lastAudit("reorder"))!.changes).toEqual({
      order: { from: [a.id, b.id, c.id], to: [c.id, a.id, b.id] },
    });
    // A new story still goes last.
    expect((await add("D")).order_index).toBe(4);
  });

  it("answers 400 when a story is missing, unknown or listed twice, and changes nothing", async () => {
    const ids = [(await add("A")).id, (await add("B")).id];
    for (const wrong of [[ids[0]], [...ids, crypto.randomUUID()], [ids[0], ids[0]], []]) {
      const { status, body } = await call("/order", { method: "PUT", body: { ids: wrong } });
      expect(status).toBe(400);
      expect(body.error.code).toBe("invalid_order");
      expect(body.error.fields!.ids).toMatch(/every item exactly once/);
    }
    const malformed = await call("/order", { method: "PUT", body: { ids: ["x"] } });
    expect(malformed.status).toBe(400);
    expect(await titles()).toEqual(["A", "B"]);
  });

  it("is for admins only", () => expectGuarded("/order", "PUT", { ids: [] }));
});
