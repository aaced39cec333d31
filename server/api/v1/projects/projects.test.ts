import { PROJECT_TEXT, type Project } from "@common/schemas/projects";
import { SLUG_MESSAGES } from "@common/slug";
import { projects } from "@server/db/schema";
import { defaultProjects } from "@server/db/seed-content";
import { getPublishedProject, listPublishedProjects } from "@server/services/projects";
import { expectInvalid, setUpAdminApi } from "@tests/support/admin-api";
import { notInArray } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

const SEEDED = defaultProjects.map((p) => p.slug);

const api = setUpAdminApi<Project>("projects");
const { t, call, add, expectGuarded } = api;

/** Only the seeded projects before each test. */
beforeEach(async () => {
  await t.db.delete(projects).where(notInArray(projects.slug, SEEDED));
});

const valid = (overrides: Record<string, unknown> = {}) => ({
  title: "Riverbend Clinic Booking",
  slug: "riverbend-clinic-booking",
  category: "Web Development",
  description: "Online booking for a small clinic.",
  ...overrides,
});
const lastAudit = (id: string) => api.lastAudit({ id });
/** What /our-work (and /portfolio) and /our-work/{slug} read. */
const onOurWork = async (slug: string) =>
  (await listPublishedProjects(t.db)).projects.some((p) => p.slug === slug);
const projectPage = (slug: string) => getPublishedProject(t.db, slug);

describe("GET /admin/projects", () => {
  it("lists the seeded projects in display order", async () => {
    const { status, body } = await call("");
    expect(status).toBe(200);
    expect(body.total).toBe(3);
    expect(body.items.map((p) => p.slug)).toEqual(SEEDED);
    expect(body.items[0]!.technologies.length).toBeGreaterThan(0);
  });

  it("orders by order_index, then title", async () => {
    await add(valid({ title: "Zeta", slug: "zeta", order_index: 0 }));
    await add(valid({ title: "Alpha", slug: "alpha", order_index: 0 }));
    const { body } = await call("?pageSize=5");
    expect(body.items.map((p) => p.slug).slice(0, 3)).toEqual(["alpha", "zeta", SEEDED[0]]);
    const byTitle = await call("?sort=-title&pageSize=1");
    expect(byTitle.body.items[0]!.slug).toBe("zeta");
  });

  it("searches and filters by status and category on the server", async () => {
    await add(valid({ status: "draft", client_name: "Riverbend Health" }));
    expect((await call("?q=riverbend")).body.items.map((p) => p.slug)).toEqual(["riverbend-clinic-booking"]);
    expect((await call("?q=valley%20fresh")).body.total).toBe(1);
    expect((await call("?status=draft")).body.items.map((p) => p.slug)).toEqual(["riverbend-clinic-booking"]);
    expect((await call("?status=published")).body.total).toBe(3);
    expect((await call("?category=E-commerce")).body.items.map((p) => p.slug)).toEqual([SEEDED[2]]);
    expect((await call("?category=Web%20Development&status=published")).body.total).toBe(0);
    expect((await call("?status=hidden")).status).toBe(400);
    expect((await call("?category=Gardening")).status).toBe(400);
  });

  it("pages", async () => {
    const first = await call("?pageSize=2");
    const second = await call("?pageSize=2&page=2");
    expect(first.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.body.items).toHaveLength(2);
    expect(second.body.items.map((p) => p.slug)).toEqual([SEEDED[2]]);
  });

  it("is for admins only", () => expectGuarded("", "GET"));
});

describe("POST /admin/projects", () => {
  it("creates a published project of the current year, owned by the admin, audited", async () => {
    const { status, body } = await add(
      valid({
        technologies: [" React ", "React", "", "Node.js"],
        gallery_images: ["https://example.com/a.png", "https://example.com/a.png", "/media/b.webp"],
        team_size: 3,
        image: "",
        budget_range: "$5,000 - $10,000",
      }),
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({
      status: "published",
      year: Math.min(2030, new Date().getFullYear()),
      order_index: 0,
      technologies: ["React", "Node.js"],
      gallery_images: ["https://example.com/a.png", "/media/b.webp"],
      user_id: api.adminId,
      image: null,
      team_size: 3,
    });
    expect(await lastAudit(body.id)).toMatchObject({ action: "create", user_id: api.adminId });
    expect(await onOurWork("riverbend-clinic-booking")).toBe(true);
    expect(await projectPage("riverbend-clinic-booking")).toMatchObject({ team_size: 3 });
  });

  it("answers 400 with the spec's messages", async () => {
    expectInvalid(
      await add({ title: " ", slug: "", category: "Gardening", description: "" }),
      expect.objectContaining({
        title: PROJECT_TEXT.titleRequired,
        slug: PROJECT_TEXT.slugRequired,
        category: PROJECT_TEXT.categoryRequired,
        description: PROJECT_TEXT.descriptionRequired,
      }),
    );
    const bad = await add(
      valid({
        slug: "Bad Slug",
        year: 1999,
        team_size: 0,
        order_index: -1,
        status: "hidden",
        budget_range: "A lot",
        gallery_images: ["javascript:alert(1)"],
      }),
    );
    expectInvalid(
      bad,
      expect.objectContaining({
        slug: SLUG_MESSAGES.invalid,
        year: PROJECT_TEXT.year,
        team_size: PROJECT_TEXT.teamSize,
        order_index: PROJECT_TEXT.order,
        "gallery_images.0": PROJECT_TEXT.galleryUrl,
      }),
    );
    expect(Object.keys(bad.body.error.fields!)).toEqual(expect.arrayContaining(["status", "budget_range"]));
    expect((await add(valid({ year: 2031 }))).body.error.fields?.year).toBe(PROJECT_TEXT.year);
    expect((await call("?q=riverbend")).body.total).toBe(0);
  });

  it("answers 409 for a slug in use", async () => {
    const { status, body } = await add(valid({ slug: SEEDED[0] }));
    expect(status).toBe(409);
    expect(body.error).toMatchObject({
      code: "duplicate_slug",
      message: SLUG_MESSAGES.duplicate,
      fields: { slug: SLUG_MESSAGES.duplicate },
    });
  });

  it("is for admins only", () => expectGuarded("", "POST", valid()));
});

describe("GET/PATCH/DELETE /admin/projects/{id}", () => {
  it("reads, updates (draft hides it from the site) and deletes, each audited", async () => {
    const created = (await add(valid())).body;
    const read = await call(`/${created.id}`);
    expect(read.status).toBe(200);
    expect(read.body.slug).toBe("riverbend-clinic-booking");

    const updated = await call(`/${created.id}`, { method: "PATCH", body: { status: "draft", year: null } });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ status: "draft", year: null, title: "Riverbend Clinic Booking" });
    expect((await lastAudit(created.id))?.changes).toMatchObject({
      status: { from: "published", to: "draft" },
    });
    expect(await projectPage("riverbend-clinic-booking")).toBeNull();
    expect(await onOurWork("riverbend-clinic-booking")).toBe(false);

    await call(`/${created.id}`, { method: "PATCH", body: { status: "archived" } });
    expect(await projectPage("riverbend-clinic-booking")).toBeNull();
    expect(await onOurWork("riverbend-clinic-booking")).toBe(false);
    await call(`/${created.id}`, { method: "PATCH", body: { status: "published" } });
    expect(await onOurWork("riverbend-clinic-booking")).toBe(true);

    expect((await call(`/${created.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await lastAudit(created.id))?.action).toBe("delete");
    expect((await call(`/${created.id}`)).status).toBe(404);
  });

  it("validates a patch and refuses a duplicate slug", async () => {
    const created = (await add(valid())).body;
    expectInvalid(
      await call(`/${created.id}`, { method: "PATCH", body: { title: "", team_size: 0 } }),
      expect.objectContaining({
        title: PROJECT_TEXT.titleRequired,
        team_size: PROJECT_TEXT.teamSize,
      }),
    );
    const dup = await call(`/${created.id}`, { method: "PATCH", body: { slug: SEEDED[1] } });
    expect(dup.status).toBe(409);
    expect(dup.body.error.message).toBe(SLUG_MESSAGES.duplicate);
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    await api.expectUnknownItem({ title: "X" });
    expect((await call("/not-a-uuid")).status).toBe(400);
  });

  it("is for admins only", () => api.expectItemGuarded({ title: "X" }));
});
