import type { Page } from "@common/pagination";
import type { Page as StandingPageRow } from "@common/schemas/pages";
import { setUpSignIns } from "@tests/support/admin-api";
import { setUpSsrApp } from "@tests/support/ssr-app";
import { describe, expect, it } from "vitest";

/**
 * The standing pages render from the database (issue 16): an edit in the Pages manager's API
 * shows on the public page on the next request, placeholders are filled from the settings, and a
 * draft is a 404 for visitors but a preview for signed-in staff.
 */
const { t, fetch } = setUpSsrApp();
const people = setUpSignIns(t);

async function pageRow(slug: string) {
  const res = await t.request("/api/v1/admin/pages?pageSize=100", { cookie: people.admin });
  const { items } = (await res.json()) as Page<StandingPageRow>;
  const row = items.find((p) => p.slug === slug);
  if (!row) throw new Error(`no ${slug} page`);
  return row;
}

async function change(id: string, body: Record<string, unknown>) {
  const res = await t.request(`/api/v1/admin/pages/${id}`, { method: "PATCH", cookie: people.admin, body });
  expect(res.status, await res.text()).toBe(200);
}

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const description = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];

describe("/privacy", () => {
  it("shows the seeded policy, with the settings' e-mail and the contents", async () => {
    const res = await fetch("/privacy");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<h1[^>]*>Privacy Policy<\/h1>/);
    expect(html).toContain('<h2 id="who-we-are">1. Who we are</h2>');
    expect(html).toContain('href="#your-rights"');
    expect(html).toContain('href="mailto:hello@example.com?subject=Privacy%20request"');
    expect(html).toContain("Last updated: <time");
    expect(html).not.toContain("{site}");
  });

  it("shows an edit made through the API on the next request, SEO title and description too", async () => {
    const row = await pageRow("privacy");
    await change(row.id, {
      body: "We keep **nothing** about {site}.\n\n# Retention\n\n<script>alert(1)</script>\n\nNone at all.",
      seo_title: "Our privacy promise",
      seo_description: "We keep nothing.",
    });
    const html = await (await fetch("/privacy")).text();
    expect(html).toContain("We keep <strong>nothing</strong> about Atrium Technologies.");
    expect(html).toContain('<h2 id="retention">Retention</h2>');
    expect(html).not.toContain("alert(1)");
    expect(html).not.toContain("Who we are");
    expect(title(html)).toBe("Our privacy promise | Atrium Technologies");
    expect(description(html)).toBe("We keep nothing.");
    await change(row.id, { body: row.body, seo_title: row.seo_title, seo_description: row.seo_description });
    expect(await (await fetch("/privacy")).text()).toContain("Who we are");
  });
});

describe("a draft page", () => {
  it("is a 404 for visitors and a preview for signed-in staff", async () => {
    const row = await pageRow("careers");
    await change(row.id, { status: "draft" });
    expect((await fetch("/careers")).status).toBe(404);
    const preview = await fetch("/careers", { headers: { cookie: people.admin } });
    expect(preview.status).toBe(200);
    expect(await preview.text()).toMatch(/<h1[^>]*>Careers at Atrium Technologies<\/h1>/);
    expect((await fetch("/careers", { headers: { cookie: people.client } })).status).toBe(404);
    await change(row.id, { status: "published" });
    expect((await fetch("/careers")).status).toBe(200);
  });
});

describe("/faq", () => {
  it("lists the questions from the page's items, with FAQPage data", async () => {
    const html = await (await fetch("/faq")).text();
    const questions = [...html.matchAll(/<summary[^>]*><span>([^<]*)<\/span>/g)].map((m) => m[1]);
    expect(questions).toContain("How do I get a quote?");
    const data = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs;
    const faq = [...html.matchAll(data)]
      .map((m) => JSON.parse(m[1] ?? "null") as { "@type"?: string; mainEntity?: unknown[] })
      .find((d) => d["@type"] === "FAQPage");
    expect(faq?.mainEntity).toHaveLength(questions.length);
  });
});
