import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { requirementForms } from "../../../db/schema";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signInFirstAdmin()).cookie;
  const base = { project_description: "A new site", email: "x@example.com" };
  await t.db.insert(requirementForms).values([
    { ...base, name: "Ana Field", project_type: "Business Website", status: "new", priority: "high" },
    { ...base, name: "Ben Orchard", project_type: "Mobile App", status: "reviewing", priority: "normal" },
    {
      ...base,
      name: "Cy Meadow",
      project_type: "Online Store",
      status: "new",
      priority: "urgent",
      company: "Meadow Farms",
    },
  ]);
});
afterAll(() => t.close());

type Page = { items: { name: string; status: string }[]; total: number; error?: { code: string } };
const list = async (query = "", cookie = admin) => {
  const res = await t.request(`/api/v1/admin/quote-requests${query}`, { cookie });
  return { status: res.status, body: (await res.json()) as Page };
};

describe("GET /api/v1/admin/quote-requests", () => {
  it("pages the requests newest first", async () => {
    const { status, body } = await list("?pageSize=2");
    expect(status).toBe(200);
    expect(body.total).toBe(3);
    expect(body.items).toHaveLength(2);
  });

  it("filters by status and priority and searches names and companies", async () => {
    expect((await list("?status=new")).body.items.map((i) => i.name).sort()).toEqual([
      "Ana Field",
      "Cy Meadow",
    ]);
    expect((await list("?status=new&priority=urgent")).body.items.map((i) => i.name)).toEqual(["Cy Meadow"]);
    expect((await list("?q=meadow%20farms")).body.items.map((i) => i.name)).toEqual(["Cy Meadow"]);
    expect((await list("?sort=name")).body.items.map((i) => i.name)).toEqual([
      "Ana Field",
      "Ben Orchard",
      "Cy Meadow",
    ]);
  });

  it("refuses an unknown status", async () => {
    const { status, body } = await list("?status=done");
    expect(status).toBe(400);
    expect(body.error!.code).toBe("invalid_input");
  });

  it("is for admins with the permission only", async () => {
    expect((await list("", "")).status).toBe(401);
    const client = await t.signUpClient();
    expect((await list("", client.cookie)).status).toBe(403);
  });
});
