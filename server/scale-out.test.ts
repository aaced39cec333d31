import { formOf, pngOf } from "@tests/support/image-fixtures";
import { readSse } from "@tests/support/sse";
import { createTestApp, type TestApp } from "@tests/support/test-app";
import { createTestDb } from "@tests/support/test-db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { AppOptions } from "./app";
import { openDatabase } from "./db/client";
import { contactMessages, redirects, requirementForms } from "./db/schema";
import { DEFAULT_RENDER_CACHE } from "./lib/render-cache";
import { getSiteSettings } from "./services/site-settings";

/**
 * Two server instances on one database. On PostgreSQL (DATABASE_URL set) each has its own
 * connection pool and LISTEN connection, as two processes would; on PGlite they share the
 * embedded database. Either way nothing may depend on in-process state.
 */
let one: TestApp;
let two: TestApp;
let closeShared: () => Promise<void>;

/** A page showing the site's name, kept by each instance's render cache. */
const pages: AppOptions = {
  renderCache: DEFAULT_RENDER_CACHE,
  renderPage: async (_request, { deps }) =>
    new Response(`<h1>${(await getSiteSettings(deps.db)).site_name}</h1>`, {
      headers: { "content-type": "text/html; charset=utf-8" },
    }),
};

beforeAll(async () => {
  const shared = await createTestDb();
  const second = shared.url ? await openDatabase({ kind: "postgres", url: shared.url }) : undefined;
  one = await createTestApp({}, { ...pages, dbHandle: { ...shared, close: async () => {} } });
  two = await createTestApp({}, { ...pages, dbHandle: second ?? { ...shared, close: async () => {} } });
  closeShared = shared.close;
});
afterAll(async () => {
  await one.close();
  await two.close();
  await closeShared();
});

describe("two server instances on one database", () => {
  it("accept a session made on the other", async () => {
    const { cookie } = await one.signInFirstAdmin();
    const res = await two.request("/api/v1/auth/session", { cookie });
    expect(((await res.json()) as { user: { email: string } }).user.email).toBe("owner@example.com");
  });

  it("deliver a change made through one to an event stream of the other", async () => {
    const { cookie } = await one.signInFirstAdmin();
    const stream = readSse(await two.request("/api/v1/events", { cookie }));
    await stream.ready();
    // A visitor's contact message, stored through instance one.
    const [row] = await one.deps.db
      .insert(contactMessages)
      .values({ name: "Vi", email: "vi@example.com", message: "Hello" })
      .returning({ id: contactMessages.id });
    const events = await stream.until((all) => all.some((e) => e.data.includes("contact_messages")));
    await stream.close();
    const change = events.find((e) => e.event === "change");
    expect(JSON.parse(change?.data ?? "{}")).toEqual({
      table: "contact_messages",
      op: "INSERT",
      id: row?.id,
    });
  });

  it("answer a redirect written through the other, from the change event", async () => {
    // Instance two has loaded its redirect map; the row is written by instance one, behind the
    // services' back, so only the `redirects` change event can tell two.
    // Until then the address is an ordinary page (here, the test's page renderer).
    expect((await two.request("/old-address-scale-out")).status).toBe(200);
    await one.deps.db.insert(redirects).values({ from_path: "/old-address-scale-out", to_path: "/about" });
    await expect.poll(async () => (await two.request("/old-address-scale-out")).status).toBe(301);
    expect((await two.request("/old-address-scale-out")).headers.get("location")).toBe("/about");
  });

  it("drop a kept public page when a setting is saved through the other", async () => {
    const { cookie } = await one.signInFirstAdmin();
    await two.request("/");
    expect((await two.request("/")).headers.get("x-render-cache")).toBe("hit");
    const saved = await one.request("/api/v1/admin/site-settings", {
      method: "PATCH",
      cookie,
      body: { site_name: "Two Processes Ltd" },
    });
    expect(saved.status).toBe(200);
    // The author's own process at once; the other as soon as the change notification arrives.
    expect(await (await one.request("/")).text()).toContain("Two Processes Ltd");
    await vi.waitFor(
      async () => expect(await (await two.request("/")).text()).toContain("Two Processes Ltd"),
      {
        timeout: 30_000,
        interval: 20,
      },
    );
  });

  it("drop a kept public page when an image is deleted through the other", async () => {
    const { cookie } = await one.signInFirstAdmin();
    const heard = (op: string) =>
      new Promise<void>((resolve) => {
        const stop = two.deps.bus.subscribe((event) => {
          if (event.table !== "stored_images" || event.op !== op) return;
          stop();
          resolve();
        });
      });
    const uploaded = heard("INSERT");
    const upload = await one.request("/api/v1/admin/images/library", {
      cookie,
      body: formOf("files", [[await pngOf(64, 32), "scale-out.png"]], { folder: "general" }),
    });
    expect(upload.status, await upload.clone().text()).toBe(200);
    const { results } = (await upload.json()) as { results: { image: { id: string } | null }[] };
    const id = results[0]?.image?.id;
    expect(id).toBeDefined();
    // The upload's own change event has emptied two's cache: now two keeps the page.
    await uploaded;
    await two.request("/");
    expect((await two.request("/")).headers.get("x-render-cache")).toBe("hit");

    const deleted = await one.request(`/api/v1/admin/images/${id}`, { method: "DELETE", cookie });
    expect(deleted.status).toBe(204);
    // Only the stored_images change event can tell two: its kept page may show the deleted picture.
    await vi.waitFor(
      async () => expect((await two.request("/")).headers.get("x-render-cache")).toBe("miss"),
      { timeout: 30_000, interval: 20 },
    );
  });

  it("hold one address to the form limit across both", async () => {
    const ip = "198.51.100.200";
    const quote = quoteFrom("Ada", "ada@example.com");
    const send = (app: TestApp) => app.request("/api/v1/quote-requests", { body: quote, ip });
    const statuses = [];
    for (const app of [one, two, one, two, one, two, one]) statuses.push((await send(app)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
  });

  it("hold one address to the form limit when its submissions arrive together", async () => {
    const ip = "198.51.100.201";
    const quote = quoteFrom("Bo", "bo-together@example.com");
    // Each process counts the attempts that arrive at once in one upsert (group commit).
    const sent = await Promise.all(
      [one, two, one, two, one, two, one, two, one, two, one, two].map((app) =>
        app.request("/api/v1/quote-requests", { body: quote, ip }),
      ),
    );
    const statuses = sent.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    const stored = await one.db
      .select()
      .from(requirementForms)
      .where(eq(requirementForms.email, quote.email));
    expect(stored).toHaveLength(5);
  });
});

/** A quote submission that passes the spam screen (opened ten seconds ago). */
const quoteFrom = (name: string, email: string) => ({
  name,
  email,
  project_type: "Business Website",
  project_description: "A site",
  budget_range: "Let's Discuss",
  timeline: "Flexible",
  form_started_at: Date.now() - 10_000,
});
