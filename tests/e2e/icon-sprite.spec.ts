import { expect, test } from "../support/e2e-fixtures";

/**
 * Issue 17: the public pages draw their icons from one cached SVG sprite and ship neither
 * lucide-react nor tailwind-merge. Each marker is a string of that library's minified output.
 */
const LIBRARY_MARKERS = [
  // lucide-react builds each icon's class name ("lucide-arrow-right") from a template.
  { library: "lucide-react", marker: "lucide-${" },
  // tailwind-merge's class groups (font-variant-numeric's slashed zero).
  { library: "tailwind-merge", marker: "fvn-slashed-zero" },
];

test("the home page's icons come from the sprite", async ({ page, request }) => {
  await page.goto("/");
  const serviceIcon = page
    .locator("article")
    .filter({ has: page.locator('a[href^="/services/"]') })
    .first()
    .locator("svg:has(use)");
  await expect(serviceIcon).toBeVisible();

  const href = (await serviceIcon.locator("use").getAttribute("href")) ?? "";
  const [spriteUrl, symbol] = href.split("#");
  expect(spriteUrl).toMatch(/^\/assets\/.+\.svg$/);
  const sprite = await request.get(spriteUrl);
  expect(sprite.status()).toBe(200);
  expect(sprite.headers()["content-type"]).toContain("image/svg+xml");
  expect(await sprite.text()).toContain(`<symbol id="${symbol}" viewBox="0 0 24 24">`);

  // Drawn at its size class (h-6 w-6), and the symbol's shapes reached the page.
  const box = await serviceIcon.boundingBox();
  expect(box?.width).toBeGreaterThan(0);
  expect(box?.height).toBeGreaterThan(0);
  await expect
    .poll(() => serviceIcon.locator("use").evaluate((use) => (use as SVGUseElement).getBBox().width))
    .toBeGreaterThan(0);
});

test("no script the home page loads holds lucide-react or tailwind-merge", async ({ page, request }) => {
  await page.goto("/");
  await page.waitForLoadState("load");
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((url) => new URL(url).pathname.endsWith(".js")),
  );
  expect(scripts.length).toBeGreaterThan(5);
  for (const url of scripts) {
    const body = await (await request.get(url)).text();
    for (const { library, marker } of LIBRARY_MARKERS) {
      expect(body.includes(marker), `${url} holds ${library} ("${marker}")`).toBe(false);
    }
  }
});
