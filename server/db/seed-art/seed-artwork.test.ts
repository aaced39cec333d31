import { setUpTestApp } from "@tests/support/test-app";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { heroCarouselItems, projects, revisions, services, storedImages } from "../schema";
import { defaultHeroCarouselItems } from "../seed-content";
import { defaultServices } from "../seed-services";
import { drawArtwork } from "./artwork";
import { HERO_ART, PROJECT_ART, SERVICE_ART } from "./catalogue";
import { describeSeededHeroArt, seedArtwork } from "./seed-artwork";

/**
 * A fresh install has pictures (issue 16): the first start stores the seed's artwork through the
 * image library and points the seeded hero slides, projects and services at it.
 */
const t = setUpTestApp({}, { artwork: true });

describe("the seed's artwork on a fresh install", () => {
  it("gives each hero slide and project a stored WebP with its size, in its folder", async () => {
    const slides = await t.db.select().from(heroCarouselItems);
    const projectRows = await t.db.select().from(projects);
    const images = await t.db.select().from(storedImages);
    const byUrl = new Map(images.map((i) => [i.public_url, i]));
    expect(slides.length).toBe(3);
    for (const slide of slides) {
      const image = byUrl.get(slide.image_url ?? "");
      expect(image, `slide ${slide.order_index}`).toMatchObject({
        folder: "general",
        mime_type: "image/webp",
        width: 1920,
        height: 1080,
        name: `hero-slide-${slide.order_index}.webp`,
      });
    }
    expect(projectRows.length).toBeGreaterThan(0);
    for (const project of projectRows) {
      expect(byUrl.get(project.image ?? ""), project.slug).toMatchObject({
        folder: "projects",
        width: 1600,
        height: 1000,
        name: `project-${project.slug}.webp`,
      });
    }
  });

  it("describes each hero slide's picture (its alt text)", async () => {
    const slides = await t.db.select().from(heroCarouselItems).orderBy(heroCarouselItems.order_index);
    expect(slides.map((s) => s.image_alt)).toEqual([
      "Illustration of a laptop and a phone, both showing a web page",
      "Illustration of a chart whose line climbs to a high point",
      "Illustration of two speech bubbles, a message and a reply being typed",
    ]);
  });

  it("describes the seeded pictures of an older install's slides, never a staff edit", async () => {
    const slides = await t.db.select().from(heroCarouselItems).orderBy(heroCarouselItems.order_index);
    type Slide = (typeof slides)[number];
    const [first, second, third] = slides as [Slide, Slide, Slide];
    // As seeded before the slides had descriptions: the first shows its seeded picture, moved to
    // the end; staff wrote the second's description; the third's picture was replaced.
    const set = (slide: Slide, values: Partial<Slide>) =>
      t.db.update(heroCarouselItems).set(values).where(eq(heroCarouselItems.id, slide.id));
    await set(first, { image_alt: null, order_index: 9 });
    await set(second, { image_alt: "Our team at the spring open day" });
    await set(third, { image_alt: null, image_url: "/media/general/staff-photo.webp" });
    const [stamp] = await t.db
      .select({ updated_at: heroCarouselItems.updated_at })
      .from(heroCarouselItems)
      .where(eq(heroCarouselItems.id, first.id));

    expect(await describeSeededHeroArt(t.db)).toBe(1);
    const after = new Map((await t.db.select().from(heroCarouselItems)).map((s) => [s.id, s]));
    expect(after.get(first.id)).toMatchObject({
      image_alt: defaultHeroCarouselItems[0]!.image_alt,
      updated_at: stamp!.updated_at,
    });
    expect(after.get(second.id)?.image_alt).toBe("Our team at the spring open day");
    expect(after.get(third.id)?.image_alt).toBeNull();

    // A slide staff saved (a revision) with its description cleared stays without one.
    await set(first, { image_alt: null });
    await t.db.insert(revisions).values({ resource: "hero-slides", entity_id: first.id, row: {} });
    expect(await describeSeededHeroArt(t.db)).toBe(0);
    await set(third, { image_url: second.image_url, image_alt: "" });
    expect(await describeSeededHeroArt(t.db)).toBe(1);
    expect(
      (await t.db.select().from(heroCarouselItems).where(eq(heroCarouselItems.id, third.id)))[0],
    ).toMatchObject({ image_alt: defaultHeroCarouselItems[1]!.image_alt });
  });

  it("gives each seeded service with a known slug its picture, served as a WebP", async () => {
    const rows = await t.db.select().from(services);
    const known = rows.filter((s) => s.slug in SERVICE_ART);
    expect(known.length).toBeGreaterThan(0);
    for (const service of known) {
      expect(service.image, service.slug).toMatch(/^\/media\/services\/[0-9a-f-]{36}\.webp$/);
      const res = await t.request(service.image ?? "");
      expect(res.status).toBe(200);
      const meta = await sharp(new Uint8Array(await res.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: "webp", width: 1600, height: 1000 });
    }
  });

  it("leaves rows that already have a picture alone, and skips slugs it has no artwork for", async () => {
    const before = await t.db.select().from(storedImages);
    expect(await seedArtwork(t.db, t.deps.storage)).toBe(0);
    const [project] = await t.db.select().from(projects).limit(1);
    await t.db.update(projects).set({ image: null }).where(eq(projects.id, project!.id));
    await t.db.update(projects).set({ slug: "no-artwork-for-this" }).where(eq(projects.id, project!.id));
    expect(await seedArtwork(t.db, t.deps.storage)).toBe(0);
    expect((await t.db.select().from(storedImages)).length).toBe(before.length);
  });
});

describe("drawArtwork", () => {
  const all = [
    ...Object.entries(HERO_ART).map(([k, motif]) => ({ name: `hero-slide-${k}`, motif })),
    ...Object.entries(PROJECT_ART).map(([k, motif]) => ({ name: `project-${k}`, motif })),
    ...Object.entries(SERVICE_ART).map(([k, motif]) => ({ name: `service-${k}`, motif })),
  ];

  it("has a picture for every service page", () => {
    expect(Object.keys(SERVICE_ART).sort()).toEqual(defaultServices.map((s) => s.slug).sort());
  });

  it("draws the same picture for the same name and a different one for each item", () => {
    const drawings = all.map((a) => drawArtwork({ ...a, width: 1600, height: 1000 }));
    expect(drawArtwork({ ...all[0]!, width: 1600, height: 1000 })).toBe(drawings[0]);
    expect(new Set(drawings).size).toBe(all.length);
  });

  it("draws valid SVG sharp renders at the size asked", async () => {
    const svg = drawArtwork({ name: "x", motif: "gear", width: 640, height: 400 });
    expect(await sharp(Buffer.from(svg)).metadata()).toMatchObject({
      format: "svg",
      width: 640,
      height: 400,
    });
  });
});
