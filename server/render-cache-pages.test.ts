import { setUpSignIns } from "@tests/support/admin-api";
import { setUpSsrApp } from "@tests/support/ssr-app";
import { describe, expect, it } from "vitest";
import { DEFAULT_RENDER_CACHE } from "./lib/render-cache";

/**
 * The render cache in front of the real pages (rendered through Vite here; in production the
 * built ones): anonymous visitors get kept pages, a save shows on the next request, and nothing
 * rendered for a signed-in person reaches anyone else.
 */
const { t, fetch } = setUpSsrApp({ renderCache: DEFAULT_RENDER_CACHE });
const people = setUpSignIns(t);

const stats = async () =>
  ((await (await fetch("/api/health?verbose")).json()) as { renderCache: Record<string, number> })
    .renderCache;

/**
 * Saves the site name, and by default waits for its change event, which empties the cache once
 * more when it arrives: it must land here, not in the middle of the test's next requests.
 */
async function saveSiteName(site_name: string, { waitForEvent = true } = {}) {
  const heard = new Promise<void>((resolve) => {
    const stop = t.deps.bus.subscribe((event) => {
      if (event.table !== "site_settings") return;
      stop();
      resolve();
    });
  });
  const res = await t.request("/api/v1/admin/site-settings", {
    method: "PATCH",
    cookie: people.admin,
    body: { site_name },
  });
  expect(res.status, await res.text()).toBe(200);
  if (waitForEvent) await heard;
  return { heard };
}

describe("public pages from the render cache", () => {
  it("renders / once, then answers from memory; 304 for the ETag it sent", async () => {
    await saveSiteName("Cached Co");
    const first = await fetch("/");
    expect(first.status).toBe(200);
    expect(first.headers.get("x-render-cache")).toBe("miss");
    const html = await first.text();
    expect(html).toContain("Cached Co");
    // Rendered with no nonce: one nonce shared by every visitor would be public.
    expect(html).not.toMatch(/nonce="[^"]+"/);

    const second = await fetch("/", { headers: { "accept-encoding": "br" } });
    expect(second.headers.get("x-render-cache")).toBe("hit");
    expect(second.headers.get("content-encoding")).toBe("br");
    expect(second.headers.get("cache-control")).toMatch(/^public, max-age=0, s-maxage=\d+/);
    expect(second.headers.get("content-security-policy")).toBe("frame-ancestors 'self'");
    expect(await second.text()).toBe(html);

    const etag = second.headers.get("etag") ?? "";
    const revalidated = await fetch("/", { headers: { "if-none-match": etag } });
    expect(revalidated.status).toBe(304);
    expect(await stats()).toMatchObject({ notModified: 1 });
  });

  it("shows a settings change on the very next anonymous request", async () => {
    await fetch("/");
    expect((await fetch("/")).headers.get("x-render-cache")).toBe("hit");
    // The save itself empties this process's cache: its change event may still be on its way.
    const { heard } = await saveSiteName("Renamed Studio", { waitForEvent: false });
    const next = await fetch("/");
    expect(next.headers.get("x-render-cache")).toBe("miss");
    expect(await next.text()).toContain("Renamed Studio");
    // Not left to land in the next test's counts.
    await heard;
  });

  it("never serves a signed-in person a kept page, nor keeps theirs", async () => {
    await saveSiteName("Private Check");
    const before = await stats();
    for (const cookie of [people.client, people.admin]) {
      const res = await fetch("/", { headers: { cookie } });
      expect(res.status).toBe(200);
      expect(res.headers.get("x-render-cache")).toBeNull();
      // The back office's pages keep their per-request nonce.
      expect(await res.text()).toMatch(/nonce="[^"]+"/);
    }
    const after = await stats();
    expect(after.entries).toBe(before.entries);
    expect(after.misses).toBe(before.misses);

    const anonymous = await (await fetch("/")).text();
    expect(anonymous).not.toMatch(/client-[0-9a-f-]{36}@example\.com/);
    expect(anonymous).not.toContain(people.adminEmail);
    expect(anonymous).not.toContain("Casey");
    expect(anonymous).not.toContain("Olive");
  });

  it("leaves query strings and the back office to render every time", async () => {
    const before = await stats();
    await fetch("/blog?page=1");
    await fetch("/blog?page=1");
    const dashboard = await fetch("/dashboard", { headers: { cookie: people.admin } });
    expect(dashboard.headers.get("content-security-policy")).toMatch(/'nonce-/);
    const after = await stats();
    expect(after.entries).toBe(before.entries);
    expect(after.bypassed - before.bypassed).toBeGreaterThanOrEqual(3);
  });
});
