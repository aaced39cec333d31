import { setUpSignIns } from "@tests/support/admin-api";
import { setUpSsrApp } from "@tests/support/ssr-app";
import { describe, expect, it } from "vitest";

/**
 * Draft previews (issue 16): a signed-in admin sees an unpublished project or blog post on the
 * public layout under the preview banner, never cached; a visitor or a client gets the 404.
 */
const { t, fetch } = setUpSsrApp();
const people = setUpSignIns(t);

async function create(resource: string, body: Record<string, unknown>) {
  const res = await t.request(`/api/v1/admin/${resource}`, { cookie: people.admin, body });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { id: string; slug: string };
}

const BANNER = 'data-testid="preview-banner"';

async function expectPreviewOnlyForAdmins(path: string, title: string) {
  const asAdmin = await fetch(path, { headers: { cookie: people.admin } });
  expect(asAdmin.status).toBe(200);
  expect(asAdmin.headers.get("cache-control")).toBe("private, no-store");
  const html = await asAdmin.text();
  expect(html).toContain(BANNER);
  expect(html).toContain(title);
  for (const cookie of [undefined, people.client]) {
    const res = await fetch(path, cookie ? { headers: { cookie } } : undefined);
    expect(res.status, `as ${cookie ? "a client" : "a visitor"}`).toBe(404);
    expect(await res.text()).not.toContain(title);
  }
}

describe("draft previews", () => {
  it("shows a draft project to a signed-in admin only, under the banner", async () => {
    const project = await create("projects", {
      title: "Unreleased Harbour App",
      slug: "unreleased-harbour-app",
      category: "Web Development",
      description: "Not public yet.",
      status: "draft",
    });
    await expectPreviewOnlyForAdmins(`/our-work/${project.slug}`, "Unreleased Harbour App");
  });

  it("shows a draft blog post to a signed-in admin only; a published one has no banner", async () => {
    const post = await create("blog-posts", {
      title: "Secret Roadmap",
      content: "Coming soon.",
      status: "draft",
    });
    await expectPreviewOnlyForAdmins(`/blog/${post.id}`, "Secret Roadmap");
    const published = await create("blog-posts", { title: "Out Now", content: "Here.", status: "published" });
    const res = await fetch(`/blog/${published.id}`, { headers: { cookie: people.admin } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).not.toBe("private, no-store");
    expect(await res.text()).not.toContain(BANNER);
  });

  it("answers an unknown address with the 404 whoever asks", async () => {
    expect((await fetch("/our-work/no-such-project", { headers: { cookie: people.admin } })).status).toBe(
      404,
    );
  });
});
