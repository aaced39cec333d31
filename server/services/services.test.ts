import { setUpTestDb } from "@tests/support/test-db";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { services } from "../db/schema";
import { seedDefaults } from "../db/seed";
import { defaultServices } from "../db/seed-services";
import { getServicePage, listNavServices, listPublicServices } from "./services";

const handle = setUpTestDb();

beforeAll(async () => {
  await seedDefaults(handle.db);
});

describe("services", () => {
  it("lists every visible service in order and finds one by slug", async () => {
    const list = await listPublicServices(handle.db);
    expect(list.map((s) => s.slug)).toEqual(defaultServices.map((s) => s.slug));
    expect(list).toHaveLength(12);
    await handle.db.update(services).set({ order_index: 0 }).where(eq(services.slug, "technical-services"));
    expect((await listPublicServices(handle.db))[0]!.slug).toBe("technical-services");
    expect((await getServicePage(handle.db, "web-development"))?.title).toBe("Web Development");
    expect(await getServicePage(handle.db, "no-such-service")).toBeNull();
  });

  it("seeds the twelve service pages of spec 1 with their whole page", async () => {
    const page = await getServicePage(handle.db, "seo");
    expect(page).toMatchObject({ title: "SEO", icon: "Search", hidden: false, picture: null });
    expect(page?.headline).toMatch(/Get found/);
    expect(page?.intro).toContain("\n\n");
    for (const key of ["included", "process", "deliverables", "audience"] as const) {
      expect(page?.[key].length, key).toBeGreaterThan(2);
    }
    expect(page?.seo_description?.length).toBeLessThanOrEqual(160);
    expect((await getServicePage(handle.db, "agriculture-tech"))?.project_categories).toEqual([
      "Agriculture Tech",
    ]);
  });

  it("leaves a hidden service out of the lists and the menu, but still finds its page", async () => {
    await handle.db.update(services).set({ hidden: true }).where(eq(services.slug, "seo"));
    try {
      expect((await listPublicServices(handle.db)).map((s) => s.slug)).not.toContain("seo");
      expect((await listNavServices(handle.db)).map((s) => s.slug)).not.toContain("seo");
      expect(await listNavServices(handle.db)).toHaveLength(11);
      // Every page carries the menu in its hydration data: only the links' label and address.
      expect(Object.keys((await listNavServices(handle.db))[0]!).sort()).toEqual(["slug", "title"]);
      expect(await getServicePage(handle.db, "seo")).toMatchObject({ hidden: true });
    } finally {
      await handle.db.update(services).set({ hidden: false }).where(eq(services.slug, "seo"));
    }
  });
});
