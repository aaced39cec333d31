import { STARTED_AT_FIELD } from "@common/spam";
import { user } from "@server/db/schema";
import { freshIp, type Json, json, setUpTestApp } from "@tests/support/test-app";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

const t = setUpTestApp();

async function requestQuote(cookie: string | undefined, title: string) {
  const res = await t.request("/api/v1/quote-requests", {
    cookie,
    ip: freshIp(),
    body: {
      name: "Casey Client",
      email: "casey@example.com",
      project_type: "Mobile App",
      project_description: "An app for our members.",
      budget_range: "Let's Discuss",
      timeline: "Flexible",
      project_title: title,
      [STARTED_AT_FIELD]: Date.now() - 60_000,
    },
  });
  expect(res.status).toBe(201);
  return json(res);
}

describe("GET /api/v1/account/quote-requests", () => {
  it("answers 401 to anonymous visitors", async () => {
    const res = await t.request("/api/v1/account/quote-requests");
    expect(res.status).toBe(401);
    expect((await json(res)).error.code).toBe("unauthorized");
  });

  it("shows each client only their own requests, newest first, paginated", async () => {
    const ada = await t.signUpClient();
    const bob = await t.signUpClient();
    await requestQuote(ada.cookie, "Ada one");
    await requestQuote(bob.cookie, "Bob one");
    await requestQuote(undefined, "Anonymous one");
    await requestQuote(ada.cookie, "Ada two");

    const adaList = await json(await t.request("/api/v1/account/quote-requests", { cookie: ada.cookie }));
    expect(adaList.total).toBe(2);
    expect(adaList.items.map((i: Json) => i.project_title)).toEqual(["Ada two", "Ada one"]);
    expect(Object.keys(adaList.items[0]).sort()).toEqual(
      ["budget_range", "created_at", "id", "project_title", "project_type", "status", "timeline"].sort(),
    );
    expect(adaList.items[0]).toMatchObject({
      project_type: "Mobile App",
      status: "new",
      budget_range: "Let's Discuss",
      timeline: "Flexible",
    });
    expect(new Date(adaList.items[0].created_at).toISOString()).toBe(adaList.items[0].created_at);

    const bobList = await json(await t.request("/api/v1/account/quote-requests", { cookie: bob.cookie }));
    expect(bobList.items.map((i: Json) => i.project_title)).toEqual(["Bob one"]);

    const page2 = await json(
      await t.request("/api/v1/account/quote-requests?page=2&pageSize=1", { cookie: ada.cookie }),
    );
    expect(page2).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(page2.items.map((i: Json) => i.project_title)).toEqual(["Ada one"]);

    const bad = await t.request("/api/v1/account/quote-requests?sort=-email", { cookie: ada.cookie });
    expect(bad.status).toBe(400);
  });
});

describe("PATCH /api/v1/account/profile", () => {
  const patch = (body: unknown, cookie?: string) =>
    t.request("/api/v1/account/profile", { method: "PATCH", body, cookie });

  it("answers 401 to anonymous visitors", async () => {
    const res = await patch({ firstName: "A", lastName: "B", company: "" });
    expect(res.status).toBe(401);
  });

  it("updates the names, the company and the display name", async () => {
    const { cookie, email } = await t.signUpClient();
    const res = await patch({ firstName: "  Grace ", lastName: "Hopper ", company: " Navy " }, cookie);
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      email,
      firstName: "Grace",
      lastName: "Hopper",
      company: "Navy",
      name: "Grace Hopper",
    });
    const [row] = await t.db.select().from(user).where(eq(user.email, email));
    expect(row).toMatchObject({
      firstName: "Grace",
      lastName: "Hopper",
      company: "Navy",
      name: "Grace Hopper",
    });

    // The session answers the new profile too.
    const session = await json(await t.request("/api/v1/auth/session", { cookie }));
    expect(session.user).toMatchObject({ firstName: "Grace", lastName: "Hopper", company: "Navy" });

    const cleared = await json(await patch({ firstName: "Grace", lastName: "Hopper", company: "" }, cookie));
    expect(cleared.company).toBeNull();
  });

  it("validates the input and changes nothing when it is invalid", async () => {
    const { cookie, email } = await t.signUpClient();
    const res = await patch({ firstName: " ", lastName: "x".repeat(101), company: "Acme" }, cookie);
    expect(res.status).toBe(400);
    const { error } = await json(res);
    expect(error.fields.firstName).toBe("First name is required");
    expect(error.fields.lastName).toBeDefined();
    const [row] = await t.db.select().from(user).where(eq(user.email, email));
    expect(row).toMatchObject({ firstName: "Casey", lastName: "Client", company: "Acme" });
  });

  it("cannot change the e-mail or the role", async () => {
    const { cookie, email } = await t.signUpClient();
    const res = await patch(
      { firstName: "Eve", lastName: "Sneaky", company: "", email: "new@example.com", role: "admin" },
      cookie,
    );
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(user).where(eq(user.email, email));
    expect(row).toMatchObject({ role: "client", firstName: "Eve" });
  });
});
