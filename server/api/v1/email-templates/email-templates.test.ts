import { EMAIL_TEMPLATE_TEXT, type EmailTemplate } from "@common/schemas/email-templates";
import { emailTemplates } from "@server/db/schema";
import { expectInvalid, setUpAdminApi, signUpAdminWith } from "@tests/support/admin-api";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

const api = setUpAdminApi<EmailTemplate>("email-templates");
const { call, add, patch, remove, auditOf } = api;

const sample = {
  name: "Kick-off invitation",
  subject: "Let's start {{project_title}}",
  body_html: "<p>Hi {{name}}, shall we meet?</p>",
  template_type: "project_update",
  variables: ["name", "project_title", "name"],
};

const setUsage = (id: string, n: number) =>
  api.t.db.update(emailTemplates).set({ usage_count: n }).where(eq(emailTemplates.id, id));

const defaultsOf = async (type: string) =>
  (await call(`?template_type=${type}&pageSize=100`)).body.items.filter((r) => r.is_default).map((r) => r.id);

describe("GET /admin/email-templates", () => {
  it("lists the seeded templates, one default per type, newest first", async () => {
    const { status, body } = await call("?pageSize=100");
    expect(status).toBe(200);
    expect(body.total).toBe(8);
    expect(new Set(body.items.map((r) => r.template_type)).size).toBe(8);
    expect(body.items.every((r) => r.is_default && r.is_active && r.usage_count === 0)).toBe(true);
  });

  it("searches name, subject and description, filters by type and active, and pages on the server", async () => {
    const created = (await add({ ...sample, description: "For the zebra launch", is_active: false })).body;
    expect((await call("?q=zebra")).body.items.map((r) => r.id)).toEqual([created.id]);
    expect((await call(`?q=${encodeURIComponent("Let's start")}`)).body.items.map((r) => r.id)).toEqual([
      created.id,
    ]);
    const inactive = (await call("?is_active=false")).body;
    expect(inactive.items.map((r) => r.id)).toEqual([created.id]);
    const updates = (await call("?template_type=project_update")).body;
    expect(updates.items.map((r) => r.template_type)).toEqual(["project_update", "project_update"]);
    expect((await call("?template_type=project_update&is_active=true")).body.total).toBe(1);
    const page = (await call("?pageSize=3&page=3")).body;
    expect(page).toMatchObject({ total: 9, page: 3, pageSize: 3 });
    expect(page.items).toHaveLength(3);
    // Newest first.
    expect((await call("?pageSize=1")).body.items[0]!.id).toBe(created.id);
    expect((await call("?template_type=nope")).status).toBe(400);
    expect((await call("?sort=password")).status).toBe(400);
    await remove(created.id);
  });

  it("is for admins only", () => api.expectGuarded("", "GET"));
});

describe("GET /admin/email-templates/stats", () => {
  it("counts total, active, defaults and usage in SQL", async () => {
    const before = (
      await call<{ total: number; active: number; defaults: number; total_usage: number }>("/stats")
    ).body;
    expect(before).toEqual({ total: 8, active: 8, defaults: 8, total_usage: 0 });
    const created = (await add({ ...sample, is_active: false })).body;
    await setUsage(created.id, 5);
    expect((await call("/stats")).body).toEqual({ total: 9, active: 8, defaults: 8, total_usage: 5 });
    await remove(created.id);
  });

  it("is for admins only", () => api.expectGuarded("/stats", "GET"));
});

describe("POST /admin/email-templates", () => {
  it("creates with usage_count 0 and unique variables, audited", async () => {
    const { status, body } = await add({ ...sample, usage_count: 40 });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      name: sample.name,
      category: "general",
      variables: ["name", "project_title"],
      is_active: true,
      is_default: false,
      usage_count: 0,
      body_text: null,
    });
    expect((await auditOf({ id: body.id })).map((a) => a.action)).toEqual(["create"]);
    await remove(body.id);
  });

  it("makes a new default the only default of its type", async () => {
    const [seeded] = await defaultsOf("welcome");
    const { body } = await add({ ...sample, template_type: "welcome", is_default: true });
    expect(await defaultsOf("welcome")).toEqual([body.id]);
    // Other types keep theirs.
    expect(await defaultsOf("follow_up")).toHaveLength(1);
    await patch(seeded!, { is_default: true });
    expect(await defaultsOf("welcome")).toEqual([seeded]);
    await remove(body.id);
  });

  it("cannot hold two defaults of one type, even written past the API (unique index)", async () => {
    const insert = api.t.db
      .insert(emailTemplates)
      .values({ name: "Second", subject: "s", body_html: "b", template_type: "welcome", is_default: true });
    await expect(insert).rejects.toThrow();
    expect(await defaultsOf("welcome")).toHaveLength(1);
  });

  it("answers 400 with the spec's message for missing required fields", async () => {
    expectInvalid(await add({ name: " ", subject: "", body_html: "" }), {
      name: EMAIL_TEMPLATE_TEXT.required,
      subject: EMAIL_TEMPLATE_TEXT.required,
      body_html: EMAIL_TEMPLATE_TEXT.required,
    });
    expectInvalid(await add({ ...sample, variables: ["first name"] }), {
      "variables.0": EMAIL_TEMPLATE_TEXT.variableName,
    });
    expect((await add({ ...sample, template_type: "spam" })).status).toBe(400);
  });

  it("is for admins only", () => api.expectGuarded("", "POST", sample));
});

describe("GET, PATCH and DELETE /admin/email-templates/{id}", () => {
  it("reads, changes only what is sent (audited), and deletes", async () => {
    const created = (await add(sample)).body;
    expect((await call(`/${created.id}`)).body).toMatchObject({ name: sample.name });
    const updated = await patch(created.id, { is_active: false, subject: "New {{name}}" });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ is_active: false, subject: "New {{name}}", name: sample.name });
    expect((await auditOf({ id: created.id }))[0]!.changes).toEqual({
      is_active: { from: true, to: false },
      subject: { from: sample.subject, to: "New {{name}}" },
    });
    expectInvalid(await patch(created.id, { name: "" }), { name: EMAIL_TEMPLATE_TEXT.required });
    expect((await remove(created.id)).status).toBe(204);
    expect((await auditOf({ id: created.id }))[0]).toMatchObject({ action: "delete" });
    expect((await call(`/${created.id}`)).status).toBe(404);
  });

  it("moves the default when a template becomes its type's default or changes type", async () => {
    const [seeded] = await defaultsOf("custom");
    const created = (await add({ ...sample, template_type: "custom" })).body;
    await patch(created.id, { is_default: true });
    expect(await defaultsOf("custom")).toEqual([created.id]);
    // A default that changes type becomes the default of its new type.
    const [followUp] = await defaultsOf("follow_up");
    await patch(created.id, { template_type: "follow_up" });
    expect(await defaultsOf("follow_up")).toEqual([created.id]);
    expect(await defaultsOf("custom")).toEqual([]);
    await patch(seeded!, { is_default: true });
    await patch(followUp!, { is_default: true });
    await remove(created.id);
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    await api.expectUnknownItem({ is_active: false });
    expect((await call("/not-a-uuid")).status).toBe(400);
  });

  it("is for admins only", () => api.expectItemGuarded({ is_active: false }));
});

describe("POST /admin/email-templates/{id}/duplicate", () => {
  it('copies as "<name> (Copy)", not default, usage 0, audited as a duplicate', async () => {
    const [welcome] = await defaultsOf("welcome");
    const original = (await call(`/${welcome}`)).body;
    await setUsage(welcome!, 3);
    const { status, body } = await call(`/${welcome}/duplicate`, { method: "POST" });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      name: `${original.name} (Copy)`,
      subject: original.subject,
      body_html: original.body_html,
      variables: original.variables,
      template_type: "welcome",
      is_default: false,
      usage_count: 0,
    });
    expect(body.id).not.toBe(welcome);
    expect(await defaultsOf("welcome")).toEqual([welcome]);
    expect((await auditOf({ id: body.id }))[0]).toMatchObject({
      action: "duplicate",
      changes: expect.objectContaining({ source_id: welcome }),
    });
    // A long name is cut so that the suffix fits.
    const long = (await add({ ...sample, name: "x".repeat(120) })).body;
    const copy = (await call(`/${long.id}/duplicate`, { method: "POST" })).body;
    expect(copy.name).toBe(`${"x".repeat(113)} (Copy)`);
    await remove(copy.id);
    await remove(long.id);
    await remove(body.id);
    await setUsage(welcome!, 0);
  });

  it("answers 404 for an unknown template", async () => {
    expect((await call(`/${crypto.randomUUID()}/duplicate`, { method: "POST" })).status).toBe(404);
  });

  it("is for admins only", () => api.expectGuarded(`/${crypto.randomUUID()}/duplicate`, "POST"));
});

describe("permissions", () => {
  it("lets an admin who may only read templates list them, but not create, change, copy or delete", async () => {
    const reader = await signUpAdminWith(api.t, api.admin, ["email_templates:read"]);
    const [welcome] = await defaultsOf("welcome");
    expect((await call("", { cookie: reader })).status).toBe(200);
    expect((await call("/stats", { cookie: reader })).status).toBe(200);
    expect((await call(`/${welcome}`, { cookie: reader })).status).toBe(200);
    expect((await call("", { method: "POST", body: sample, cookie: reader })).status).toBe(403);
    expect((await patch(welcome!, { is_active: false }, reader)).status).toBe(403);
    expect((await call(`/${welcome}/duplicate`, { method: "POST", cookie: reader })).status).toBe(403);
    expect((await remove(welcome!, reader)).status).toBe(403);
    expect((await call("/stats")).body).toMatchObject({ total: 8, active: 8 });
  });
});
