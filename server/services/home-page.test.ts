import { setUpTestDb } from "@tests/support/test-db";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { heroCarouselItems, storedImages, testimonials, whatWeDo } from "../db/schema";
import { seedDefaults } from "../db/seed";
import { defaultHeroCarouselItems } from "../db/seed-content";
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
    // Every seeded slide has both buttons.
    expect(home.slides.map((s) => [s.cta_link, s.secondary_cta_link])).toEqual(
      defaultHeroCarouselItems.map((d) => [d.cta_link, d.secondary_cta_link]),
    );
    // Only what a visitor sees leaves the server.
    expect(Object.keys(home.slides[0]!)).not.toContain("is_active");
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
    // Ids are no key of the page's lists: they would only weigh on its hydration data.
    for (const list of [home.slides, home.whatWeDo, home.services, home.projects, home.testimonials]) {
      expect(Object.keys(list[0]!)).not.toContain("id");
    }
  });

  it("gives the stored size of each slide's picture, unknown sizes for other addresses", async () => {
    const stored = "/media/general/hero-one.webp";
    await handle.db.insert(storedImages).values({
      name: "hero-one.webp",
      folder: "general",
      full_path: "general/hero-one.webp",
      public_url: stored,
      mime_type: "image/webp",
      size: 1000,
      width: 1920,
      height: 1080,
    });
    await handle.db
      .update(heroCarouselItems)
      .set({ image_url: stored })
      .where(eq(heroCarouselItems.order_index, 1));
    await handle.db
      .update(heroCarouselItems)
      .set({ image_url: "https://example.com/elsewhere.jpg" })
      .where(eq(heroCarouselItems.order_index, 2));

    const { images, slides } = await getHomeContent(handle.db);
    expect(slides[0]!.image_url).toBe(stored);
    expect(images[stored]).toEqual({ src: stored, width: 1920, height: 1080 });
    expect(images["https://example.com/elsewhere.jpg"]).toEqual({
      src: "https://example.com/elsewhere.jpg",
      width: null,
      height: null,
    });
  });

  it("sends only the fields the home page's cards read", async () => {
    const home = await getHomeContent(handle.db);
    // No selection flag, no picture path (the card reads its picture's sizes), no page body.
    expect(Object.keys(home.services[0]!).sort()).toEqual(
      ["color", "description", "gradient", "icon", "picture", "slug", "title"].sort(),
    );
    // The images map serves the slides only: services bring their own picture, and the home
    // page's project cards draw theirs from its address.
    const slidePictures = new Set(home.slides.map((s) => s.image_url));
    expect(Object.keys(home.images).every((src) => slidePictures.has(src))).toBe(true);
    expect(home.projects.some((p) => p.image && p.image in home.images)).toBe(false);
    expect(Object.keys(home.whatWeDo[0]!).sort()).toEqual(["description", "icon", "title"]);
  });

  it("leaves both sections empty when nothing is active", async () => {
    await handle.db.update(heroCarouselItems).set({ is_active: false });
    await handle.db.delete(whatWeDo);
    const home = await getHomeContent(handle.db);
    expect(home.slides).toEqual([]);
    expect(home.whatWeDo).toEqual([]);
  });
});
