import { setUpTestDb } from "@tests/support/test-db";
import { beforeAll, describe, expect, it } from "vitest";
import { blogPosts } from "../db/schema";
import { seedDefaults } from "../db/seed";
import { getPublishedPost, listPublishedPosts } from "./blog-posts";

/** The public blog's readers; the back office's writes are tested through the API (api/v1/blog-posts). */

const handle = setUpTestDb();
const now = new Date("2025-06-01T12:00:00Z");
const day = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  await seedDefaults(handle.db);
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
