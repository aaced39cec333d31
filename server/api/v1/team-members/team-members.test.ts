import { TEAM_TEXT, type TeamMember } from "@common/schemas/team-members";
import { teamMembers } from "@server/db/schema";
import { listPublicTeamMembers, teamMemberStats } from "@server/services/team-members";
import { expectInvalid, expectNotFound, setUpAdminApi } from "@tests/support/admin-api";
import { beforeEach, describe, expect, it } from "vitest";

const DAY = 24 * 3_600_000;

const api = setUpAdminApi<TeamMember>("team-members");
const { t, call, add, lastAudit, expectGuarded } = api;
beforeEach(async () => {
  await t.db.delete(teamMembers);
});

const names = async (query = "") => (await call(`?pageSize=100${query}`)).body.items.map((m) => m.name);
/** What the public /about page's loader gets, as text (the page itself needs the client build). */
const aboutHtml = async () => JSON.stringify(await listPublicTeamMembers(t.db));

const ada = {
  name: "  Ada Lovelace ",
  role: "Chief Engineer",
  email: "ada@example.com",
  phone: "+44 20 7946 0000",
  department: "Engineering",
  years_of_experience: 12,
  specialties: ["Compilers", " Compilers ", "", "Mathematics"],
  languages: ["English", "French"],
  image_url: "/media/team/ada.webp",
  image_alt: "Ada at her desk",
  linkedin_url: "https://www.linkedin.com/in/ada",
  github_url: "https://github.com/ada",
  website_url: "",
  join_date: "2021-04-01",
  location: "London",
  bio: "Wrote the first program.",
  admin_notes: "Secret: asking for a raise",
  order_index: 2,
};

describe("POST /admin/team-members", () => {
  it("creates a member with defaults, records the admin, audits, and /about shows it", async () => {
    const { status, body } = await add(ada);
    expect(status).toBe(201);
    expect(body).toMatchObject({
      name: "Ada Lovelace",
      role: "Chief Engineer",
      department: "Engineering",
      specialties: ["Compilers", "Mathematics"],
      languages: ["English", "French"],
      website_url: null,
      twitter_url: null,
      join_date: "2021-04-01",
      is_active: true,
      is_featured: false,
      achievements: [],
      certifications: [],
      user_id: api.adminId,
    });
    expect(await lastAudit()).toMatchObject({ action: "create", entity_id: body.id, user_id: api.adminId });

    const html = await aboutHtml();
    expect(html).toContain("Ada Lovelace");
    // Internal notes never reach the public page.
    expect(html).not.toContain("asking for a raise");
    expect(html).not.toContain("ada@example.com");
  });

  it("takes only name and role; the rest defaults", async () => {
    const { status, body } = await add({ name: "Grace", role: "Admiral" });
    expect(status).toBe(201);
    expect(body).toMatchObject({ years_of_experience: 0, order_index: 0, specialties: [], bio: null });
  });

  it("refuses blank names and roles with the spec's message", async () => {
    const { status, body } = await add({ name: "   ", role: "" });
    expect(status).toBe(400);
    expect(body.error.message).toBe(TEAM_TEXT.required);
    expect(body.error.fields).toMatchObject({ name: TEAM_TEXT.required, role: TEAM_TEXT.required });
    expect((await add({ role: "No name" })).body.error.fields!.name).toBe(TEAM_TEXT.required);
    expect(await names()).toEqual([]);
  });

  it("answers 400 with the problem of each field", async () => {
    expectInvalid(
      await add({
        name: "Bad",
        role: "Data",
        email: "not-an-email",
        department: "Astronomy",
        years_of_experience: -1,
        order_index: 1.5,
        linkedin_url: "javascript:alert(1)",
        join_date: "2024-02-30",
      }),
      {
        email: TEAM_TEXT.emailInvalid,
        department: TEAM_TEXT.departmentInvalid,
        years_of_experience: TEAM_TEXT.yearsInvalid,
        order_index: TEAM_TEXT.orderInvalid,
        linkedin_url: "Use a web address starting with https:// or /",
        join_date: TEAM_TEXT.joinDateInvalid,
      },
    );
  });

  it("is for admins only", () => expectGuarded("", "POST", ada));
});

describe("GET /admin/team-members", () => {
  beforeEach(async () => {
    const base = Date.now();
    const rows = [
      { name: "Zed", role: "Designer", department: "Design", order_index: 1, location: "Paris" },
      { name: "Yan", role: "Engineer", department: "Engineering", order_index: 0, is_featured: true },
      { name: "Xia", role: "Engineer", department: "Engineering", order_index: 0, bio: "Loves Rust" },
      { name: "Wes", role: "Sales lead", department: "Sales", order_index: 3, is_active: false },
      { name: "Val", role: "Founder", department: null, order_index: 2, is_active: false, is_featured: true },
    ];
    // created_at spaced one minute apart, the first oldest.
    for (const [i, row] of rows.entries()) {
      await t.db.insert(teamMembers).values({ ...row, created_at: new Date(base - (10 - i) * 60_000) });
    }
  });

  it("orders by order_index, then newest first, and pages", async () => {
    expect(await names()).toEqual(["Xia", "Yan", "Zed", "Val", "Wes"]);
    const page = (await call("?pageSize=2&page=2")).body;
    expect(page).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(page.items.map((m) => m.name)).toEqual(["Zed", "Val"]);
    expect(await names("&sort=name")).toEqual(["Val", "Wes", "Xia", "Yan", "Zed"]);
    expect((await call("?sort=email")).status).toBe(400);
  });

  it("filters by status and department", async () => {
    expect(await names("&status=active")).toEqual(["Xia", "Yan", "Zed"]);
    expect(await names("&status=inactive")).toEqual(["Val", "Wes"]);
    expect(await names("&status=featured")).toEqual(["Yan", "Val"]);
    expect(await names("&department=Engineering")).toEqual(["Xia", "Yan"]);
    expect(await names("&department=Engineering&status=featured")).toEqual(["Yan"]);
    expect((await call("?status=retired")).status).toBe(400);
  });

  it("searches name, role, bio, department and location", async () => {
    expect(await names("&q=zed")).toEqual(["Zed"]);
    expect(await names("&q=sales")).toEqual(["Wes"]);
    expect(await names("&q=rust")).toEqual(["Xia"]);
    expect(await names("&q=design")).toEqual(["Zed"]);
    expect(await names("&q=paris")).toEqual(["Zed"]);
    expect(await names("&q=100%25")).toEqual([]);
  });

  it("is for admins only", () => expectGuarded("", "GET"));
});

describe("GET /admin/team-members/stats", () => {
  it("counts a known data set, with the 30- and 7-day windows", async () => {
    const now = Date.now();
    const at = (days: number) => new Date(now - days * DAY);
    await t.db.insert(teamMembers).values([
      { name: "A", role: "r", department: "Engineering", created_at: at(1), is_featured: true },
      { name: "B", role: "r", department: "Engineering", created_at: at(6.9) },
      { name: "C", role: "r", department: "Design", created_at: at(7.1), is_active: false },
      {
        name: "D",
        role: "r",
        department: "Design",
        created_at: at(29.9),
        is_active: false,
        is_featured: true,
      },
      { name: "E", role: "r", department: "Sales", created_at: at(30.1) },
      { name: "F", role: "r", department: null, created_at: at(400) },
      { name: "G", role: "r", department: "", created_at: at(400) },
    ]);
    const { status, body } = await call("/stats");
    expect(status).toBe(200);
    expect(body).toEqual({
      total: 7,
      active: 5,
      featured: 2,
      departments: { Design: 2, Engineering: 2, Sales: 1 },
      this_month: 4,
      this_week: 2,
    });
  });

  it("answers zeros and no departments for an empty team", async () => {
    const stats = await teamMemberStats(t.db);
    expect(stats).toEqual({ total: 0, active: 0, featured: 0, departments: {}, this_month: 0, this_week: 0 });
  });

  it("is for admins only", () => expectGuarded("/stats", "GET"));
});

describe("GET /admin/team-members/{id}", () => {
  it("answers one member, internal notes included, or 404", async () => {
    const { body: created } = await add(ada);
    const { status, body } = await call(`/${created.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ name: "Ada Lovelace", admin_notes: "Secret: asking for a raise" });
    expectNotFound(await call(`/${crypto.randomUUID()}`));
    expect((await call("/not-a-uuid")).status).toBe(400);
  });

  it("is for admins only", () => expectGuarded(`/${crypto.randomUUID()}`, "GET"));
});

describe("PATCH /admin/team-members/{id}", () => {
  it("edits, audited with what changed, keeping the fields the form has no input for", async () => {
    const { body: created } = await add({
      ...ada,
      achievements: ["Note G"],
      certifications: ["Analytical Engine Operator"],
      instagram_url: "https://instagram.com/ada",
      additional_info: { favourite: "Bernoulli numbers" },
    });
    const { status, body } = await call(`/${created.id}`, {
      method: "PATCH",
      body: { role: "Countess", department: "Leadership", specialties: ["Poetical science"], bio: "" },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      role: "Countess",
      department: "Leadership",
      specialties: ["Poetical science"],
      bio: null,
      achievements: ["Note G"],
      certifications: ["Analytical Engine Operator"],
      instagram_url: "https://instagram.com/ada",
      additional_info: { favourite: "Bernoulli numbers" },
      admin_notes: "Secret: asking for a raise",
    });
    expect((await lastAudit())!).toMatchObject({
      action: "update",
      entity_id: created.id,
      changes: {
        role: { from: "Chief Engineer", to: "Countess" },
        department: { from: "Engineering", to: "Leadership" },
        specialties: { from: ["Compilers", "Mathematics"], to: ["Poetical science"] },
        bio: { from: "Wrote the first program.", to: null },
      },
    });
  });

  it("deactivates (gone from /about) and activates again; features independently", async () => {
    const { body: created } = await add(ada);
    const off = await call(`/${created.id}`, { method: "PATCH", body: { is_active: false } });
    expect(off.body).toMatchObject({ is_active: false, is_featured: false });
    expect(await aboutHtml()).not.toContain("Ada Lovelace");
    const featured = await call(`/${created.id}`, { method: "PATCH", body: { is_featured: true } });
    expect(featured.body).toMatchObject({ is_active: false, is_featured: true });
    expect(await aboutHtml()).not.toContain("Ada Lovelace");
    await call(`/${created.id}`, { method: "PATCH", body: { is_active: true } });
    expect(await aboutHtml()).toContain("Ada Lovelace");
    expect((await lastAudit())!.changes).toEqual({ is_active: { from: false, to: true } });
  });

  it("answers 400 for bad input, 404 for an unknown member", async () => {
    const { body: created } = await add(ada);
    const blank = await call(`/${created.id}`, { method: "PATCH", body: { name: " " } });
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields!.name).toBe(TEAM_TEXT.required);
    const empty = await call(`/${created.id}`, { method: "PATCH", body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe(TEAM_TEXT.nothingToUpdate);
    expectNotFound(await call(`/${crypto.randomUUID()}`, { method: "PATCH", body: { is_active: false } }));
  });

  it("is for admins only", () => expectGuarded(`/${crypto.randomUUID()}`, "PATCH", { is_active: false }));
});

describe("DELETE /admin/team-members/{id}", () => {
  it("deletes, audited with what was deleted, and /about no longer shows it", async () => {
    const { body: created } = await add(ada);
    expect((await call(`/${created.id}`, { method: "DELETE" })).status).toBe(204);
    expect(await names()).toEqual([]);
    expect(await lastAudit()).toMatchObject({
      action: "delete",
      entity_id: created.id,
      changes: expect.objectContaining({ name: "Ada Lovelace" }),
    });
    expect(await aboutHtml()).not.toContain("Ada Lovelace");
    expect((await call(`/${created.id}`, { method: "DELETE" })).status).toBe(404);
  });

  it("is for admins only", () => expectGuarded(`/${crypto.randomUUID()}`, "DELETE"));
});
