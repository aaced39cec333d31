import { createTestDb } from "@tests/support/test-db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../db/client";
import { blogPosts, heroCarouselItems, projects, services, testimonials, whatWeDo } from "../db/schema";
import { seedDefaults } from "../db/seed";
import { defaultProjects } from "../db/seed-content";
import {
  getHomeContent,
  getPublishedPost,
  getPublishedProject,
  getServiceBySlug,
  listFeaturedProjects,
  listProjectOutcomes,
  listPublicServices,
  listPublishedPosts,
  listPublishedProjects,
  toStringList,
} from "./public-content";

let handle: DbHandle;
const now = new Date("2025-06-01T12:00:00Z");
const day = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  handle = await createTestDb();
  await seedDefaults(handle.db);
  const base = { description: "A project.", technologies: ["React"], client_name: "Client" };
  await handle.db.insert(projects).values([
    {
      ...base,
      title: "Draft app",
      slug: "draft-app",
      category: "Mobile App",
      status: "draft",
      featured: true,
      order_index: 0,
    },
    {
      ...base,
      title: "Archived store",
      slug: "archived-store",
      category: "E-commerce",
      status: "archived",
      featured: true,
      order_index: 0,
    },
    {
      ...base,
      title: "Field inspections app",
      slug: "field-inspections-app",
      category: "Mobile App",
      status: "published",
      order_index: 4,
      technologies: '["React Native","Expo","SQLite","Sentry","TypeScript"]' as unknown as string[],
      gallery_images: ["/media/a.png", "/media/b.png"],
      results: "  ",
    },
  ]);
});
afterAll(() => handle.close());

describe("projects", () => {
  it("lists published projects only, in order_index order, with the categories present", async () => {
    const { projects: list, categories } = await listPublishedProjects(handle.db);
    expect(list.map((p) => p.slug)).toEqual([...defaultProjects.map((p) => p.slug), "field-inspections-app"]);
    expect(list.every((p) => !["draft-app", "archived-store"].includes(p.slug))).toBe(true);
    expect(categories).toEqual(["Agriculture Tech", "E-commerce", "Mobile App", "School Management"]);
  });

  it("filters by category (published only)", async () => {
    const mobile = await listPublishedProjects(handle.db, { category: "Mobile App" });
    expect(mobile.projects.map((p) => p.slug)).toEqual(["field-inspections-app"]);
    // The category list stays complete so the filter can switch.
    expect(mobile.categories).toHaveLength(4);
    const ecommerce = await listPublishedProjects(handle.db, { category: "E-commerce" });
    expect(ecommerce.projects.map((p) => p.slug)).toEqual(["coastline-outfitters-online-store"]);
    const none = await listPublishedProjects(handle.db, { category: "No such category" });
    expect(none.projects).toEqual([]);
    const blank = await listPublishedProjects(handle.db, { category: "  " });
    expect(blank.projects).toHaveLength(4);
  });

  it("normalises technologies stored as a JSON string", async () => {
    const { projects: list } = await listPublishedProjects(handle.db, { category: "Mobile App" });
    expect(list[0]!.technologies).toEqual(["React Native", "Expo", "SQLite", "Sentry", "TypeScript"]);
  });

  it("features up to three published featured projects", async () => {
    const featured = await listFeaturedProjects(handle.db);
    expect(featured.map((p) => p.slug)).toEqual(defaultProjects.filter((p) => p.featured).map((p) => p.slug));
    expect(await listFeaturedProjects(handle.db, 2)).toHaveLength(2);
  });

  it("finds a published project by slug and never a draft or archived one", async () => {
    const project = await getPublishedProject(handle.db, "field-inspections-app");
    expect(project?.gallery_images).toEqual(["/media/a.png", "/media/b.png"]);
    expect(project).not.toHaveProperty("budget_range");
    expect(project).not.toHaveProperty("user_id");
    expect(await getPublishedProject(handle.db, "draft-app")).toBeNull();
    expect(await getPublishedProject(handle.db, "archived-store")).toBeNull();
    expect(await getPublishedProject(handle.db, "no-such-project")).toBeNull();
  });

  it("lists outcomes only of published projects with stated results", async () => {
    const outcomes = await listProjectOutcomes(handle.db, 10);
    expect(outcomes.map((p) => p.slug).sort()).toEqual(defaultProjects.map((p) => p.slug).sort());
  });
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
      "agriculture-tech",
      "school-management",
      "business-solutions",
      "web-development",
    ]);
    expect(home.projects).toHaveLength(3);
    expect(home.testimonials.map((t) => t.name)).toEqual(["Maria Delgado", "James Okafor", "Priya Raman"]);
  });
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

describe("helpers", () => {
  it("reads lists from arrays, JSON strings and comma-separated text", () => {
    expect(toStringList(["a", "", 1, "b"])).toEqual(["a", "b"]);
    expect(toStringList('["x","y"]')).toEqual(["x", "y"]);
    expect(toStringList("x, y ,z")).toEqual(["x", "y", "z"]);
    expect(toStringList(null)).toEqual([]);
  });
});
