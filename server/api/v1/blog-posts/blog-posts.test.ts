import { BLOG_TEXT, type BlogPost } from "@common/schemas/blog-posts";
import { SLUG_MESSAGES } from "@common/slug";
import { blogPosts } from "@server/db/schema";
import { getPublishedPost, listPublishedPosts } from "@server/services/blog-posts";
import { expectInvalid, setUpAdminApi } from "@tests/support/admin-api";
import { describe, expect, it } from "vitest";

const api = setUpAdminApi<BlogPost>("blog-posts");
const { t, call, add, auditOf, expectGuarded } = api;
const publicTitles = async () => (await listPublishedPosts(t.db)).items.map((p) => p.title);

describe("POST /admin/blog-posts", () => {
  it("adds a draft by default: slug from the title, never public, audited", async () => {
    const { status, body } = await add({
      title: "Hello, World!",
      content: "# Hi\n\nSome **bold** text.",
      tags: ["news", " news ", ""],
      cover_image: "/media/blog/cover.webp",
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      slug: "hello-world",
      status: "draft",
      published_at: null,
      tags: ["news"],
      excerpt: null,
      cover_image: "/media/blog/cover.webp",
    });
    expect(await publicTitles()).not.toContain("Hello, World!");
    expect(await getPublishedPost(t.db, body.id)).toBeNull();
    expect((await auditOf({ id: body.id }))[0]).toMatchObject({ action: "create" });
    // The same title again gets a numeric suffix.
    expect((await add({ title: "Hello world" })).body.slug).toBe("hello-world-1");
  });

  it("publishes now when published without a date; a future date waits", async () => {
    const before = Date.now();
    const now = await add({ title: "Published today", status: "published", content: "Body" });
    expect(now.status).toBe(201);
    expect(new Date(now.body.published_at!).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await publicTitles()).toContain("Published today");
    expect((await getPublishedPost(t.db, now.body.id))?.html).toBe("<p>Body</p>");

    const later = await add({ title: "Next year", status: "published", published_at: "2099-01-01" });
    expect(later.body.published_at).toBe("2099-01-01T00:00:00.000Z");
    expect(await publicTitles()).not.toContain("Next year");
  });

  it("answers 409 with the spec's text for a slug already taken", async () => {
    await add({ title: "First", slug: "taken-slug" });
    const { status, body } = await add({ title: "Second", slug: "taken-slug" });
    expect(status).toBe(409);
    expect(body.error).toMatchObject({
      code: "duplicate_slug",
      message: SLUG_MESSAGES.duplicate,
      fields: { slug: SLUG_MESSAGES.duplicate },
    });
  });

  it("answers 400 with the message of each field", async () => {
    expectInvalid(
      await add({
        title: " ",
        slug: "Not A Slug",
        status: "scheduled",
        published_at: "tomorrow",
        cover_image: "ftp://x",
      }),
      {
        title: BLOG_TEXT.titleRequired,
        slug: SLUG_MESSAGES.invalid,
        status: BLOG_TEXT.status,
        published_at: BLOG_TEXT.publishedAt,
        cover_image: "Use a web address starting with https:// or /",
      },
    );
  });

  it("is for admins only", () => expectGuarded("", "POST", { title: "x" }));
});

describe("GET /admin/blog-posts", () => {
  it("lists drafts too, newest first, filtered by status and searched", async () => {
    await t.db.delete(blogPosts);
    const old = (await add({ title: "Old news", status: "published", published_at: "2020-05-01" })).body;
    const draft = (await add({ title: "Draft idea", author: "Ada" })).body;
    const fresh = (await add({ title: "Fresh news", status: "published" })).body;
    const all = await call("");
    expect(all.status).toBe(200);
    expect(all.body.items.map((p) => p.id)).toEqual([fresh.id, draft.id, old.id]);
    expect((await call("?status=draft")).body.items.map((p) => p.id)).toEqual([draft.id]);
    expect((await call("?status=published")).body.total).toBe(2);
    expect((await call("?q=ada")).body.items.map((p) => p.id)).toEqual([draft.id]);
    expect((await call("?q=news&sort=title")).body.items.map((p) => p.id)).toEqual([fresh.id, old.id]);
    expect((await call("?status=archived")).status).toBe(400);
    expect((await call("?pageSize=1&page=3")).body.items.map((p) => p.id)).toEqual([old.id]);
  });

  it("is for admins only", () => expectGuarded("", "GET"));
});

describe("GET, PATCH and DELETE /admin/blog-posts/{id}", () => {
  it("reads, publishes, unpublishes, changes the slug and deletes", async () => {
    const post = (await add({ title: "Lifecycle", content: "Text" })).body;
    expect((await call(`/${post.id}`)).body).toMatchObject({ title: "Lifecycle", status: "draft" });

    const published = await call(`/${post.id}`, { method: "PATCH", body: { status: "published" } });
    expect(published.status).toBe(200);
    expect(published.body.published_at).not.toBeNull();
    expect(await publicTitles()).toContain("Lifecycle");
    const changes = (await auditOf({ id: post.id }))[0]!.changes as Record<string, unknown>;
    expect(Object.keys(changes).sort()).toEqual(["published_at", "status"]);

    // The publish date stays when unpublishing; the post leaves the public blog.
    const draft = await call(`/${post.id}`, { method: "PATCH", body: { status: "draft" } });
    expect(draft.body.published_at).toBe(published.body.published_at);
    expect(await publicTitles()).not.toContain("Lifecycle");

    await add({ title: "Other", slug: "other-slug" });
    const clash = await call(`/${post.id}`, { method: "PATCH", body: { slug: "other-slug" } });
    expect(clash.status).toBe(409);
    expect(clash.body.error.message).toBe(SLUG_MESSAGES.duplicate);
    const bad = await call(`/${post.id}`, { method: "PATCH", body: { slug: "", title: "" } });
    expect(bad.body.error.fields).toEqual({ slug: BLOG_TEXT.slugRequired, title: BLOG_TEXT.titleRequired });
    const renamed = await call(`/${post.id}`, { method: "PATCH", body: { slug: "life-cycle" } });
    expect(renamed.body.slug).toBe("life-cycle");

    expect((await call(`/${post.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await auditOf({ id: post.id }))[0]).toMatchObject({ action: "delete" });
    expect((await call(`/${post.id}`)).status).toBe(404);
  });

  it("answers 404 for an unknown id", () => api.expectUnknownItem({ title: "x" }));

  it("is for admins only", () => api.expectItemGuarded({ title: "x" }));
});

describe("POST /admin/blog-posts/preview", () => {
  it("renders Markdown as the public page does, without scripts or javascript: links", async () => {
    const markdown = [
      "## Title",
      "",
      "<script>alert(1)</script>",
      "",
      '[click](javascript:alert(2)) and <a href="javascript:alert(3)" onclick="x()">raw</a>',
      "",
      "<img src=x onerror=alert(4)>",
    ].join("\n");
    const { status, body } = await call<{ html: string }>("/preview", {
      method: "POST",
      body: { content: markdown },
    });
    expect(status).toBe(200);
    expect(body.html).toContain("<h3>Title</h3>");
    expect(body.html).not.toMatch(/<script|javascript:|onclick|onerror|alert\(1\)/i);
  });

  it("is for admins only", () => expectGuarded("/preview", "POST", { content: "x" }));
});
