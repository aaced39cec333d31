import { setUpTestDb } from "@tests/support/test-db";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { DbHandle } from "./client";
import {
  contactFormFields,
  emailTemplates,
  projects,
  requirementForms,
  services,
  siteSettings,
  testimonials,
} from "./schema";
import { seedDefaults } from "./seed";

const handle = setUpTestDb();

const total = async (table: Parameters<DbHandle["db"]["select"]>[0] extends never ? never : any) => {
  const [row] = await handle.db.select({ n: count() }).from(table);
  return row!.n;
};

describe("default content", () => {
  it("is seeded once on an empty database", async () => {
    expect(await seedDefaults(handle.db)).toBe(true);
    expect(await total(siteSettings)).toBe(1);
    expect(await total(services)).toBe(12);
    expect(await total(projects)).toBe(3);
    expect(await total(testimonials)).toBe(3);
    expect(await total(contactFormFields)).toBe(4);
    expect(await total(emailTemplates)).toBe(8);

    expect(await seedDefaults(handle.db)).toBe(false);
    expect(await total(services)).toBe(12);
  });

  it("is not seeded again after staff delete the defaults", async () => {
    await handle.db.delete(services);
    expect(await seedDefaults(handle.db)).toBe(false);
    expect(await total(services)).toBe(0);
  });

  it("uses the spec's settings defaults", async () => {
    const [settings] = await handle.db.select().from(siteSettings);
    expect(settings).toMatchObject({
      site_tagline: "Simplifying Technology",
      primary_color: "#2563EB",
      secondary_color: "#4F46E5",
      accent_color: "#10B981",
      font_family: "Inter",
      font_size: "16",
      line_height: "1.6",
      timezone: "America/Los_Angeles",
      map_zoom_level: 15,
      is_maintenance_mode: false,
      maintenance_message: "We're currently performing maintenance. Please check back soon.",
    });
    expect(settings!.business_hours!.sunday!.closed).toBe(true);
    expect(settings!.business_hours!.monday).toEqual({ open: "09:00", close: "17:00", closed: false });
  });

  it("has one template per template type and the default contact fields in order", async () => {
    const types = (await handle.db.select().from(emailTemplates)).map((t) => t.template_type).sort();
    expect(types).toEqual([
      "contact_response",
      "custom",
      "follow_up",
      "project_update",
      "quote_request",
      "quote_response",
      "requirement_response",
      "welcome",
    ]);
    const fields = await handle.db.select().from(contactFormFields).orderBy(contactFormFields.order_index);
    expect(fields.map((f) => f.field_name)).toEqual(["name", "email", "company", "message"]);
  });
});

describe("constraints", () => {
  it("rejects a rating outside 1-5", async () => {
    await expect(
      handle.db.insert(testimonials).values({ name: "N", role: "R", content: "C", rating: 6 }),
    ).rejects.toThrow();
  });

  it("rejects unknown status and priority values", async () => {
    const base = { name: "N", email: "n@example.com", project_type: "Other", project_description: "D" };
    await expect(handle.db.insert(requirementForms).values({ ...base, status: "done" })).rejects.toThrow();
    await expect(
      handle.db.insert(requirementForms).values({ ...base, priority: "whenever" }),
    ).rejects.toThrow();
    const [row] = await handle.db.insert(requirementForms).values(base).returning();
    expect(row).toMatchObject({ status: "new", priority: "normal" });
  });

  it("keeps service slugs unique and well-formed", async () => {
    const service = { title: "T", slug: "unique-slug", description: "D" };
    await handle.db.insert(services).values(service);
    await expect(handle.db.insert(services).values(service)).rejects.toThrow();
    await expect(handle.db.insert(services).values({ ...service, slug: "Bad Slug" })).rejects.toThrow();
  });

  it("allows only one site settings row", async () => {
    await expect(handle.db.insert(siteSettings).values({ site_name: "Second" })).rejects.toThrow();
    const rows = await handle.db.select().from(siteSettings).where(eq(siteSettings.site_name, "Second"));
    expect(rows).toHaveLength(0);
  });
});
