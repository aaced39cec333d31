import { TESTIMONIAL_TEXT, type Testimonial } from "@common/schemas/testimonials";
import { defaultTestimonials } from "@server/db/seed-content";
import { listFeaturedTestimonials } from "@server/services/testimonials";
import { expectInvalid, setUpAdminApi } from "@tests/support/admin-api";
import { describe, expect, it } from "vitest";

const api = setUpAdminApi<Testimonial>("testimonials");
const { t, call, add, auditOf, expectGuarded } = api;
const homeNames = async () => (await listFeaturedTestimonials(t.db)).map((r) => r.name);

const sample = { name: "Dana Scully", role: "CTO", content: "They shipped on time." };

describe("GET /admin/testimonials", () => {
  it("starts with the three seeded testimonials, in order", async () => {
    const { status, body } = await call("");
    expect(status).toBe(200);
    expect(body.items.map((r) => r.name)).toEqual(defaultTestimonials.map((d) => d.name));
    expect(body.items.map((r) => r.order_index)).toEqual([1, 2, 3]);
  });

  it("searches on the server and pages", async () => {
    const { body } = await call(`?q=${encodeURIComponent("brightpath")}`);
    expect(body.items.map((r) => r.name)).toEqual(["James Okafor"]);
    expect(body.total).toBe(1);
    const page = await call("?pageSize=2&page=2");
    expect(page.body.items).toHaveLength(page.body.total - 2);
    expect((await call("?sort=nope")).status).toBe(400);
  });

  it("is for admins only", () => expectGuarded("", "GET"));
});

describe("POST /admin/testimonials", () => {
  it("adds with rating 5 by default, at the end, audited", async () => {
    const { status, body } = await add({ ...sample, company: "  ", avatar: "" });
    expect(status).toBe(201);
    expect(body).toMatchObject({ ...sample, company: null, avatar: null, rating: 5, featured: false });
    const { body: all } = await call("?pageSize=100");
    expect(body.order_index).toBe(Math.max(...all.items.map((r) => r.order_index)));
    expect((await auditOf({ id: body.id })).map((a) => a.action)).toEqual(["create"]);
    // Only featured testimonials are on the home page.
    expect(await homeNames()).not.toContain(sample.name);
    await call(`/${body.id}`, { method: "DELETE" });
  });

  it("shows a featured testimonial on the home page", async () => {
    const { body } = await add({ ...sample, name: "Fox Mulder", featured: true, rating: 4 });
    expect(body.rating).toBe(4);
    expect(await homeNames()).toContain("Fox Mulder");
    await call(`/${body.id}`, { method: "DELETE" });
    expect(await homeNames()).not.toContain("Fox Mulder");
  });

  it("answers 400 with the message of each field", async () => {
    expectInvalid(
      await add({
        name: " ",
        role: "",
        content: "",
        rating: 6,
        avatar: "javascript:x",
      }),
      {
        name: TESTIMONIAL_TEXT.nameRequired,
        role: TESTIMONIAL_TEXT.roleRequired,
        content: TESTIMONIAL_TEXT.contentRequired,
        rating: TESTIMONIAL_TEXT.rating,
        avatar: "Use a web address starting with https:// or /",
      },
    );
    expectInvalid(await add({ ...sample, rating: 0 }), {
      rating: TESTIMONIAL_TEXT.rating,
    });
    expect((await add({ ...sample, rating: 2.5 })).status).toBe(400);
    expectInvalid(await add({ ...sample, order_index: -1 }), {
      order_index: TESTIMONIAL_TEXT.order,
    });
  });

  it("is for admins only", () => expectGuarded("", "POST", sample));
});

describe("GET, PATCH and DELETE /admin/testimonials/{id}", () => {
  it("reads, changes only what is sent (audited with what changed), and deletes", async () => {
    const created = (await add({ ...sample, rating: 3, company: "FBI" })).body;
    const read = await call(`/${created.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ name: sample.name, company: "FBI", rating: 3 });

    const updated = await call(`/${created.id}`, {
      method: "PATCH",
      body: { role: "Director", company: "" },
    });
    expect(updated.status).toBe(200);
    // Rating is kept: a partial update never falls back to the defaults.
    expect(updated.body).toMatchObject({ role: "Director", company: null, rating: 3 });
    const [audit] = await auditOf({ id: created.id });
    expect(audit).toMatchObject({ action: "update" });
    expect(audit!.changes).toEqual({
      role: { from: "CTO", to: "Director" },
      company: { from: "FBI", to: null },
    });

    expectInvalid(await call(`/${created.id}`, { method: "PATCH", body: { name: "", rating: 9 } }), {
      name: TESTIMONIAL_TEXT.nameRequired,
      rating: TESTIMONIAL_TEXT.rating,
    });

    expect((await call(`/${created.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await auditOf({ id: created.id }))[0]).toMatchObject({ action: "delete" });
    expect((await call(`/${created.id}`)).status).toBe(404);
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    await api.expectUnknownItem({ rating: 4 });
    expect((await call("/not-a-uuid")).status).toBe(400);
  });

  it("is for admins only", () => api.expectItemGuarded({ rating: 4 }));
});
