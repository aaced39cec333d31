import { setUpTestDb } from "@tests/support/test-db";
import { beforeAll, describe, expect, it } from "vitest";
import { heroCarouselItems, testimonials, whatWeDo } from "../db/schema";
import { seedDefaults } from "../db/seed";
import { getHomeContent } from "./home-page";

const handle = setUpTestDb();

beforeAll(async () => {
  await seedDefaults(handle.db);
});

describe("home page", () => {
  it("gathers active slides, what we do, featured services, projects and testimonials in order", async () => {
    await handle.db
      .insert(heroCarouselItems)
      .values({ title: "Hidden slide", is_active: false, order_index: 0 });
    await handle.db
      .insert(whatWeDo)
      .values({ title: "Hidden", description: "x", is_active: false, order_index: 0 });
    await handle.db
      .insert(testimonials)
      .values({ name: "Not featured", role: "CEO", content: "Fine.", featured: false, order_index: 0 });

    const home = await getHomeContent(handle.db);
    expect(home.slides.map((s) => s.title)).toEqual([
      "Simplifying Technology",
      "Work That Delivers Results",
      "Let's Build Something Together",
    ]);
    expect(home.whatWeDo).toHaveLength(6);
    expect(home.whatWeDo[0]!.icon).toBe("Code");
    expect(home.services.map((s) => s.slug)).toEqual([
      "web-development",
      "agriculture-tech",
      "school-management",
      "business-solutions",
    ]);
    expect(home.projects).toHaveLength(3);
    expect(home.testimonials.map((t) => t.name)).toEqual(["Maria Delgado", "James Okafor", "Priya Raman"]);
  });
});
