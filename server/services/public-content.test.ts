import { createTestDb } from "@tests/support/test-db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../db/client";
import {
  aboutContent,
  blogPosts,
  heroCarouselItems,
  successStories,
  teamMembers,
  testimonials,
  whatWeDo,
} from "../db/schema";
import { seedDefaults } from "../db/seed";
import {
  aboutItems,
  getHomeContent,
  getPublishedPost,
  listAboutSections,
  listPublishedPosts,
  listSuccessStories,
  listTeamMembers,
  toStringList,
} from "./public-content";

let handle: DbHandle;
const now = new Date("2025-06-01T12:00:00Z");
const day = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  handle = await createTestDb();
  await seedDefaults(handle.db);
});
afterAll(() => handle.close());

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
      "agriculture-tech",
      "school-management",
      "business-solutions",
      "web-development",
    ]);
    expect(home.projects).toHaveLength(3);
    expect(home.testimonials.map((t) => t.name)).toEqual(["Maria Delgado", "James Okafor", "Priya Raman"]);
  });
});

describe("blog", () => {
  let visibleId = "";
  let draftId = "";
  let futureId = "";

  beforeAll(async () => {
    const rows = await handle.db
      .insert(blogPosts)
      .values([
        {
          title: "Older post",
          slug: "older-post",
          content: "# Older\n\nFirst **post**.",
          status: "published",
          published_at: new Date(now.getTime() - 10 * day),
        },
        {
          title: "Newer post",
          slug: "newer-post",
          excerpt: "Written excerpt.",
          content: "Body <script>alert(1)</script>",
          author: "Jordan Lee",
          tags: ["Web", "SEO"],
          status: "published",
          published_at: new Date(now.getTime() - day),
        },
        { title: "Draft post", slug: "draft-post", content: "Draft", status: "draft", published_at: null },
        {
          title: "Draft with a date",
          slug: "draft-dated",
          content: "Draft",
          status: "draft",
          published_at: new Date(now.getTime() - 2 * day),
        },
        {
          title: "Scheduled post",
          slug: "scheduled-post",
          content: "Later",
          status: "published",
          published_at: new Date(now.getTime() + day),
        },
        {
          title: "Published without a date",
          slug: "no-date",
          content: "x",
          status: "published",
          published_at: null,
        },
      ])
      .returning({ id: blogPosts.id, slug: blogPosts.slug });
    const id = (slug: string) => rows.find((r) => r.slug === slug)!.id;
    visibleId = id("newer-post");
    draftId = id("draft-post");
    futureId = id("scheduled-post");
  });

  it("lists only published posts whose date has come, newest first", async () => {
    const page = await listPublishedPosts(handle.db, { now });
    expect(page.items.map((p) => p.title)).toEqual(["Newer post", "Older post"]);
    expect(page.total).toBe(2);
    expect(page.pageCount).toBe(1);
    expect(page.items[0]).toMatchObject({
      excerpt: "Written excerpt.",
      author: "Jordan Lee",
      tags: ["Web", "SEO"],
    });
    // Without an excerpt, the start of the body as plain text.
    expect(page.items[1]!.excerpt).toBe("Older First post.");
    expect(page.items[0]).not.toHaveProperty("content");
  });

  it("shows a scheduled post once its date has come", async () => {
    const later = await listPublishedPosts(handle.db, { now: new Date(now.getTime() + 2 * day) });
    expect(later.items[0]!.title).toBe("Scheduled post");
  });

  it("paginates nine a page", async () => {
    await handle.db.insert(blogPosts).values(
      Array.from({ length: 10 }, (_, i) => ({
        title: `Bulk ${i}`,
        slug: `bulk-${i}`,
        content: "Bulk",
        status: "published",
        published_at: new Date(now.getTime() - (20 + i) * day),
      })),
    );
    const first = await listPublishedPosts(handle.db, { now });
    expect(first.items).toHaveLength(9);
    expect(first.total).toBe(12);
    expect(first.pageCount).toBe(2);
    const second = await listPublishedPosts(handle.db, { now, page: 2 });
    expect(second.items.map((p) => p.title)).toEqual(["Bulk 7", "Bulk 8", "Bulk 9"]);
    const beyond = await listPublishedPosts(handle.db, { now, page: 5 });
    expect(beyond.items).toEqual([]);
  });

  it("gets a visible post with its Markdown rendered and sanitised", async () => {
    const post = await getPublishedPost(handle.db, visibleId, now);
    expect(post?.title).toBe("Newer post");
    expect(post?.html).toBe("<p>Body </p>");
    expect(post).not.toHaveProperty("content");
  });

  it("refuses drafts, scheduled posts, unknown ids and non-uuids", async () => {
    expect(await getPublishedPost(handle.db, draftId, now)).toBeNull();
    expect(await getPublishedPost(handle.db, futureId, now)).toBeNull();
    expect(await getPublishedPost(handle.db, crypto.randomUUID(), now)).toBeNull();
    expect(await getPublishedPost(handle.db, "not-a-uuid", now)).toBeNull();
    expect(await getPublishedPost(handle.db, "newer-post", now)).toBeNull();
  });
});

describe("about page", () => {
  it("starts empty", async () => {
    expect(await listAboutSections(handle.db)).toEqual([]);
    expect(await listTeamMembers(handle.db)).toEqual([]);
  });

  it("lists active sections in order with their lists normalised", async () => {
    await handle.db.insert(aboutContent).values([
      {
        section_type: "values",
        title: "Our values",
        order_index: 2,
        content_data: { values: ["Honesty", { title: "Craft", description: "Do it well." }, 42, null] },
      },
      {
        section_type: "timeline",
        title: "Milestones",
        order_index: 1,
        content_data: { milestones: [{ year: 2023, title: "Founded" }] },
      },
      { section_type: "custom", title: "Hidden", order_index: 0, is_active: false },
    ]);
    const sections = await listAboutSections(handle.db);
    expect(sections.map((s) => s.title)).toEqual(["Milestones", "Our values"]);
    expect(sections[0]!.items).toEqual([{ title: "Founded", text: null, year: "2023" }]);
    expect(sections[1]!.items).toEqual([
      { title: "Honesty", text: null, year: null },
      { title: "Craft", text: "Do it well.", year: null },
    ]);
    expect(sections[1]).not.toHaveProperty("content_data");
  });

  it("lists active team members by order_index, newest first, without internal fields", async () => {
    await handle.db.insert(teamMembers).values([
      { name: "Second", role: "Engineer", order_index: 2, created_at: new Date("2024-01-01") },
      { name: "First older", role: "Lead", order_index: 1, created_at: new Date("2024-01-01") },
      {
        name: "First newer",
        role: "Designer",
        order_index: 1,
        created_at: new Date("2024-06-01"),
        admin_notes: "Internal note",
        email: "private@example.com",
        specialties: ["UX", "Branding"],
      },
      { name: "Inactive", role: "Former", order_index: 0, is_active: false },
    ]);
    const team = await listTeamMembers(handle.db);
    expect(team.map((m) => m.name)).toEqual(["First newer", "First older", "Second"]);
    expect(team[0]!.specialties).toEqual(["UX", "Branding"]);
    for (const member of team) {
      expect(member).not.toHaveProperty("admin_notes");
      expect(member).not.toHaveProperty("email");
      expect(member).not.toHaveProperty("phone");
    }
  });
});

describe("case studies", () => {
  it("lists active stories in order with plain metrics", async () => {
    expect(await listSuccessStories(handle.db)).toEqual([]);
    await handle.db.insert(successStories).values([
      {
        title: "B",
        client_name: "Client B",
        story_content: "Story B",
        order_index: 2,
        metrics: { hours_saved: 12, nested: { a: 1 }, conversion: "2.9%" },
      },
      { title: "A", client_name: "Client A", story_content: "Story A", order_index: 1 },
      { title: "Hidden", client_name: "X", story_content: "X", order_index: 0, is_active: false },
    ]);
    const stories = await listSuccessStories(handle.db);
    expect(stories.map((s) => s.title)).toEqual(["A", "B"]);
    // Nested values are left out; the order of keys in jsonb is the database's.
    expect(stories[1]!.metrics).toHaveLength(2);
    expect(stories[1]!.metrics).toEqual(
      expect.arrayContaining([
        { label: "Hours saved", value: "12" },
        { label: "Conversion", value: "2.9%" },
      ]),
    );
  });
});

describe("helpers", () => {
  it("reads lists from arrays, JSON strings and comma-separated text", () => {
    expect(toStringList(["a", "", 1, "b"])).toEqual(["a", "b"]);
    expect(toStringList('["x","y"]')).toEqual(["x", "y"]);
    expect(toStringList("x, y ,z")).toEqual(["x", "y", "z"]);
    expect(toStringList(null)).toEqual([]);
  });

  it("reads about-section lists of several shapes", () => {
    expect(aboutItems({ awards: [{ name: "Best Agency", year: "2024", text: "Regional award" }] })).toEqual([
      { title: "Best Agency", text: "Regional award", year: "2024" },
    ]);
    expect(aboutItems({ something: "else" })).toEqual([]);
    expect(aboutItems([1, 2])).toEqual([]);
    expect(aboutItems(null)).toEqual([]);
  });
});
