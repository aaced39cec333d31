import { describeUpdate } from "@common/overview";
import { HERO_SLIDE_TEXT, type HeroSlide } from "@common/schemas/hero-slides";
import { revisions } from "@server/db/schema";
import { defaultHeroCarouselItems } from "@server/db/seed-content";
import { listHeroSlides } from "@server/services/hero-slides";
import { recentUpdates } from "@server/services/recent-updates";
import { expectInvalid, setUpAdminApi } from "@tests/support/admin-api";
import { orderedContentTests } from "@tests/support/ordered-content";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

const api = setUpAdminApi<HeroSlide>("hero-slides");
const { t, call, add, patch, remove, lastAudit } = api;
const shownTitles = async () => (await listHeroSlides(t.db)).map((s) => s.title);

const full = {
  title: "Cloud without the headaches",
  subtitle: "Managed hosting",
  description: "We run it, you grow.",
  image_url: "/media/general/cloud.webp",
  image_alt: "A server room drawn in blue",
  cta_text: "See hosting",
  cta_link: "/services/cloud",
  secondary_cta_text: "Ask us",
  secondary_cta_link: "https://example.com/ask",
};

describe("GET /admin/hero-slides", () => {
  it("starts with the three seeded slides, in order 1, 2, 3, each with two buttons", async () => {
    const { status, body } = await call("");
    expect(status).toBe(200);
    expect(body.items.map((s) => s.title)).toEqual(defaultHeroCarouselItems.map((d) => d.title));
    expect(body.items.map((s) => s.order_index)).toEqual([1, 2, 3]);
    for (const slide of body.items) {
      expect(
        slide.cta_text && slide.cta_link && slide.secondary_cta_text && slide.secondary_cta_link,
      ).toBeTruthy();
    }
  });

  it("searches the headline, subtitle and text on the server", async () => {
    const { body } = await call(`?q=${encodeURIComponent("paperwork")}`);
    expect(body.items.map((s) => s.title)).toEqual(["Work That Delivers Results"]);
    expect((await call("?sort=nope")).status).toBe(400);
  });
});

describe("POST /admin/hero-slides", () => {
  it("adds a slide with every field, audited; the home page shows it with both buttons", async () => {
    const { status, body } = await add({ ...full, subtitle: "  Managed hosting " });
    expect(status).toBe(201);
    expect(body).toMatchObject({ ...full, is_active: true });
    expect((await lastAudit({ id: body.id }))!.action).toBe("create");
    const shown = (await listHeroSlides(t.db)).find((s) => s.id === body.id);
    expect(shown).toEqual({ id: body.id, ...full });
    await remove(body.id);
  });

  it("takes a headline alone: every other field empty", async () => {
    const { status, body } = await add({
      title: "Just a headline",
      subtitle: "",
      cta_text: " ",
      cta_link: "",
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ subtitle: null, cta_text: null, cta_link: null, image_url: null });
    await remove(body.id);
  });

  it("answers 400 with each field's message", async () => {
    expectInvalid(
      await add({
        title: " ",
        image_url: "javascript:alert(1)",
        cta_text: "Go",
        cta_link: "",
        secondary_cta_link: "/contact",
        order_index: -1,
      }),
      {
        title: HERO_SLIDE_TEXT.titleRequired,
        image_url: "Use a web address starting with https:// or /",
        cta_link: HERO_SLIDE_TEXT.linkRequired,
        secondary_cta_text: HERO_SLIDE_TEXT.textRequired,
        order_index: "Order must be a whole number of 0 or more",
      },
    );
    expectInvalid(await add({}), { title: HERO_SLIDE_TEXT.titleRequired });
    expect((await add({ title: "x".repeat(121) })).status).toBe(400);
    expect((await add({ title: "Ok", cta_link: "//evil.example" })).status).toBe(400);
  });
});

describe("PATCH /admin/hero-slides/{id}", () => {
  it("changes only what is sent, audited, and keeps the slide as it was as a revision", async () => {
    const created = (await add(full)).body;
    const updated = await patch(created.id, {
      title: "Hosting, handled",
      secondary_cta_text: null,
      secondary_cta_link: null,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      title: "Hosting, handled",
      cta_text: full.cta_text,
      secondary_cta_text: null,
      secondary_cta_link: null,
    });
    expect((await lastAudit({ id: created.id, action: "update" }))!.changes).toMatchObject({
      title: { from: full.title, to: "Hosting, handled" },
    });
    const kept = await t.db
      .select()
      .from(revisions)
      .where(and(eq(revisions.resource, "hero-slides"), eq(revisions.entity_id, created.id)));
    expect(kept).toHaveLength(1);
    expect(kept[0]!.row).toMatchObject({ title: full.title, secondary_cta_text: "Ask us" });
    // The Overview's Recent Updates names the slide by its headline as it is now.
    const [latest] = await recentUpdates(t.db, 1);
    expect(describeUpdate(latest!).text).toBe(
      "updated the hero slide “Hosting, handled” (title, second button link, second button text)",
    );
    // The home page shows only the first button now.
    const shown = (await listHeroSlides(t.db)).find((s) => s.id === created.id);
    expect(shown).toMatchObject({ secondary_cta_text: null, cta_text: full.cta_text });

    expectInvalid(await patch(created.id, { title: "", cta_text: "Go", cta_link: null }), {
      title: HERO_SLIDE_TEXT.titleRequired,
      cta_link: HERO_SLIDE_TEXT.linkRequired,
    });
    await remove(created.id);
  });
});

describe("the hero slides manager's list", () => {
  orderedContentTests(api, "hero_carousel_items", (title) => ({ title }), shownTitles);
});
