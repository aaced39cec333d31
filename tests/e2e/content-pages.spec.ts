import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import { defaultServices } from "@server/db/seed-services";
import { expect, gotoInteractive, test } from "../support/e2e-fixtures";

/**
 * The public content pages (home, about, services, our work, blog, case studies), rendered on the
 * server from the default content a fresh database is seeded with. The blog starts empty; posts
 * are covered by server/services/public-content.test.ts.
 */

const SITE = "Atrium Technologies";

const axeSource: string = createRequire(import.meta.url)("axe-core").source;

/**
 * Serious and critical WCAG 2 A/AA violations inside the page's <main> (the part these pages own;
 * the navigation bar and footer have their own tests).
 */
async function contentA11yViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    type Result = {
      violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
    };
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: object) => Promise<Result> } }).axe;
    const { violations } = await axe.run(
      { include: [["main"]] },
      { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } },
    );
    return violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map(
        (v) =>
          `${v.id}: ${v.help} at ${v.nodes
            .map((n) => n.target.join(" "))
            .slice(0, 3)
            .join(", ")}`,
      );
  });
}

const PAGES: { path: string; title: string; h1: RegExp }[] = [
  { path: "/", title: `${SITE} | Simplifying Technology`, h1: /Atrium Technologies/ },
  { path: "/about", title: `About Us | ${SITE}`, h1: /About Atrium Technologies/ },
  { path: "/services", title: `Services | ${SITE}`, h1: /Technology services/ },
  ...defaultServices.map((s) => ({
    path: `/services/${s.slug}`,
    title: `${s.title} | ${SITE}`,
    h1: new RegExp(`^${s.title}$`),
  })),
  { path: "/our-work", title: `Our Work | ${SITE}`, h1: /^Our work$/ },
  { path: "/portfolio", title: `Portfolio | ${SITE}`, h1: /^Portfolio$/ },
  {
    path: "/our-work/harvest-ledger-farm-management-platform",
    title: `Harvest Ledger Farm Management Platform | Our Work | ${SITE}`,
    h1: /^Harvest Ledger Farm Management Platform$/,
  },
  { path: "/blog", title: `Blog | ${SITE}`, h1: /Insights and practical guides/ },
  { path: "/case-studies", title: `Case Studies | ${SITE}`, h1: /Client success stories/ },
];

for (const { path, title, h1 } of PAGES) {
  test(`${path} answers 200 with its title, one h1 and a description`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const html = await response!.text();
    // Rendered on the server: the heading is in the HTML, not added later by the browser.
    expect(html).toMatch(/<h1[\s>]/);
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
    await expect(page.locator("meta[name=description]")).toHaveAttribute("content", /^.{40,}$/);
    await expect(page.getByRole("link", { name: /Contact Us Today|Contact us/ }).first()).toBeVisible();
  });
}

for (const path of [
  "/services/no-such-service",
  "/our-work/no-such-project",
  "/our-work/brightpath-academy-school-portal-draft",
  "/blog/5f0c6d2e-8a4b-4c1e-9d7a-3b2e1f0a9c8d",
  "/blog/not-a-uuid",
  "/blog?page=2",
]) {
  test(`${path} is a 404 with the Not Found page`, async ({ page, errorWatch }) => {
    errorWatch.allow(/status of 404/, new URL(path, "http://x").pathname);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  });
}

test("the home page shows the seeded slides, services, projects and testimonials", async ({ page }) => {
  // The server's HTML holds only the first slide and its picture: the others join once hydrated.
  const html = await (await page.request.get("/")).text();
  expect(html.match(/data-testid="hero-slide"/g)).toHaveLength(1);
  expect(html.match(/data-testid="hero-image"/g)).toHaveLength(1);
  expect(html).toContain(">Simplifying Technology</h2>");
  expect(html).not.toContain(">Work That Delivers Results</h2>");
  await gotoInteractive(page, "/");

  // Hero: the first slide, and slide controls that change slides only when asked.
  const slides = page.getByTestId("hero-slide");
  await expect(slides).toHaveCount(3);
  await expect(slides.filter({ visible: true })).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 2, name: "Simplifying Technology" })).toBeVisible();
  await page.getByRole("button", { name: "Next slide" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Work That Delivers Results" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Simplifying Technology" })).toBeHidden();
  await page.getByRole("button", { name: /Show slide 3 of 3/ }).click();
  await expect(page.getByRole("heading", { name: "Let's Build Something Together" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Show slide 3 of 3/ })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await page.getByRole("button", { name: "Next slide" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Simplifying Technology" })).toBeVisible();

  // What we do.
  const whatWeDo = page.locator("#what-we-do");
  await expect(whatWeDo.getByRole("heading", { level: 3 })).toHaveText([
    "Web Development",
    "Mobile Apps",
    "Cloud & IT Services",
    "Search Engine Optimization",
    "Digital Marketing",
    "Brand & UI Design",
  ]);

  // Featured services, in order, linking to their pages.
  const services = page.locator("#featured-services");
  await expect(services.getByRole("heading", { level: 3 })).toHaveText([
    "Web Development",
    "Agriculture Tech",
    "School Management",
    "Business Solutions",
  ]);
  await expect(services.getByRole("link", { name: "Agriculture Tech" })).toHaveAttribute(
    "href",
    "/services/agriculture-tech",
  );

  // Featured projects with three technologies, then "+N more".
  const work = page.locator("#featured-work");
  await expect(work.getByTestId("project-card")).toHaveCount(3);
  const harvest = work.getByTestId("project-card").filter({ hasText: "Harvest Ledger" });
  await expect(harvest.getByRole("listitem")).toHaveText(["React", "Node.js", "PostgreSQL", "+2 more"]);
  await expect(work.getByRole("link", { name: "Harvest Ledger Farm Management Platform" })).toHaveAttribute(
    "href",
    "/our-work/harvest-ledger-farm-management-platform",
  );

  // Testimonials with their rating spoken as text.
  const testimonials = page.locator("#testimonials");
  await expect(testimonials.getByText("Maria Delgado")).toBeVisible();
  await expect(testimonials.getByText("James Okafor")).toBeVisible();
  await expect(testimonials.getByText("Priya Raman")).toBeVisible();
  await expect(testimonials.getByRole("img", { name: "Rated 5 out of 5" })).toHaveCount(2);
  await expect(testimonials.getByRole("img", { name: "Rated 4 out of 5" })).toHaveCount(1);
  // One image each: five stars side by side, as many lit as the rating, 16 px high.
  const four = testimonials.getByRole("img", { name: "Rated 4 out of 5" });
  await expect(four.locator("use")).toHaveCount(5);
  await expect(four.locator("use.on")).toHaveCount(4);
  expect(await four.boundingBox()).toMatchObject({ width: 88, height: 16 });

  // The call to action.
  await page.getByRole("link", { name: "Contact Us Today" }).last().click();
  await expect(page).toHaveURL("/contact");
});

test("a service card leads to its page, which offers a way to get in touch", async ({ page }) => {
  await page.goto("/services");
  await expect(page.locator("#services").getByRole("heading", { level: 3 })).toHaveCount(12);
  await page.getByRole("link", { name: "School Management" }).first().click();
  await expect(page).toHaveURL("/services/school-management");
  await expect(page.getByRole("heading", { level: 1, name: "School Management" })).toBeVisible();
  for (const section of [
    "Overview",
    "What's included",
    "How we work",
    "Typical deliverables",
    "Who it's for",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
  }
  // Related published work in the service's category.
  await expect(page.getByRole("link", { name: "Brightpath Academy School Portal" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Discuss your project" })).toHaveAttribute("href", "/contact");
});

test("the category filter narrows the project list, with and without JavaScript", async ({
  page,
  newContext,
}) => {
  await page.goto("/our-work");
  const cards = page.getByTestId("project-card");
  await expect(cards).toHaveCount(3);
  const filter = page.getByRole("navigation", { name: "Filter projects by category" });
  await expect(filter.getByRole("link")).toHaveText([
    "All projects",
    "Agriculture Tech",
    "E-commerce",
    "School Management",
  ]);
  await expect(filter.getByRole("link", { name: "All projects" })).toHaveAttribute("aria-current", "page");

  await filter.getByRole("link", { name: "E-commerce" }).click();
  await expect(page).toHaveURL("/our-work?category=E-commerce");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Coastline Outfitters Online Store");
  await expect(filter.getByRole("link", { name: "E-commerce" })).toHaveAttribute("aria-current", "page");
  await expect(page).toHaveTitle(`E-commerce projects | Our Work | ${SITE}`);

  await filter.getByRole("link", { name: "All projects" }).click();
  await expect(page).toHaveURL("/our-work");
  await expect(cards).toHaveCount(3);

  // The filter is plain links: it works before (or without) any JavaScript.
  const noJs = await newContext({ javaScriptEnabled: false });
  const plain = await noJs.newPage();
  await plain.goto("/portfolio?category=School%20Management");
  await expect(plain.getByTestId("project-card")).toHaveCount(1);
  await expect(plain.getByTestId("project-card")).toContainText("Brightpath Academy School Portal");
  await expect(
    plain
      .getByRole("navigation", { name: "Filter projects by category" })
      .getByRole("link", { name: "E-commerce" }),
  ).toHaveAttribute("href", "/portfolio?category=E-commerce");

  await plain.goto("/our-work?category=No%20such%20category");
  await expect(plain.getByTestId("project-card")).toHaveCount(0);
  await expect(plain.getByText("There are no published projects in this category.")).toBeVisible();
});

test("a project page shows the project's details", async ({ page }) => {
  await page.goto("/our-work");
  await page.getByRole("link", { name: "Coastline Outfitters Online Store" }).click();
  await expect(page).toHaveURL("/our-work/coastline-outfitters-online-store");
  await expect(
    page.getByRole("heading", { level: 1, name: "Coastline Outfitters Online Store" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Results" })).toBeVisible();
  await expect(page.getByText("Online revenue grew 48%")).toBeVisible();
  await expect(page.getByText(/The new store is quicker/)).toBeVisible();
  const facts = page.getByRole("complementary");
  await expect(facts.getByText("3 months")).toBeVisible();
  await expect(facts.getByText("3 people")).toBeVisible();
  await expect(facts.getByRole("listitem")).toHaveText([
    "Shopify Hydrogen",
    "React",
    "GraphQL",
    "Stripe",
    "Klaviyo",
  ]);
  // Internal fields stay internal.
  await expect(page.getByText("$10,000 - $25,000")).toHaveCount(0);
});

test("/about reads well without about content or team rows, and has the FAQ anchor", async ({ page }) => {
  await page.goto("/about#faq");
  for (const heading of [
    "Our story",
    "Our mission",
    "Our vision",
    "What we value",
    "Frequently asked questions",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByText(/Founded in 2023, Atrium Technologies/)).toBeVisible();
  const faq = page.locator("#faq");
  await expect(faq).toBeInViewport();
  const questions = faq.getByRole("heading", { level: 3 });
  expect(await questions.count()).toBeGreaterThanOrEqual(6);
  expect(await questions.count()).toBeLessThanOrEqual(8);
  await expect(faq.getByText(/We respond within 24 hours/)).toBeVisible();
});

test("the blog and case studies have helpful empty states", async ({ page }) => {
  await page.goto("/blog");
  await expect(page.getByText("No articles have been published yet.")).toBeVisible();
  await page.getByRole("link", { name: "Web Development" }).first().click();
  await expect(page).toHaveURL("/services/web-development");

  await page.goto("/case-studies");
  await expect(page.getByRole("heading", { level: 2, name: "Outcomes we work toward" })).toBeVisible();
  // Outcomes come from the published projects' stated results, not invented stories.
  await expect(page.getByText(/cut irrigation water use by 22%/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse our work" })).toHaveAttribute("href", "/our-work");
  await expect(page.getByRole("link", { name: "Ask for a reference" })).toHaveAttribute("href", "/contact");
});

test("content pages fit a 375 px screen and have no serious accessibility issue, light or dark", async ({
  page,
}) => {
  const paths = [
    "/",
    "/about",
    "/services",
    "/services/seo",
    "/our-work",
    "/our-work/brightpath-academy-school-portal",
    "/blog",
    "/case-studies",
  ];
  await page.setViewportSize({ width: 375, height: 800 });
  for (const theme of ["light", "dark"] as const) {
    await page.evaluate((t) => localStorage.setItem("ui-theme", t), theme).catch(() => undefined);
    for (const path of paths) {
      await page.goto(path);
      await page.evaluate((t) => localStorage.setItem("ui-theme", t), theme);
      await page.reload();
      if (theme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways at 375 px`).toBeLessThanOrEqual(0);
      // Judge the resting colours, not a hover state left by the pointer.
      await page.mouse.move(0, 790);
      expect(await contentA11yViolations(page), `${path} (${theme})`).toEqual([]);
    }
  }
});
