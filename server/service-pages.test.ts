import type { Service } from "@common/schemas/services";
import { setUpSignIns } from "@tests/support/admin-api";
import { setUpSsrApp } from "@tests/support/ssr-app";
import { describe, expect, it } from "vitest";

/**
 * Services are one thing (issue 16): the header's menu (desktop and mobile), the footer's list,
 * /services, the sitemap and each service's own page are rendered from the services table, so a
 * rename or a hide through the API shows on the very next request. The header's menus render
 * their links only when opened (issue 17): the server's HTML carries them as the page's data.
 */
const { t, fetch } = setUpSsrApp();
const people = setUpSignIns(t);

async function admin<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const res = await t.request(`/api/v1/admin/services${path}`, { ...init, cookie: people.admin });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
}

async function html(pathname: string, status = 200, cookie?: string): Promise<string> {
  const res = await fetch(pathname, cookie ? { headers: { cookie } } : undefined);
  expect(res.status, pathname).toBe(status);
  return res.text();
}

/** The part of a page inside the first element that starts with `open` and ends with `close`. */
function part(page: string, open: RegExp, close: string): string {
  const start = page.search(open);
  expect(start, String(open)).toBeGreaterThanOrEqual(0);
  return page.slice(start, page.indexOf(close, start) + close.length);
}
const header = (page: string) => part(page, /<header[\s>]/, "</header>");
const mobileMenu = (page: string) => part(page, /<nav[^>]*aria-label="Mobile"/, "</nav>");
const footer = (page: string) => part(page, /<footer[\s>]/, "</footer>");
const link = (href: string, text: string) => new RegExp(`<a[^>]*href="${href}"[^>]*>${text}</a>`);
/** The page without its footer: the menus' services are there only as data for the browser. */
const beyondFooter = (page: string) => page.replace(footer(page), "");
const h1 = (page: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(page)?.[1]?.replace(/<[^>]+>/g, "");

describe("the services table drives the site", () => {
  it("a renamed service shows in the menu, the footer, /services and its page on the next request", async () => {
    const [seo] = (await admin<{ items: Service[] }>("?q=seo&pageSize=100")).items.filter(
      (s) => s.slug === "seo",
    );
    expect(seo).toBeDefined();

    const before = await html("/");
    // The closed menus are empty boxes; the footer links every service.
    expect(header(before)).not.toContain('href="/services/');
    expect(mobileMenu(before)).toMatch(/^<nav [^>]*hidden=""[^>]*><\/nav>$/);
    expect(footer(before)).toMatch(link("/services/seo", "SEO"));
    expect(before).not.toContain("Search Visibility");

    await admin(`/${seo!.id}`, {
      method: "PATCH",
      body: { title: "Search Visibility", headline: "Be found." },
    });

    const home = await html("/");
    expect(beyondFooter(home)).toContain("Search Visibility");
    expect(footer(home)).toMatch(link("/services/seo", "Search Visibility"));
    expect(home).not.toMatch(link("/services/seo", "SEO"));
    expect(await html("/services")).toMatch(link("/services/seo", "Search Visibility"));
    const own = await html("/services/seo");
    expect(h1(own)).toBe("Search Visibility");
    expect(own).toContain("Be found.");
    expect(own).toContain("<title>Search Visibility | ");
    expect(await html("/sitemap")).toMatch(link("/services/seo", "Search Visibility"));
  });

  it("a hidden service leaves the menu, the footer, the lists and the sitemap; its page is 404 but for staff", async () => {
    const [cloud] = (await admin<{ items: Service[] }>("?q=cloud-services")).items;
    expect(cloud?.slug).toBe("cloud-services");
    expect(footer(await html("/"))).toContain('href="/services/cloud-services"');

    await admin(`/${cloud!.id}`, { method: "PATCH", body: { hidden: true } });

    const home = await html("/");
    expect(beyondFooter(home)).not.toContain("/services/cloud-services");
    expect(footer(home)).not.toContain('href="/services/cloud-services"');
    expect(await html("/services")).not.toContain('href="/services/cloud-services"');
    expect(await html("/sitemap")).not.toContain('href="/services/cloud-services"');
    expect(await html("/sitemap.xml")).not.toContain("/services/cloud-services<");
    expect(await html("/services/cloud-services", 404)).not.toContain("Cloud Services</h1>");
    // A signed-in admin previews it, kept out of search engines.
    const preview = await html("/services/cloud-services", 200, people.admin);
    expect(h1(preview)).toBe("Cloud Services");
    expect(preview).toMatch(/<meta name="robots" content="noindex"/);
    // A signed-in client is a visitor.
    await html("/services/cloud-services", 404, people.client);

    await admin(`/${cloud!.id}`, { method: "PATCH", body: { hidden: false } });
    expect(footer(await html("/"))).toContain('href="/services/cloud-services"');
    expect(await html("/sitemap.xml")).toContain("/services/cloud-services<");
  });

  it("a service page renders its whole page from the row, Markdown sanitised", async () => {
    const [brand] = (await admin<{ items: Service[] }>("?q=brand-design")).items;
    await admin(`/${brand!.id}`, {
      method: "PATCH",
      body: {
        intro: "We **draw** things.\n\n<script>alert(1)</script>",
        included: [{ title: "Logo suite", text: "Every size." }],
        process: [],
        deliverables: ["Brand book"],
        audience: [],
        seo_description: "Logos and identities, drawn with care.",
      },
    });
    const own = await html("/services/brand-design");
    expect(own).toContain("<strong>draw</strong>");
    expect(own).not.toContain("<script>alert(1)</script>");
    expect(own).toContain("Logo suite");
    expect(own).toContain("Brand book");
    // No process of its own: the general one.
    expect(own).toContain("Conversation");
    expect(own).not.toContain("Who it&#x27;s for");
    expect(own).toMatch(/<meta name="description" content="Logos and identities, drawn with care."/);
  });
});
