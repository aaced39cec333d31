import { SERVICE_LIMITS, SERVICE_TEXT, type Service } from "@common/schemas/services";
import { redirects, revisions, services } from "@server/db/schema";
import { defaultServices } from "@server/db/seed-services";
import { getServicePage, listNavServices } from "@server/services/services";
import { expectInvalid, setUpAdminApi } from "@tests/support/admin-api";
import { and, eq, notInArray } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

/**
 * The service page fields of issue 16 through the Services API: a service carries its whole page
 * (headline, intro, included, process, deliverables, audience, project categories, SEO), can be
 * hidden, and every save keeps a revision; a visible service's new slug leaves a 301.
 */

const api = setUpAdminApi<Service>("services");
const { t, call, add } = api;

beforeEach(async () => {
  await t.db.delete(services).where(
    notInArray(
      services.slug,
      defaultServices.map((s) => s.slug),
    ),
  );
  await t.db.delete(redirects);
});

const page = {
  title: "Data Platforms",
  slug: "data-platforms",
  description: "Warehouses and dashboards your team trusts.",
  headline: "  One version of the numbers.  ",
  intro: "We **connect** your systems.\n\nThen we keep them connected.",
  included: [
    { title: "Audit", text: "Where your data lives today." },
    { title: "Pipelines", text: "" },
  ],
  process: [{ title: "Map", text: "Sources and owners." }],
  deliverables: ["A warehouse", " ", "A warehouse", "Dashboards"],
  audience: [{ title: "Finance teams", text: "who close the month in spreadsheets." }],
  project_categories: ["Business Solutions", "E-commerce", "Business Solutions"],
  seo_title: "Data platforms and dashboards",
  seo_description: "",
  hidden: false,
};

const patch = (id: string, body: Record<string, unknown>) => call(`/${id}`, { method: "PATCH", body });

describe("a service's page fields", () => {
  it("are stored, trimmed and answered, and the public page reads them", async () => {
    const { status, body } = await add(page);
    expect(status).toBe(201);
    expect(body).toMatchObject({
      headline: "One version of the numbers.",
      intro: page.intro,
      included: page.included,
      process: page.process,
      deliverables: ["A warehouse", "Dashboards"],
      audience: page.audience,
      project_categories: ["Business Solutions", "E-commerce"],
      seo_title: "Data platforms and dashboards",
      seo_description: null,
      hidden: false,
    });
    expect(await getServicePage(t.db, "data-platforms")).toMatchObject({
      headline: "One version of the numbers.",
      deliverables: ["A warehouse", "Dashboards"],
      picture: null,
    });
  });

  it("default to an empty page when a service is added without them", async () => {
    const { body } = await add({ title: "Plain", description: "Just a card." });
    expect(body).toMatchObject({
      headline: null,
      intro: null,
      included: [],
      process: [],
      deliverables: [],
      audience: [],
      project_categories: [],
      seo_title: null,
      seo_description: null,
      hidden: false,
    });
  });

  it("change one at a time, keeping the others, in a new order", async () => {
    const { body } = await add(page);
    const reordered = await patch(body.id, { included: [...page.included].reverse(), headline: null });
    expect(reordered.status).toBe(200);
    expect(reordered.body).toMatchObject({
      included: [page.included[1], page.included[0]],
      headline: null,
      process: page.process,
    });
  });

  it("refuses an untitled item, too many items, an unknown category and over-long texts", async () => {
    const res = await add({
      ...page,
      included: [{ title: " ", text: "x" }],
      process: Array.from({ length: SERVICE_LIMITS.items + 1 }, (_, i) => ({ title: `Step ${i}`, text: "" })),
      audience: [{ title: "Someone", text: "x".repeat(SERVICE_LIMITS.itemText + 1) }],
      project_categories: ["Space Travel"],
      headline: "x".repeat(SERVICE_LIMITS.headline + 1),
      seo_title: "x".repeat(201),
    });
    expectInvalid(
      res,
      expect.objectContaining({
        "included.0.title": "Give each item a title",
        process: `At most ${SERVICE_LIMITS.items} items`,
        "audience.0.text": `Texts are at most ${SERVICE_LIMITS.itemText} characters`,
        "project_categories.0": SERVICE_TEXT.category,
        headline: `Use at most ${SERVICE_LIMITS.headline} characters`,
        seo_title: "Use at most 200 characters",
      }),
    );
    const { body } = await add(page);
    expectInvalid(
      await patch(body.id, { hidden: "yes", deliverables: "one" }),
      expect.objectContaining({ hidden: expect.any(String), deliverables: expect.any(String) }),
    );
    expect((await call(`/${body.id}`)).body).toMatchObject({
      hidden: false,
      deliverables: ["A warehouse", "Dashboards"],
    });
  });
});

describe("a hidden service", () => {
  it("leaves the menu and comes back when shown again", async () => {
    const { body } = await add(page);
    expect((await listNavServices(t.db)).map((s) => s.slug)).toContain("data-platforms");
    expect((await patch(body.id, { hidden: true })).body).toMatchObject({ hidden: true });
    expect((await listNavServices(t.db)).map((s) => s.slug)).not.toContain("data-platforms");
    await patch(body.id, { hidden: false });
    expect((await listNavServices(t.db)).map((s) => s.slug)).toContain("data-platforms");
  });
});

describe("saving a service", () => {
  const revisionsOf = (id: string) =>
    t.db
      .select()
      .from(revisions)
      .where(and(eq(revisions.resource, "services"), eq(revisions.entity_id, id)));

  it("keeps the row as it was before each change, with who saved it", async () => {
    const { body } = await add(page);
    expect(await revisionsOf(body.id)).toHaveLength(0);
    await patch(body.id, { title: "Data Platforms & BI" });
    const [kept] = await revisionsOf(body.id);
    expect(kept?.row).toMatchObject({ title: "Data Platforms", headline: "One version of the numbers." });
    expect(kept?.actor_email).toMatch(/@/);
  });

  it("records a 301 from a visible service's old page to its new one, not from a hidden one's", async () => {
    const { body } = await add(page);
    expect((await patch(body.id, { slug: "data-and-dashboards" })).status).toBe(200);
    const [moved] = await t.db
      .select()
      .from(redirects)
      .where(eq(redirects.from_path, "/services/data-platforms"));
    expect(moved).toMatchObject({ to_path: "/services/data-and-dashboards", status_code: 301 });

    await patch(body.id, { hidden: true });
    await patch(body.id, { slug: "data-quietly" });
    expect(
      await t.db.select().from(redirects).where(eq(redirects.from_path, "/services/data-and-dashboards")),
    ).toEqual([]);
  });
});

describe("POST /admin/services/preview", () => {
  it("renders the introduction's Markdown sanitised, as the page shows it", async () => {
    const { status, body } = await call<{ html: string }>("/preview", {
      method: "POST",
      body: { intro: "We **build**.<script>alert(1)</script>" },
    });
    expect(status).toBe(200);
    expect(body.html).toContain("<strong>build</strong>");
    expect(body.html).not.toContain("<script");
  });

  it("refuses an introduction over the limit, and anyone signed out", async () => {
    const long = await call("/preview", {
      method: "POST",
      body: { intro: "x".repeat(SERVICE_LIMITS.intro + 1) },
    });
    expect(long.status).toBe(400);
    const anonymous = await call("/preview", { method: "POST", body: { intro: "Hi" }, cookie: "" });
    expect(anonymous.status).toBe(401);
  });
});
