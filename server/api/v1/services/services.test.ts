import { SERVICE_TEXT, type Service } from "@common/schemas/services";
import { ACCENT_TEXT, accentOf, SERVICE_ACCENTS } from "@common/service-accents";
import { SLUG_MESSAGES } from "@common/slug";
import { services } from "@server/db/schema";
import { defaultServices } from "@server/db/seed-services";
import { getServicePage, listPublicServices } from "@server/services/services";
import { type ApiBody, expectInvalid, setUpAdminApi } from "@tests/support/admin-api";
import { eq, notInArray } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

const SEEDED = defaultServices.map((s) => s.slug);

const api = setUpAdminApi<Service>("services");
const { t, call, add, expectGuarded } = api;

/** Only the twelve seeded services before each test. */
beforeEach(async () => {
  await t.db.delete(services).where(notInArray(services.slug, SEEDED));
});

const valid = (overrides: Record<string, unknown> = {}) => ({
  title: "Cloud Hosting",
  slug: "cloud-hosting",
  description: "Managed hosting for your applications.",
  icon: "Globe",
  ...overrides,
});
const suggest = (title: string, exclude?: string) =>
  call<{ slug: string } & ApiBody<Service>>(
    `/slug-suggestion?title=${encodeURIComponent(title)}${exclude ? `&exclude=${exclude}` : ""}`,
  );
const lastAudit = (id: string) => api.lastAudit({ id });

describe("GET /admin/services", () => {
  it("lists the twelve seeded services in display order", async () => {
    const { status, body } = await call("");
    expect(status).toBe(200);
    expect(body.total).toBe(12);
    expect(body.items.map((s) => s.slug)).toEqual(SEEDED);
  });

  it("searches, sorts and pages on the server", async () => {
    expect((await call("?q=irrigation")).body.items.map((s) => s.slug)).toEqual(["agriculture-tech"]);
    expect((await call("?q=school-management")).body.total).toBe(1);
    expect((await call("?sort=title&pageSize=1")).body.items[0]!.slug).toBe("agriculture-tech");
    const page = await call("?pageSize=4&page=2");
    expect(page.body).toMatchObject({ total: 12, page: 2, pageSize: 4 });
    expect(page.body.items.map((s) => s.slug)).toEqual(SEEDED.slice(4, 8));
    expect((await call("?sort=nope")).status).toBe(400);
  });

  it("is for admins only", () => expectGuarded("", "GET"));
});

describe("GET /admin/services/slug-suggestion", () => {
  it("gives the title's slug, or the first free numeric suffix", async () => {
    expect((await suggest("Cloud Hosting!")).body.slug).toBe("cloud-hosting");
    expect((await suggest("Web Development")).body.slug).toBe("web-development-1");
    await add(valid({ title: "Web Dev Two", slug: "web-development-1" }));
    expect((await suggest("Web Development")).body.slug).toBe("web-development-2");
  });

  it("treats the edited service's own slug as free", async () => {
    const id = (await call("?q=web-development")).body.items[0]!.id;
    expect((await suggest("Web Development", id)).body.slug).toBe("web-development");
  });

  it("asks for a title first", async () => {
    const { status, body } = await suggest("  !! ");
    expect(status).toBe(400);
    expect(body.error.message).toBe(SLUG_MESSAGES.titleFirst);
  });

  it("is for admins only", () => expectGuarded("/slug-suggestion?title=x", "GET"));
});

describe("POST /admin/services", () => {
  it("creates the service last, with its link set by the server, audited and public", async () => {
    const { status, body } = await add(valid({ link: "https://evil.example", featured: true, image: "" }));
    expect(status).toBe(201);
    expect(body).toMatchObject({
      slug: "cloud-hosting",
      link: "/services/cloud-hosting",
      featured: true,
      image: null,
      order_index: 13,
    });
    expect(await lastAudit(body.id)).toMatchObject({ action: "create" });
    expect(await getServicePage(t.db, "cloud-hosting")).toMatchObject({ title: "Cloud Hosting" });
    expect((await listPublicServices(t.db)).at(-1)?.slug).toBe("cloud-hosting");
  });

  it("generates a free slug when none is given", async () => {
    const { body } = await add(valid({ title: "Digital Marketing", slug: undefined }));
    expect(body).toMatchObject({ slug: "digital-marketing-1", link: "/services/digital-marketing-1" });
  });

  it("answers 400 with the spec's messages", async () => {
    const res = await add({ title: "", description: " ", slug: "Not A Slug", icon: "Rocketship" });
    expectInvalid(
      res,
      expect.objectContaining({
        title: SERVICE_TEXT.titleRequired,
        description: SERVICE_TEXT.descriptionRequired,
        slug: SLUG_MESSAGES.invalid,
      }),
    );
    expect(res.body.error.fields?.icon).toMatch(/Globe, Search, Megaphone, .*, Wrench, Rocket/);
    for (const slug of ["-lead", "trail-", "double--hyphen", "under_score", ""]) {
      expect((await add(valid({ slug }))).body.error.fields?.slug, slug).toBe(SLUG_MESSAGES.invalid);
    }
  });

  it("stores a named accent's colour and gradient, or none", async () => {
    const purple = SERVICE_ACCENTS.find((a) => a.key === "purple")!;
    const { status, body } = await add(valid({ color: purple.color, gradient: purple.gradient }));
    expect(status).toBe(201);
    expect(body).toMatchObject({ color: "text-purple-600", gradient: "from-purple-500 to-violet-600" });
    const plain = await add(valid({ slug: "plain", color: null, gradient: null }));
    expect(plain.body).toMatchObject({ color: null, gradient: null });
  });

  it("refuses anything but a named accent, with the list of names", async () => {
    for (const accent of [
      { color: "text-red-600", gradient: "from-red-500 to-rose-600" }, // not one of the names
      { color: "text-green-600", gradient: "from-blue-500 to-indigo-600" }, // two accents mixed
      { color: "text-green-600" }, // half of one
      { color: "", gradient: "" },
      { color: "text-green-600 bg-[url(x)]", gradient: null },
    ]) {
      const { status, body } = await add(valid(accent));
      expect(status, JSON.stringify(accent)).toBe(400);
      expect(body.error.fields?.color ?? body.error.fields?.gradient, JSON.stringify(accent)).toBe(
        ACCENT_TEXT.invalid,
      );
    }
    expect(ACCENT_TEXT.invalid).toBe(
      "Choose one of the named accents: Green, Blue, Purple, Pink, Cyan, Orange, Slate",
    );
  });

  it("seeds every service with a named accent", () => {
    for (const s of defaultServices) expect(accentOf(s.color, s.gradient), s.slug).toBeDefined();
  });

  it("answers 409 with the spec's duplicate message", async () => {
    const { status, body } = await add(valid({ slug: "web-development" }));
    expect(status).toBe(409);
    expect(body.error).toMatchObject({
      code: "duplicate_slug",
      message: "Duplicate Slug: This slug already exists. Please use a different one.",
      fields: { slug: SLUG_MESSAGES.duplicate },
    });
  });

  it("is for admins only", () => expectGuarded("", "POST", valid()));
});

describe("GET/PATCH/DELETE /admin/services/{id}", () => {
  it("reads, updates (a new slug moves the link) and deletes, each audited", async () => {
    const created = (await add(valid())).body;
    expect((await call(`/${created.id}`)).body.title).toBe("Cloud Hosting");

    const renamed = await call(`/${created.id}`, {
      method: "PATCH",
      body: { slug: "managed-cloud", title: "Managed Cloud", link: "/elsewhere" },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ slug: "managed-cloud", link: "/services/managed-cloud" });
    expect((await lastAudit(created.id))?.changes).toMatchObject({
      slug: { from: "cloud-hosting", to: "managed-cloud" },
      link: { from: "/services/cloud-hosting", to: "/services/managed-cloud" },
    });
    expect(await getServicePage(t.db, "cloud-hosting")).toBeNull();

    const featured = await call(`/${created.id}`, { method: "PATCH", body: { featured: true } });
    expect(featured.body).toMatchObject({ featured: true, link: "/services/managed-cloud" });

    expect((await call(`/${created.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await lastAudit(created.id))?.action).toBe("delete");
    expect(await getServicePage(t.db, "managed-cloud")).toBeNull();
  });

  it("changes the accent as a pair, leaves it alone when not sent, and keeps an unnamed stored pair", async () => {
    const created = (await add(valid())).body;
    const blue = SERVICE_ACCENTS.find((a) => a.key === "blue")!;
    const set = await call(`/${created.id}`, {
      method: "PATCH",
      body: { color: blue.color, gradient: blue.gradient },
    });
    expect(set.body).toMatchObject({ color: blue.color, gradient: blue.gradient });
    expect((await lastAudit(created.id))?.changes).toMatchObject({ color: { from: null, to: blue.color } });

    // A pair stored before the accents existed loads and survives unrelated edits.
    await t.db
      .update(services)
      .set({ color: "text-teal-700", gradient: "from-teal-400 to-teal-700" })
      .where(eq(services.id, created.id));
    const renamed = await call(`/${created.id}`, { method: "PATCH", body: { title: "Teal Cloud" } });
    expect(renamed.body).toMatchObject({ title: "Teal Cloud", color: "text-teal-700" });

    const half = await call(`/${created.id}`, { method: "PATCH", body: { gradient: null } });
    expect(half.status).toBe(400);
    expect(half.body.error.fields?.color).toBe(ACCENT_TEXT.invalid);
    const cleared = await call(`/${created.id}`, { method: "PATCH", body: { color: null, gradient: null } });
    expect(cleared.body).toMatchObject({ color: null, gradient: null });
  });

  it("validates a patch and refuses a duplicate slug with 409", async () => {
    const created = (await add(valid())).body;
    expectInvalid(
      await call(`/${created.id}`, { method: "PATCH", body: { slug: "Bad!", order_index: -1 } }),
      expect.objectContaining({
        slug: SLUG_MESSAGES.invalid,
        order_index: SERVICE_TEXT.order,
      }),
    );
    const dup = await call(`/${created.id}`, { method: "PATCH", body: { slug: "school-management" } });
    expect(dup.status).toBe(409);
    expect(dup.body.error.message).toBe(SLUG_MESSAGES.duplicate);
  });

  it("answers 404 for an unknown id", () => api.expectUnknownItem({ title: "X" }));

  it("is for admins only", () => api.expectItemGuarded({ title: "X" }));
});
