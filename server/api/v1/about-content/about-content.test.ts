import { ABOUT_TEXT, type AboutContent } from "@common/schemas/about-content";
import { defaultAboutContent } from "@server/db/seed-pages";
import { listAboutSections } from "@server/services/about-content";
import { type ApiError, expectInvalid, setUpAdminApi } from "@tests/support/admin-api";
import { ORIGIN, testUrl } from "@tests/support/test-app";
import { describe, expect, it } from "vitest";

const api = setUpAdminApi<AboutContent>("about-content");
const { t, call, add, auditOf, expectGuarded } = api;
const publicTitles = async () => (await listAboutSections(t.db)).map((s) => s.title);

const mission = {
  section_type: "mission",
  title: "Our purpose",
  description: "Build software people enjoy.",
  content_data: { items: ["Clarity", { title: "Care", description: "For every detail" }] },
};

describe("POST /admin/about-content", () => {
  it("adds an active section at the end, shown on /about, audited", async () => {
    const first = await add({ section_type: "history", title: "Where we began", year: "2015" });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ is_active: true, content_data: {}, year: "2015", description: null });
    const { status, body } = await add(mission);
    expect(status).toBe(201);
    expect(body).toMatchObject(mission);
    expect(body.order_index).toBe(first.body.order_index + 1);
    expect((await auditOf({ id: body.id }))[0]).toMatchObject({ action: "create" });

    const sections = await listAboutSections(t.db);
    // After the seeded sections (issue 16: today's /about copy), in the order added.
    expect(sections.map((s) => s.title)).toEqual([
      ...defaultAboutContent.map((d) => d.title),
      "Where we began",
      "Our purpose",
    ]);
    expect(sections.at(-1)!.items).toEqual([
      { title: "Clarity", text: null, year: null },
      { title: "Care", text: "For every detail", year: null },
    ]);
    for (const id of [first.body.id, body.id]) await call(`/${id}`, { method: "DELETE" });
  });

  it("refuses content_data that is not a JSON object, with a clear message", async () => {
    for (const content_data of [[1, 2], "{not json", 42, null]) {
      const { status, body } = await add({ ...mission, content_data });
      expect(status, JSON.stringify(content_data)).toBe(400);
      expect(body.error.fields).toEqual({ content_data: ABOUT_TEXT.contentDataObject });
    }
  });

  it("answers 400 to a body that is not valid JSON", async () => {
    // Sent through the app directly: t.request would serialise the body.
    const res = await t.app.request(testUrl(api.base), {
      method: "POST",
      headers: { cookie: api.admin, origin: ORIGIN, "content-type": "application/json" },
      body: '{"section_type":"mission","title":"x","content_data":{oops}}',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: ApiError }).error.message).toBe("Malformed JSON in request body");
  });

  it("answers 400 for a missing title and an unknown section type", async () => {
    expectInvalid(await add({ section_type: "faq", title: "  " }), {
      section_type: ABOUT_TEXT.sectionType,
      title: ABOUT_TEXT.titleRequired,
    });
    expectInvalid(await add({ title: "No type" }), {
      section_type: ABOUT_TEXT.sectionType,
    });
  });

  it("is for admins only", () => expectGuarded("", "POST", mission));
});

describe("GET /admin/about-content", () => {
  it("lists inactive sections too, in order, searched on the server", async () => {
    const a = (await add({ ...mission, title: "Values we keep", section_type: "values" })).body;
    const b = (await add({ ...mission, title: "Awards we won", section_type: "awards", is_active: false }))
      .body;
    const { status, body } = await call("");
    expect(status).toBe(200);
    expect(body.items.map((s) => s.title).slice(-2)).toEqual(["Values we keep", "Awards we won"]);
    expect((await call("?q=awards")).body.items.map((s) => s.id)).toEqual([b.id]);
    expect(await publicTitles()).toContain("Values we keep");
    expect(await publicTitles()).not.toContain("Awards we won");
    for (const id of [a.id, b.id]) await call(`/${id}`, { method: "DELETE" });
  });

  it("is for admins only", () => expectGuarded("", "GET"));
});

describe("GET, PATCH and DELETE /admin/about-content/{id}", () => {
  it("reads, hides and shows on /about, changes content_data, deletes", async () => {
    const created = (await add(mission)).body;
    expect((await call(`/${created.id}`)).body).toMatchObject(mission);

    const hidden = await call(`/${created.id}`, { method: "PATCH", body: { is_active: false } });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ is_active: false, title: mission.title });
    expect(await publicTitles()).not.toContain(mission.title);
    expect((await auditOf({ id: created.id }))[0]!.changes).toEqual({ is_active: { from: true, to: false } });

    const shown = await call(`/${created.id}`, {
      method: "PATCH",
      body: { is_active: true, content_data: { values: ["Honesty"] } },
    });
    expect(shown.body.content_data).toEqual({ values: ["Honesty"] });
    expect(await publicTitles()).toContain(mission.title);

    expectInvalid(await call(`/${created.id}`, { method: "PATCH", body: { content_data: ["Honesty"] } }), {
      content_data: ABOUT_TEXT.contentDataObject,
    });

    expect((await call(`/${created.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await auditOf({ id: created.id }))[0]).toMatchObject({ action: "delete" });
    expect(await publicTitles()).not.toContain(mission.title);
  });

  it("answers 404 for an unknown id", () => api.expectUnknownItem({ title: "x" }));

  it("is for admins only", () => api.expectItemGuarded({ title: "x" }));
});
