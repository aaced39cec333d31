import { HONEYPOT_FIELD, SPAM_TEXT, STARTED_AT_FIELD } from "@common/spam";
import { requirementForms, user } from "@server/db/schema";
import { createTestApp, freshIp, type Json, json, setUpTestApp } from "@tests/support/test-app";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

const t = setUpTestApp();

const valid = () => ({
  name: "  Grace Hopper ",
  email: " Grace.Hopper@Example.COM ",
  phone: "",
  company: "  ",
  project_type: "Business Website",
  project_description: " A new site for our compiler consultancy. ",
  budget_range: "$5,000 - $15,000",
  timeline: "1-3 months",
  project_title: "",
  features_needed: ["Online payments", "Search functionality"],
  platforms: ["Website (works on computers & phones)"],
  inspiration_references: "",
  special_requirements: " Accessible to screen readers ",
  referral_source: "",
  technologies_preferred: ["React", " Postgres "],
  source: "/services/seo",
  [HONEYPOT_FIELD]: "",
  [STARTED_AT_FIELD]: Date.now() - 60_000,
});

function submit(body: Json, init: { ip?: string; cookie?: string; headers?: Record<string, string> } = {}) {
  return t.request("/api/v1/quote-requests", { body, ip: init.ip ?? freshIp(), ...init });
}

async function count() {
  return (await t.db.select({ id: requirementForms.id }).from(requirementForms)).length;
}

describe("POST /api/v1/quote-requests", () => {
  it("stores a normalised request with the request's address and browser, and answers the row", async () => {
    const res = await submit(valid(), {
      ip: "203.0.113.5",
      headers: { "user-agent": "Mozilla/5.0 (QuoteTest)" },
    });
    expect(res.status).toBe(201);
    const body = await json(res);
    expect(body).toMatchObject({
      name: "Grace Hopper",
      email: "grace.hopper@example.com",
      phone: null,
      company: null,
      project_type: "Business Website",
      project_title: "Business Website",
      project_description: "A new site for our compiler consultancy.",
      budget_range: "$5,000 - $15,000",
      timeline: "1-3 months",
      features_needed: ["Online payments", "Search functionality"],
      platforms: ["Website (works on computers & phones)"],
      technologies_preferred: ["React", "Postgres"],
      inspiration_references: null,
      special_requirements: "Accessible to screen readers",
      referral_source: null,
      status: "new",
      priority: "normal",
      ip_address: "203.0.113.5",
      user_agent: "Mozilla/5.0 (QuoteTest)",
      source: "/services/seo",
      user_id: null,
    });
    expect(new Date(body.created_at).toISOString()).toBe(body.created_at);
    expect(body[HONEYPOT_FIELD]).toBeUndefined();

    const [stored] = await t.db.select().from(requirementForms).where(eq(requirementForms.id, body.id));
    expect(stored).toMatchObject({
      email: "grace.hopper@example.com",
      ip_address: "203.0.113.5",
      user_agent: "Mozilla/5.0 (QuoteTest)",
      source: "/services/seo",
      status: "new",
      priority: "normal",
      project_title: "Business Website",
      company: null,
    });
  });

  it("stores submissions that arrive together, each answered its own row", async () => {
    const before = await count();
    const names = Array.from({ length: 25 }, (_, i) => `Visitor ${i}`);
    const sent = await Promise.all(names.map((name) => submit({ ...valid(), name })));
    expect(sent.map((res) => res.status)).toEqual(names.map(() => 201));
    const answered = await Promise.all(sent.map(json));
    expect(answered.map((row) => row.name)).toEqual(names);
    expect(new Set(answered.map((row) => row.id)).size).toBe(names.length);
    expect(await count()).toBe(before + names.length);
  });

  it("stores each row's own fields when groups of one size arrive again (the insert is kept, not rebuilt)", async () => {
    for (const round of [1, 2]) {
      const people = Array.from({ length: 4 }, (_, i) => ({
        name: `Round ${round} Visitor ${i}`,
        technologies_preferred: [`Tech ${round}.${i}`],
        company: i % 2 ? `Company ${i}` : "",
      }));
      const answered = await Promise.all(
        people.map(async (person) => json(await submit({ ...valid(), ...person }))),
      );
      for (const [i, person] of people.entries()) {
        const [row] = await t.db
          .select()
          .from(requirementForms)
          .where(eq(requirementForms.name, person.name));
        expect(answered[i]).toMatchObject({ name: person.name, id: row?.id });
        expect(row).toMatchObject({
          technologies_preferred: person.technologies_preferred,
          company: person.company || null,
          status: "new",
        });
      }
    }
  });

  it("never takes the address, status or owner from the body", async () => {
    const res = await submit(
      {
        ...valid(),
        project_title: "  My own title ",
        ip_address: "6.6.6.6",
        status: "accepted",
        priority: "urgent",
        user_id: crypto.randomUUID(),
      },
      { ip: "203.0.113.77" },
    );
    expect(res.status).toBe(201);
    const body = await json(res);
    expect(body).toMatchObject({
      ip_address: "203.0.113.77",
      status: "new",
      priority: "normal",
      user_id: null,
      project_title: "My own title",
    });
  });

  it("keeps only a relative path of at most 200 characters as the source", async () => {
    const sources: [unknown, string | null][] = [
      ["/account", "/account"],
      ["https://evil.example/x", null],
      ["//evil.example/x", null],
      ["services/seo", null],
      [`/${"a".repeat(200)}`, null],
      [42, null],
      [undefined, null],
    ];
    for (const [source, expected] of sources) {
      const res = await submit({ ...valid(), source });
      expect(res.status, String(source)).toBe(201);
      expect((await json(res)).source, String(source)).toBe(expected);
    }
  });

  it('answers "Missing required fields" and stores nothing when a required field is missing', async () => {
    const before = await count();
    for (const missing of ["name", "email", "project_type", "project_description"]) {
      const body: Json = valid();
      if (missing === "email") body.email = "   ";
      else delete body[missing];
      const res = await submit(body);
      expect(res.status, missing).toBe(400);
      const { error } = await json(res);
      expect(error.code).toBe("missing_required_fields");
      expect(error.message).toBe("Missing required fields");
      expect(Object.keys(error.fields)).toEqual([missing]);
    }
    const res = await submit({ [STARTED_AT_FIELD]: Date.now() - 60_000 });
    expect((await json(res)).error).toMatchObject({
      message: "Missing required fields",
      fields: {
        name: "Name is required",
        email: "Email is required",
        project_type: "Project type is required",
        project_description: "Project description is required",
      },
    });
    expect(await count()).toBe(before);
  });

  it("answers the spec's field messages for other invalid input", async () => {
    const before = await count();
    const cases: [Json, string, string][] = [
      [{ email: "not-an-email" }, "email", "Please enter a valid email"],
      [{ budget_range: "" }, "budget_range", "Budget range is required"],
      [{ timeline: undefined }, "timeline", "Timeline is required"],
      [{ project_type: "Spaceship" }, "project_type", "Please choose a project type from the list"],
      [{ budget_range: "A million" }, "budget_range", "Please choose a budget range from the list"],
      [{ timeline: "Yesterday" }, "timeline", "Please choose a timeline from the list"],
      [{ features_needed: ["Teleportation"] }, "features_needed.0", "Please choose features from the list"],
      [{ platforms: ["Fax"] }, "platforms.0", "Please choose platforms from the list"],
      [
        { referral_source: "Carrier pigeon" },
        "referral_source",
        "Please choose a referral source from the list",
      ],
      [{ name: "x".repeat(201) }, "name", "Must be at most 200 characters"],
    ];
    for (const [patch, field, message] of cases) {
      const res = await submit({ ...valid(), ...patch });
      expect(res.status, field).toBe(400);
      const { error } = await json(res);
      expect(error.code, field).toBe("invalid_input");
      expect(error.fields[field], field).toBe(message);
    }
    expect(await count()).toBe(before);
  });

  it("refuses a filled honeypot and a too-fast submission", async () => {
    const before = await count();
    const trap = await submit({ ...valid(), [HONEYPOT_FIELD]: "http://spam.example" });
    expect(trap.status).toBe(400);
    expect((await json(trap)).error.message).toBe(SPAM_TEXT.rejected);

    const fast = await submit({ ...valid(), [STARTED_AT_FIELD]: Date.now() - 500 });
    expect(fast.status).toBe(400);
    expect((await json(fast)).error.message).toBe(SPAM_TEXT.rejected);

    const noStart = await submit({ ...valid(), [STARTED_AT_FIELD]: undefined });
    expect(noStart.status).toBe(400);
    expect(await count()).toBe(before);
  });

  it("limits one address to five submissions in ten minutes (the sixth gets 429)", async () => {
    const ip = "192.0.2.66";
    for (let i = 0; i < 5; i++) expect((await submit(valid(), { ip })).status).toBe(201);
    const before = await count();
    const sixth = await submit(valid(), { ip });
    expect(sixth.status).toBe(429);
    expect((await json(sixth)).error.message).toBe(SPAM_TEXT.tooMany);
    expect(await count()).toBe(before);
    // Another address is not affected.
    expect((await submit(valid(), { ip: "192.0.2.67" })).status).toBe(201);
  });

  it("takes its limit from FORM_RATE_LIMIT_MAX", async () => {
    const strict = await createTestApp({ FORM_RATE_LIMIT_MAX: "1" });
    try {
      const send = () => strict.request("/api/v1/quote-requests", { body: valid(), ip: "192.0.2.68" });
      expect((await send()).status).toBe(201);
      expect((await send()).status).toBe(429);
    } finally {
      await strict.close();
    }
  });

  it("links the request to the signed-in client", async () => {
    const { cookie, email } = await t.signUpClient();
    const res = await submit(valid(), { cookie });
    expect(res.status).toBe(201);
    const body = await json(res);
    const [client] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    expect(body.user_id).toBe(client!.id);
  });

  it("is documented in the OpenAPI document as a public route", async () => {
    const doc = await json(await t.request("/api/v1/openapi.json"));
    const op = doc.paths["/quote-requests"].post;
    expect(op.security).toBeUndefined();
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(["201", "400", "429"]));
    expect(op.requestBody.content["application/json"].schema).toBeDefined();
  });
});
