import { setUpTestDb } from "@tests/support/test-db";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { services } from "../db/schema";
import { seedDefaults } from "../db/seed";
import { getServiceBySlug, listPublicServices } from "./services";

const handle = setUpTestDb();

beforeAll(async () => {
  await seedDefaults(handle.db);
});

describe("services", () => {
  it("lists every service in order and finds one by slug", async () => {
    const list = await listPublicServices(handle.db);
    expect(list.map((s) => s.slug)).toEqual([
      "agriculture-tech",
      "school-management",
      "business-solutions",
      "digital-marketing",
      "web-development",
      "technical-services",
    ]);
    await handle.db.update(services).set({ order_index: 0 }).where(eq(services.slug, "technical-services"));
    expect((await listPublicServices(handle.db))[0]!.slug).toBe("technical-services");
    expect((await getServiceBySlug(handle.db, "web-development"))?.title).toBe("Web Development");
    expect(await getServiceBySlug(handle.db, "no-such-service")).toBeNull();
  });
});
