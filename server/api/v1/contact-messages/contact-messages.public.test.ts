import { HONEYPOT_FIELD, SPAM_TEXT, STARTED_AT_FIELD } from "@common/spam";
import { contactFormFields, contactMessages } from "@server/db/schema";
import { defaultContactFormFields } from "@server/db/seed-content";
import { freshIp, type Json, json, setUpTestApp } from "@tests/support/test-app";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

const t = setUpTestApp();
beforeAll(async () => {
  // Beyond the four seeded fields (name, email, company, message), inserted out of order.
  await t.db.insert(contactFormFields).values([
    {
      field_name: "consent",
      field_label: "I agree to be contacted",
      field_type: "checkbox",
      is_required: true,
      order_index: 8,
    },
    {
      field_name: "newsletter",
      field_label: "Send me the newsletter",
      field_type: "checkbox",
      order_index: 7,
    },
    {
      field_name: "budget",
      field_label: "Budget",
      field_type: "select",
      field_options: ["Under $5,000", "$5,000 - $15,000", "Let's Discuss"],
      is_required: true,
      order_index: 6,
    },
    { field_name: "phone", field_label: "Phone", field_type: "tel", order_index: 5 },
    {
      field_name: "legacy",
      field_label: "Old question",
      field_type: "text",
      is_required: true,
      is_active: false,
      order_index: 2,
    },
  ]);
});

const valid = {
  name: "Jane Smith",
  email: "jane@example.com",
  company: "Green Valley Farms",
  message: "We would like a new website for our farm shop.",
  phone: "+1 (555) 010-0123",
  budget: "$5,000 - $15,000",
  newsletter: true,
  consent: true,
};

function submit(fields: Record<string, unknown>, options: { ip?: string; extra?: Json; ua?: string } = {}) {
  return t.request("/api/v1/contact-messages", {
    body: { fields, [HONEYPOT_FIELD]: "", [STARTED_AT_FIELD]: Date.now() - 10_000, ...options.extra },
    ip: options.ip ?? freshIp(),
    headers: options.ua ? { "user-agent": options.ua } : undefined,
  });
}

async function storedCount() {
  const [row] = await t.db.select({ n: count() }).from(contactMessages);
  return row!.n;
}

describe("GET /api/v1/contact-form-fields", () => {
  it("answers the active fields only, in order, without the admin columns", async () => {
    const res = await t.request("/api/v1/contact-form-fields");
    expect(res.status).toBe(200);
    const { items } = await json(res);
    expect(items.map((f: Json) => f.field_name)).toEqual([
      "name",
      "email",
      "company",
      "message",
      "phone",
      "budget",
      "newsletter",
      "consent",
    ]);
    // The seeded "Full Name" field as stored, less is_active (an admin column).
    const { is_active: _, ...seeded } = defaultContactFormFields[0]!;
    expect(seeded.field_label).toBe("Full Name");
    expect(items[0]).toEqual({ id: expect.any(String), ...seeded });
    expect(items.find((f: Json) => f.field_name === "budget").field_options).toEqual([
      "Under $5,000",
      "$5,000 - $15,000",
      "Let's Discuss",
    ]);
  });
});

describe("POST /api/v1/contact-messages", () => {
  it("stores a valid message with the request's address and browser, extra answers included", async () => {
    const res = await submit(
      { ...valid, legacy: "ignored: inactive", is_admin: true, status: "replied" },
      {
        ip: "203.0.113.7",
        ua: "Mozilla/5.0 (X11; Linux x86_64) ContactTest/1.0",
        extra: { ip_address: "6.6.6.6", user_agent: "forged", status: "archived", priority: "urgent" },
      },
    );
    expect(res.status).toBe(201);
    const body = await json(res);
    expect(body).toEqual({ id: expect.any(String), created_at: expect.any(String) });
    expect(Number.isNaN(Date.parse(body.created_at))).toBe(false);

    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, body.id));
    expect(row).toMatchObject({
      name: "Jane Smith",
      email: "jane@example.com",
      company: "Green Valley Farms",
      message: "We would like a new website for our farm shop.",
      status: "new",
      priority: "normal",
      source: "contact_form",
      ip_address: "203.0.113.7",
      user_agent: "Mozilla/5.0 (X11; Linux x86_64) ContactTest/1.0",
      admin_notes: null,
      replied_at: null,
    });
    expect(row!.extra_fields).toEqual({
      phone: "+1 (555) 010-0123",
      budget: "$5,000 - $15,000",
      newsletter: true,
      consent: true,
    });
  });

  it("trims answers, leaves an empty optional field out and stores company as null", async () => {
    const res = await submit({
      ...valid,
      name: "  Sam Lee  ",
      company: "   ",
      phone: "",
      newsletter: false,
    });
    expect(res.status).toBe(201);
    const [row] = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, (await json(res)).id));
    expect(row).toMatchObject({ name: "Sam Lee", company: null });
    expect(row!.extra_fields).toEqual({ budget: "$5,000 - $15,000", newsletter: false, consent: true });
  });

  it("answers 400 with a message per missing required field, and stores nothing", async () => {
    const before = await storedCount();
    const res = await submit({ company: "Only a company" });
    expect(res.status).toBe(400);
    const { error } = await json(res);
    expect(error.code).toBe("invalid_input");
    expect(error.message).toBe("Full Name is required");
    expect(error.fields).toEqual({
      name: "Full Name is required",
      email: "Email Address is required",
      message: "Message is required",
      budget: "Budget is required",
      consent: "I agree to be contacted is required",
    });
    expect(await storedCount()).toBe(before);
  });

  it("refuses an invalid email, an unknown option, a bad phone, a short message and an unchecked box", async () => {
    const before = await storedCount();
    const res = await submit({
      ...valid,
      email: "jane-at-example",
      budget: "A million dollars",
      phone: "call me",
      message: "Hi",
      consent: false,
    });
    expect(res.status).toBe(400);
    const { error } = await json(res);
    expect(error.fields).toEqual({
      email: "Please enter a valid email",
      budget: "Please choose one of the options for Budget",
      phone: "Please enter a valid phone number",
      message: "Message must be at least 10 characters",
      consent: "I agree to be contacted is required",
    });

    const wrongTypes = await submit({ ...valid, name: 42, newsletter: "yes" });
    expect(wrongTypes.status).toBe(400);
    expect((await json(wrongTypes)).error.fields).toEqual({
      name: "Full Name must be text",
      newsletter: "Send me the newsletter must be checked or left unchecked",
    });

    const tooLong = await submit({ ...valid, message: "x".repeat(5001) });
    expect((await json(tooLong)).error.fields).toEqual({
      message: "Message must be at most 5000 characters",
    });
    expect(await storedCount()).toBe(before);
  });

  it("applies a field's validation rules and follows changes to the configuration", async () => {
    await t.db
      .update(contactFormFields)
      .set({ validation_rules: { pattern: "^[A-Z]{2}-\\d{3}$", patternMessage: "Use a code like AB-123" } })
      .where(eq(contactFormFields.field_name, "company"));
    const bad = await submit({ ...valid, company: "acme" });
    expect((await json(bad)).error.fields).toEqual({ company: "Use a code like AB-123" });
    expect((await submit({ ...valid, company: "AB-123" })).status).toBe(201);
    await t.db
      .update(contactFormFields)
      .set({ validation_rules: null })
      .where(eq(contactFormFields.field_name, "company"));

    // Without an active "name" field the sender is stored as Anonymous.
    await t.db
      .update(contactFormFields)
      .set({ is_active: false })
      .where(eq(contactFormFields.field_name, "name"));
    try {
      const res = await submit({ ...valid, name: "Not asked for" });
      expect(res.status).toBe(201);
      const [row] = await t.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.id, (await json(res)).id));
      expect(row!.name).toBe("Anonymous");
    } finally {
      await t.db
        .update(contactFormFields)
        .set({ is_active: true })
        .where(eq(contactFormFields.field_name, "name"));
    }
  });

  it("refuses a filled honeypot and a too-fast submission before looking at the answers", async () => {
    const before = await storedCount();
    const honeypot = await submit(valid, { extra: { [HONEYPOT_FIELD]: "https://spam.example" } });
    expect(honeypot.status).toBe(400);
    expect((await json(honeypot)).error).toMatchObject({ code: "rejected", message: SPAM_TEXT.rejected });

    const tooFast = await submit({}, { extra: { [STARTED_AT_FIELD]: Date.now() - 500 } });
    expect(tooFast.status).toBe(400);
    const tooFastError = (await json(tooFast)).error;
    expect(tooFastError).toMatchObject({ code: "rejected", message: SPAM_TEXT.rejected });
    expect(tooFastError.fields).toBeUndefined();

    const noStart = await t.request("/api/v1/contact-messages", { body: { fields: valid }, ip: freshIp() });
    expect(noStart.status).toBe(400);
    expect(await storedCount()).toBe(before);
  });

  it("limits submissions per address", async () => {
    const ip = "203.0.113.99";
    for (let i = 0; i < 5; i++) expect((await submit(valid, { ip })).status).toBe(201);
    const before = await storedCount();
    const limited = await submit(valid, { ip });
    expect(limited.status).toBe(429);
    expect((await json(limited)).error).toMatchObject({ code: "rate_limited", message: SPAM_TEXT.tooMany });
    expect(await storedCount()).toBe(before);
    expect((await submit(valid, { ip: "203.0.113.100" })).status).toBe(201);
  });
});
