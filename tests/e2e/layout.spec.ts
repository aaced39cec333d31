import { seriousA11yViolations } from "../support/e2e-axe";
import { expect, gotoInteractive, test } from "../support/e2e-fixtures";

test.describe("navigation bar on a desktop", () => {
  test("the Services dropdown opens on hover and closes a second after the pointer leaves", async ({
    page,
  }) => {
    // The page's clock is ours, so "a second" is exact however busy the machine is: installed, it
    // would still run on in real time between the steps; paused, only runFor moves it.
    await page.clock.install();
    await gotoInteractive(page, "/");
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    const services = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" });
    const menuLink = page.getByRole("link", { name: "Web Development" }).first();
    await services.hover();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await expect(menuLink).toBeVisible();

    await page.mouse.move(5, 700);
    await page.clock.runFor(900);
    await expect(services, "still open shortly after leaving").toHaveAttribute("aria-expanded", "true");
    await page.clock.runFor(200);
    await expect(services).toHaveAttribute("aria-expanded", "false");
  });

  test("a click toggles the dropdown; Escape and an outside click close it", async ({ page }) => {
    await gotoInteractive(page, "/contact");
    const services = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" });
    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(services).toBeFocused();

    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await page.mouse.click(640, 600);
    await expect(services).toHaveAttribute("aria-expanded", "false");

    await services.click();
    await page.getByRole("link", { name: "Cloud Services" }).first().click();
    await expect(page).toHaveURL("/services/cloud-services");
    await expect(services).toHaveAttribute("aria-expanded", "false");
  });

  test("the closed dropdown's links are not in the server's HTML; opened, they are, and axe is content", async ({
    page,
  }) => {
    // Opening needs JavaScript, so the closed menus ship an empty box (issue 17); the footer links every service.
    const html = await (await page.request.get("/")).text();
    expect(html.match(/href="\/services\/seo"/g), "the footer's link only").toHaveLength(1);
    const menuId = html.match(/aria-controls="([^"]+)"[^>]*>Services</)?.[1];
    expect(html).toContain(`<div id="${menuId}" hidden=""></div>`);

    await gotoInteractive(page, "/");
    const services = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" });
    await services.click();
    const menu = page.locator(`[id="${await services.getAttribute("aria-controls")}"]`);
    // Every visible service (as the footer lists them), then "All services".
    const listed = await page.locator("footer").locator('a[href^="/services/"]').count();
    expect(listed).toBeGreaterThan(5);
    await expect(menu.getByRole("link")).toHaveCount(listed + 1);
    await expect(menu.getByRole("link", { name: "SEO" })).toHaveAttribute("href", "/services/seo");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(menu.getByRole("link")).toHaveCount(0);
    await expect(services).toBeFocused();
  });

  test("marks the current section: Home only on /, others by prefix", async ({ page }) => {
    const main = page.getByRole("navigation", { name: "Main" });
    await gotoInteractive(page, "/");
    await expect(main.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await gotoInteractive(page, "/our-work");
    await expect(main.getByRole("link", { name: "Our Work" })).toHaveAttribute("aria-current", "page");
    await expect(main.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
  });

  test("hides while scrolling down and comes back when scrolling up", async ({ page }) => {
    await gotoInteractive(page, "/about");
    const header = page.locator("header").first();
    await page.mouse.move(600, 400);
    // The listener exists once the page has hydrated; until then scrolling changes nothing.
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(50);
      await page.mouse.wheel(0, 800);
      await expect(header).toHaveClass(/-translate-y-full/, { timeout: 1000 });
    }).toPass();
    await page.mouse.wheel(0, -300);
    await expect(header).not.toHaveClass(/-translate-y-full/);
  });

  test("Get a Quote opens the quote dialog; Book a Call dials the contact phone", async ({ page }) => {
    await gotoInteractive(page, "/");
    await expect(page.getByRole("link", { name: "Book a Call" })).toHaveAttribute("href", /^tel:\+?\d+/);
    await page.getByRole("button", { name: "Get a Quote" }).first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
  });
});

test.describe("navigation on a phone", () => {
  test.use({ viewport: { width: 375, height: 760 } });

  test("the hamburger opens the links and a navigation closes them", async ({ page }) => {
    // Closed, the menu is an empty box in the server's HTML (its links need JavaScript to be seen).
    const html = await (await page.request.get("/")).text();
    const menuId = html.match(/aria-controls="([^"]+)" aria-label="Open menu"/)?.[1];
    expect(html).toMatch(new RegExp(`<nav id="${menuId}" hidden="" aria-label="Mobile"></nav>`));
    await gotoInteractive(page, "/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await toggle.click();
    const mobile = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobile).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await expect(mobile.getByRole("link", { name: "Book a Call" })).toHaveAttribute("href", "/contact");
    await mobile.getByRole("link", { name: "Our Work" }).click();
    await expect(page).toHaveURL("/our-work");
    await expect(mobile).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test.describe("footer", () => {
  test("has the spec's links and the contact details from settings", async ({ page }) => {
    await gotoInteractive(page, "/");
    const footer = page.locator("footer");
    for (const [name, href] of [
      ["About", "/about"],
      ["Our Work", "/our-work"],
      ["Industries", "/industries"],
      ["Careers", "/careers"],
      ["Blog", "/blog"],
      ["Case Studies", "/case-studies"],
      ["FAQ", "/about#faq"],
      ["Support", "/contact"],
      ["Privacy Policy", "/privacy"],
      ["Terms of Service", "/terms"],
      ["Cookie Policy", "/cookies"],
      ["Sitemap", "/sitemap"],
      ["SEO", "/services/seo"],
    ] as const) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(footer.getByRole("link", { name: "hello@example.com" })).toHaveAttribute(
      "href",
      "mailto:hello@example.com",
    );
    await expect(footer.getByRole("link", { name: /Palo Alto/ })).toHaveAttribute("href", /maps/);
  });

  test("the About links in the footer and the navigation bar open the about page", async ({ page }) => {
    await gotoInteractive(page, "/");
    await page.locator("footer").getByRole("link", { name: "About", exact: true }).click();
    await expect(page).toHaveURL("/about");
    await expect(page.getByRole("heading", { level: 1, name: /^About / })).toBeVisible();
    await gotoInteractive(page, "/");
    const main = page.getByRole("navigation", { name: "Main" });
    await main.getByRole("link", { name: "About", exact: true }).click();
    await expect(page).toHaveURL("/about");
    await expect(main.getByRole("link", { name: "About", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("the FAQ link lands on the about page's FAQ", async ({ page }) => {
    await gotoInteractive(page, "/");
    await page.locator("footer").getByRole("link", { name: "FAQ", exact: true }).click();
    await expect(page).toHaveURL("/about#faq");
    await expect(page.locator("#faq")).toBeInViewport();
  });
});

test.describe("search engines and sharing", () => {
  test("sitemap.xml lists the public pages, services and published projects", async ({ request }) => {
    const res = await request.get("/sitemap.xml");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("application/xml");
    const xml = await res.text();
    for (const path of [
      "/",
      "/about",
      "/services/web-development",
      "/services/agriculture-tech",
      "/privacy",
      "/our-work",
    ]) {
      expect(xml).toContain(`${new URL(res.url()).origin}${path}</loc>`);
    }
    expect(xml).toMatch(/\/our-work\/[a-z0-9-]+<\/loc>/);
  });

  test("robots.txt keeps crawlers out of the back office and the client area", async ({ request }) => {
    const text = await (await request.get("/robots.txt")).text();
    for (const line of ["Disallow: /dashboard", "Disallow: /admin", "Disallow: /account"])
      expect(text).toContain(line);
    expect(text).toMatch(/Sitemap: http.*\/sitemap\.xml/);
  });

  test("pages carry canonical, Open Graph, Twitter and JSON-LD business data", async ({ page }) => {
    await gotoInteractive(page, "/services");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/services$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Atrium Technologies/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary");
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
    );
    expect(jsonLd).toMatchObject({ "@type": "ProfessionalService", name: "Atrium Technologies" });
    expect(jsonLd.address.addressLocality).toBe("Palo Alto");
    expect(jsonLd.openingHoursSpecification[0]).toMatchObject({
      dayOfWeek: "Monday",
      opens: "09:00",
      closes: "17:00",
    });
    const manifest = await (await page.request.get("/manifest.webmanifest")).json();
    expect(manifest).toMatchObject({ name: "Atrium Technologies", start_url: "/" });
  });

  test("/index redirects to the home page", async ({ page }) => {
    await gotoInteractive(page, "/index");
    await expect(page).toHaveURL("/");
  });
});

test.describe("offline", () => {
  test.use({ serviceWorkers: "allow" });
  test("the service worker serves visited pages and a helpful page offline", async ({
    page,
    context,
    errorWatch,
  }) => {
    errorWatch.allow(/ERR_INTERNET_DISCONNECTED/, /.*/);
    // While offline, React Router cannot fetch route manifests for the links on the page.
    errorWatch.allow(/Failed to fetch manifest patches/, /^\/assets\//);
    await page.goto("/");
    await page.evaluate(() => navigator.serviceWorker.ready);
    // Visit once more so the page is fetched through the worker and cached.
    await page.reload();
    await page.goto("/services");
    await context.setOffline(true);
    await page.goto("/services");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.goto("/careers");
    await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
    await context.setOffline(false);
  });
});
