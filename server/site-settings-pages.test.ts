import { setUpSignIns } from "@tests/support/admin-api";
import { setUpSsrApp } from "@tests/support/ssr-app";
import { describe, expect, it } from "vitest";

/**
 * A save in the Website Settings editor shows on the public site from the very next request:
 * the pages are rendered per request from the stored settings (no stale copy anywhere).
 */
const { t, fetch } = setUpSsrApp();
const people = setUpSignIns(t);

async function save(patch: Record<string, unknown>) {
  const res = await t.request("/api/v1/admin/site-settings", {
    method: "PATCH",
    cookie: people.admin,
    body: patch,
  });
  expect(res.status, await res.text()).toBe(200);
}

async function page(pathname: string, cookie?: string) {
  const res = await fetch(pathname, cookie ? { headers: { cookie } } : undefined);
  expect(res.status).toBe(200);
  return res.text();
}

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const jsonLd = (html: string) =>
  JSON.parse(
    /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? "null",
  ) as Record<string, unknown>;

describe("a saved setting on the next request", () => {
  it("title, colours, favicon, contact details, hours and JSON-LD", async () => {
    await save({
      site_name: "Northwind Digital",
      meta_title: "Northwind Digital | Websites that work",
      primary_color: "#7C3AED",
      site_favicon: "/media/favicons/abc.png",
      site_logo: "/media/logos/northwind.png",
      contact_phone: "+44 20 7946 0000",
      address: "1 Harbour Street",
      city: "Bristol",
      business_hours: {
        monday: { open: "08:00", close: "16:30", closed: false },
        tuesday: { open: "08:00", close: "16:30", closed: false },
        wednesday: { open: "08:00", close: "16:30", closed: false },
        thursday: { open: "08:00", close: "16:30", closed: false },
        friday: { open: "08:00", close: "12:00", closed: false },
        saturday: { open: "10:00", close: "14:00", closed: true },
        sunday: { open: "10:00", close: "14:00", closed: true },
      },
    });
    const home = await page("/");
    expect(title(home)).toBe("Northwind Digital | Websites that work");
    expect(home).toContain("--color-primary:#7C3AED;");
    expect(home).toContain('<link rel="icon" href="/media/favicons/abc.png"/>');
    const ld = jsonLd(home);
    expect(ld).toMatchObject({
      name: "Northwind Digital",
      telephone: "+44 20 7946 0000",
      logo: expect.stringMatching(/^http:\/\/[^/]+\/media\/logos\/northwind\.png$/),
      address: { streetAddress: expect.stringContaining("1 Harbour Street"), addressLocality: "Bristol" },
    });
    expect(ld.openingHoursSpecification).toContainEqual({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: "Friday",
      opens: "08:00",
      closes: "12:00",
    });
    expect(JSON.stringify(ld.openingHoursSpecification)).not.toContain("Saturday");

    const contact = await page("/contact");
    expect(title(contact)).toBe("Contact | Northwind Digital");
    expect(contact).toContain("+44 20 7946 0000");
    expect(contact).toContain("8:00 AM - 4:30 PM");
    expect(contact).toContain("8:00 AM - 12:00 PM");
  });

  it("maintenance mode: visitors get the maintenance screen, a signed-in admin the site", async () => {
    await save({ is_maintenance_mode: true, maintenance_message: "Back at six." });
    const visitor = await page("/about");
    // The message as a rendered paragraph (the settings also travel in the page's data).
    expect(visitor).toContain(">Back at six.</p>");
    expect(visitor).not.toContain('aria-label="Main"');
    const admin = await page("/about", people.admin);
    expect(admin).toContain("Maintenance mode is on");
    expect(admin).toContain('aria-label="Main"');

    await save({ is_maintenance_mode: false });
    const after = await page("/about");
    expect(after).not.toContain(">Back at six.</p>");
    expect(after).toContain('aria-label="Main"');
  });
});
