import { normaliseQuote, normaliseSource, QuoteRequestCreateSchema } from "@common/schemas/quote-requests";
import { setUpTestDb } from "@tests/support/test-db";
import { describe, expect, it } from "vitest";
import { createQuoteRequest, screenQuoteSubmission } from ".";

const handle = setUpTestDb();

const input = QuoteRequestCreateSchema.parse({
  name: " Ada ",
  email: " ADA@Example.com",
  phone: " ",
  company: "",
  project_type: "Online Store",
  project_description: " Sell our engines ",
  budget_range: "Over $100,000",
  timeline: "6-12 months",
  project_title: "  ",
  features_needed: ["Online payments", "Online payments"],
  inspiration_references: null,
  special_requirements: undefined,
  referral_source: "LinkedIn",
});

describe("normaliseQuote (spec 1 §5.2)", () => {
  it("trims, lower-cases the e-mail, turns empty optional text into null and defaults the title", () => {
    expect(normaliseQuote(input)).toEqual({
      name: "Ada",
      email: "ada@example.com",
      phone: null,
      company: null,
      project_type: "Online Store",
      project_title: "Online Store",
      project_description: "Sell our engines",
      budget_range: "Over $100,000",
      timeline: "6-12 months",
      technologies_preferred: [],
      features_needed: ["Online payments"],
      platforms: [],
      inspiration_references: null,
      special_requirements: null,
      referral_source: "LinkedIn",
    });
  });

  it("keeps only same-site paths as the source", () => {
    expect(normaliseSource("/services/seo")).toBe("/services/seo");
    expect(normaliseSource("/a b")).toBeNull();
    expect(normaliseSource("/\\evil")).toBeNull();
    expect(normaliseSource("javascript:alert(1)")).toBeNull();
    expect(normaliseSource(null)).toBeNull();
  });
});

describe("quote request service", () => {
  it("stores status new and priority normal with the submission's metadata", async () => {
    const row = await createQuoteRequest(handle.db, input, {
      ip: "192.0.2.9",
      userAgent: "x".repeat(600),
      source: "/contact",
      userId: null,
    });
    expect(row).toMatchObject({
      status: "new",
      priority: "normal",
      ip_address: "192.0.2.9",
      source: "/contact",
    });
    expect(row.user_agent).toHaveLength(500);
  });

  it("screens the spam fields before the required fields", async () => {
    await expect(screenQuoteSubmission(handle.db, {}, "192.0.2.10")).rejects.toMatchObject({
      status: 400,
      code: "rejected",
    });
    await expect(
      screenQuoteSubmission(handle.db, { form_started_at: Date.now() - 10_000 }, "192.0.2.10"),
    ).rejects.toMatchObject({
      status: 400,
      code: "missing_required_fields",
      message: "Missing required fields",
    });
  });
});
