import type { Project } from "@common/schemas/projects";
import { REVISIONS_KEPT, type Restored, type RevisionList } from "@common/schemas/revisions";
import { SLUG_MESSAGES } from "@common/slug";
import { revisions } from "@server/db/schema";
import { type ApiError, setUpAdminApi, signUpAdminWith } from "@tests/support/admin-api";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

const api = setUpAdminApi<Project>("projects");
const { t, add, patch, remove, auditOf } = api;

type Body = RevisionList & Restored & { error: ApiError };
async function rev(path: string, init: { method?: string; cookie?: string } = {}) {
  const res = await t.request(`/api/v1/admin/revisions${path}`, {
    cookie: api.admin,
    body: init.method === "POST" ? {} : undefined,
    ...init,
  });
  return { status: res.status, body: (await res.json()) as Body };
}
const historyOf = (id: string, resource = "projects") => rev(`?resource=${resource}&entity_id=${id}`);
const restore = (id: string, cookie?: string) =>
  rev(`/${id}/restore`, { method: "POST", ...(cookie ? { cookie } : {}) });

let n = 0;
async function newProject(overrides: Record<string, unknown> = {}) {
  n += 1;
  const { status, body } = await add({
    title: `Revisioned ${n}`,
    slug: `revisioned-${n}-${crypto.randomUUID().slice(0, 6)}`,
    category: "Web Development",
    description: "First text.",
    ...overrides,
  });
  expect(status).toBe(201);
  return body;
}

describe("GET /admin/revisions", () => {
  it("lists the versions before each save, newest first, with who and when", async () => {
    const project = await newProject();
    await patch(project.id, { description: "Second text." });
    await patch(project.id, { description: "Third text." });
    // A save that changes nothing keeps no version.
    await patch(project.id, { description: "Third text." });
    const { status, body } = await historyOf(project.id);
    expect(status).toBe(200);
    expect(body.items.map((r) => r.row.description)).toEqual(["Second text.", "First text."]);
    expect(body.items[0]).toMatchObject({
      resource: "projects",
      entity_id: project.id,
      actor_email: api.adminEmail,
      actor_id: api.adminId,
    });
    expect(Date.parse(body.items[0]!.created_at)).toBeGreaterThanOrEqual(
      Date.parse(body.items[1]!.created_at),
    );
    // Another resource's history of the same id is its own (empty).
    expect((await historyOf(project.id, "testimonials")).body.items).toEqual([]);
  });

  it("keeps the newest versions only", async () => {
    const project = await newProject();
    for (let i = 0; i < REVISIONS_KEPT + 2; i += 1) await patch(project.id, { team_size: i + 1 });
    const { body } = await historyOf(project.id);
    expect(body.items).toHaveLength(REVISIONS_KEPT);
    expect(body.items[0]!.row.team_size).toBe(REVISIONS_KEPT + 1);
  });

  it("answers 400 for an unknown resource or a missing id", async () => {
    const bad = await historyOf(crypto.randomUUID(), "team-members");
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty("resource");
    expect((await rev("?resource=projects")).status).toBe(400);
  });

  it("needs the resource's read permission", async () => {
    const project = await newProject();
    const testimonialsOnly = await signUpAdminWith(t, api.admin, [
      "testimonials:read",
      "testimonials:update",
    ]);
    const url = `/api/v1/admin/revisions?resource=projects&entity_id=${project.id}`;
    expect((await t.request(url, { cookie: testimonialsOnly })).status).toBe(403);
    expect(
      (
        await t.request(`/api/v1/admin/revisions?resource=testimonials&entity_id=${project.id}`, {
          cookie: testimonialsOnly,
        })
      ).status,
    ).toBe(200);
    expect((await t.request(url)).status).toBe(401);
    expect((await t.request(url, { cookie: api.client })).status).toBe(403);
  });
});

describe("POST /admin/revisions/{id}/restore", () => {
  it("saves the old version again, audited, the current one kept as a revision, its redirect recorded", async () => {
    const project = await newProject({ status: "published" });
    await patch(project.id, { description: "Changed.", slug: `${project.slug}-renamed`, year: 2020 });
    // Changing a published project's slug: the old address answers 301 to the new one.
    const moved = await t.request(`/our-work/${project.slug}`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe(`/our-work/${project.slug}-renamed`);
    const [older] = (await historyOf(project.id)).body.items;
    const { status, body } = await restore(older!.id);
    expect(status).toBe(200);
    expect(body.resource).toBe("projects");
    expect(body.row).toMatchObject({
      id: project.id,
      description: "First text.",
      slug: project.slug,
      year: project.year,
      created_at: project.created_at,
    });
    expect(body.row.updated_at).not.toBe(project.updated_at);
    const history = (await historyOf(project.id)).body.items;
    expect(history.map((r) => r.row.description)).toEqual(["Changed.", "First text."]);
    expect((await auditOf({ id: project.id }))[0]).toMatchObject({ action: "update" });
    // Both moves of the published address answered: the renamed one now leads back.
    const back = await t.request(`/our-work/${project.slug}-renamed?ref=x`);
    expect(back.status).toBe(301);
    expect(back.headers.get("location")).toBe(`/our-work/${project.slug}?ref=x`);
    expect((await t.request(`/our-work/${project.slug}`)).status).not.toBe(301);
  });

  it("answers 409 when the old slug has been taken since", async () => {
    const project = await newProject();
    await patch(project.id, { slug: `${project.slug}-moved` });
    await newProject({ slug: project.slug });
    const [older] = (await historyOf(project.id)).body.items;
    const { status, body } = await restore(older!.id);
    expect(status).toBe(409);
    expect(body.error).toMatchObject({
      message: SLUG_MESSAGES.duplicate,
      fields: { slug: SLUG_MESSAGES.duplicate },
    });
  });

  it("answers 404 for an unknown version or a deleted item", async () => {
    expect((await restore(crypto.randomUUID())).body.error.code).toBe("not_found");
    const project = await newProject();
    await patch(project.id, { description: "Again." });
    const [older] = (await historyOf(project.id)).body.items;
    await remove(project.id);
    const gone = await restore(older!.id);
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toMatch(/deleted/);
    expect((await restore("not-a-uuid")).status).toBe(400);
  });

  it("needs the resource's update permission", async () => {
    const project = await newProject();
    await patch(project.id, { description: "Again." });
    const [older] = (await historyOf(project.id)).body.items;
    const readOnly = await signUpAdminWith(t, api.admin, ["projects:read"]);
    expect((await restore(older!.id, readOnly)).status).toBe(403);
    expect(
      (await t.request(`/api/v1/admin/revisions/${older!.id}/restore`, { method: "POST", body: {} })).status,
    ).toBe(401);
    expect((await restore(older!.id, api.client)).status).toBe(403);
    const left = await t.db
      .select()
      .from(revisions)
      .where(and(eq(revisions.resource, "projects"), eq(revisions.entity_id, project.id)));
    expect(left).toHaveLength(1);
  });
});
