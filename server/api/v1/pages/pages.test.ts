import { STANDING_PAGES } from "@common/options";
import type { Page as ListPage } from "@common/pagination";
import { PAGE_TEXT, type Page } from "@common/schemas/pages";
import { revisions } from "@server/db/schema";
import { getPublicPage } from "@server/services/pages";
import { expectInvalid, expectNotFound, setUpAdminApi, signUpAdminWith } from "@tests/support/admin-api";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

const api = setUpAdminApi<Page>("pages");
const { t, call, patch, auditOf, expectGuarded } = api;
/** The list (its rows have an `items` field of their own, so it is read as a plain page). */
const list = (query = "") => call<ListPage<Page>>(query);

async function pageId(slug: string) {
  const { body } = await list("?pageSize=100");
  const row = body.items.find((p) => p.slug === slug);
  if (!row) throw new Error(`no ${slug} page`);
  return row.id;
}

describe("GET /admin/pages", () => {
  it("lists the eight standing pages, seeded and published, in the footer's order", async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.items.map((p) => p.slug)).toEqual([...STANDING_PAGES]);
    expect(body.items.every((p) => p.status === "published")).toBe(true);
    const faq = body.items.find((p) => p.slug === "faq");
    expect(faq?.items.length).toBeGreaterThanOrEqual(12);
    expect(body.items.find((p) => p.slug === "privacy")?.body).toContain("# 1. Who we are");
  });

  it("searches and sorts", async () => {
    const { body } = await list(`?q=${encodeURIComponent("cookie")}&sort=title`);
    expect(body.items.map((p) => p.slug)).toContain("cookies");
    expect((await call("?sort=nope")).status).toBe(400);
  });

  it("is for admins only", () => expectGuarded("", "GET"));
});

describe("GET and PATCH /admin/pages/{id}", () => {
  it("reads a page and changes what is sent, audited, keeping a revision of the page before", async () => {
    const id = await pageId("terms");
    const read = await call(`/${id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ slug: "terms", title: "Terms of Service", status: "published" });

    const updated = await patch(id, {
      title: "  Terms of use ",
      seo_title: "",
      seo_description: "Our terms.",
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      title: "Terms of use",
      seo_title: null,
      seo_description: "Our terms.",
    });
    expect(updated.body.body).toBe(read.body.body);
    const [audit] = await auditOf({ id });
    expect(audit).toMatchObject({ action: "update" });
    expect(audit!.changes).toMatchObject({ title: { from: "Terms of Service", to: "Terms of use" } });
    const kept = await t.db.select().from(revisions).where(eq(revisions.entity_id, id));
    expect(kept.map((r) => (r.row as { title: string }).title)).toContain("Terms of Service");

    await patch(id, {
      title: read.body.title,
      seo_title: read.body.seo_title,
      seo_description: read.body.seo_description,
    });
  });

  it("saves the FAQ's questions in the order given", async () => {
    const id = await pageId("faq");
    const before = (await call(`/${id}`)).body.items;
    const items = [
      { question: " Second? ", answer: "**Two**" },
      { question: "First?", answer: "One" },
    ];
    const { status, body } = await patch(id, { items });
    expect(status).toBe(200);
    expect(body.items).toEqual([
      { question: "Second?", answer: "**Two**" },
      { question: "First?", answer: "One" },
    ]);
    const shown = await getPublicPage(t.db, "faq");
    expect(shown?.items.map((i) => i.question)).toEqual(["Second?", "First?"]);
    expect(shown?.items[0]?.html).toContain("<strong>Two</strong>");
    await patch(id, { items: before });
  });

  it("answers 400 with the message of each field", async () => {
    const id = await pageId("careers");
    expectInvalid(
      await patch(id, {
        title: " ",
        status: "hidden",
        items: [{ question: "", answer: "" }],
        seo_description: "x".repeat(321),
      }),
      {
        title: PAGE_TEXT.titleRequired,
        status: PAGE_TEXT.status,
        "items.0.question": PAGE_TEXT.questionRequired,
        "items.0.answer": PAGE_TEXT.answerRequired,
        seo_description: "Use at most 320 characters",
      },
    );
    expect((await patch(id, { body: "x".repeat(100_001) })).status).toBe(400);
    // The slug is fixed: an unknown field is not a way to move a page.
    const moved = await patch(id, { slug: "jobs" });
    expect(moved.status).toBe(200);
    expect(moved.body.slug).toBe("careers");
  });

  it("answers 404 for an unknown page", async () => {
    const id = crypto.randomUUID();
    expectNotFound(await call(`/${id}`));
    expectNotFound(await patch(id, { title: "x" }));
  });

  it("is for admins only, and changing needs pages:update", async () => {
    const id = await pageId("support");
    await expectGuarded(`/${id}`, "GET");
    await expectGuarded(`/${id}`, "PATCH", { title: "x" });
    const reader = await signUpAdminWith(t, api.admin, ["pages:read"]);
    expect((await call(`/${id}`, { cookie: reader })).status).toBe(200);
    const refused = await patch(id, { title: "x" }, reader);
    expect(refused.status).toBe(403);
  });
});

describe("no create, no delete", () => {
  it("has no POST and no DELETE", async () => {
    const id = await pageId("cookies");
    expect((await call("", { method: "POST", body: { slug: "new", title: "New" } })).status).toBe(404);
    expect((await call(`/${id}`, { method: "DELETE" })).status).toBe(404);
    expect((await call(`/${id}`)).status).toBe(200);
  });
});

describe("POST /admin/pages/preview", () => {
  it("renders the Markdown as the page will show it, placeholders filled and sanitised", async () => {
    const { status, body } = await call<{ html: string }>("/preview", {
      method: "POST",
      body: { body: "# Hi {site}\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1)) at {email}" },
    });
    expect(status).toBe(200);
    expect(body.html).toContain("<h2>Hi Atrium Technologies</h2>");
    expect(body.html).not.toContain("<script");
    expect(body.html).not.toContain("javascript:");
    expect(body.html).toContain('href="mailto:hello@');
  });

  it("is for admins only", () => expectGuarded("/preview", "POST", { body: "x" }));
});
