import type { APIRequestContext, Page } from "@playwright/test";
import { adminSection, signInAdminForEachTest, unique } from "@tests/support/e2e-admin";
import { expectAccessible, expectPhoneLightAndDark, expectWithin } from "@tests/support/e2e-axe";
import { E2E_ADMIN, expect, signInAdmin, test, toast } from "@tests/support/e2e-fixtures";
import { pngOf } from "@tests/support/image-fixtures";
import sharp from "sharp";

/**
 * The back office's Image Library (spec 2 Image Manager): images uploaded with per-file progress
 * (an invalid one reported while the others upload) appear in the gallery and the statistics,
 * are found, copied and inspected, and two are deleted (their files gone); an image field picks
 * from the library, and a picked image becomes the site's logo in the navigation bar;
 * accessibility, a phone screen and the dark theme. Names are unique per run: other specs share
 * the server.
 */

const section = adminSection({
  path: "/dashboard/images",
  heading: "Image Library",
  api: "/api/v1/admin/images",
});

// The one test that runs axe does so in a context of its own, with the CSP bypassed there.
signInAdminForEachTest({ bypassCSP: false });

const origin = (baseURL: string | undefined) => ({ origin: new URL(baseURL!).origin });
const tab = (page: Page, name: string) => page.getByRole("tab", { name });
const gallery = (page: Page) => page.getByRole("list", { name: "Images" });
const tile = (page: Page, name: string) => gallery(page).getByRole("listitem", { name, exact: true });
const progressCard = (page: Page) => page.getByRole("region", { name: "Upload progress" });

const jpegOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 220, g: 120, b: 20 } } })
    .jpeg()
    .toBuffer();

type Stored = { id: string; public_url: string; url: string; name: string };

/** Puts an image into the library through the API (as another admin's browser would). */
async function libraryUpload(
  request: APIRequestContext,
  baseURL: string | undefined,
  name: string,
  folder = "general",
) {
  const res = await request.post("/api/v1/admin/images/library", {
    headers: origin(baseURL),
    multipart: { folder, files: { name, mimeType: "image/png", buffer: await pngOf(120, 48) } },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { results } = (await res.json()) as { results: { image: Stored | null; error: string | null }[] };
  expect(results[0]?.error).toBeNull();
  return results[0]!.image!;
}

async function statsOf(request: APIRequestContext) {
  const res = await request.get("/api/v1/admin/images/stats");
  expect(res.status()).toBe(200);
  return (await res.json()) as { totalFiles: number; folderStats: Record<string, { count: number }> };
}

test("three images upload with progress, show in the gallery and statistics; two are deleted", async ({
  page,
  context,
  baseURL,
}) => {
  const tag = unique();
  const names = [`${tag}-harbour.png`, `${tag}-orchard.jpg`, `${tag}-lighthouse.png`];
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await section.open(page);
  await expect(tab(page, "Upload")).toHaveAttribute("aria-selected", "true");
  await page.getByLabel("Upload to Folder").selectOption("blog");

  // The server's answers are held, so the progress card is seen while the files are uploading.
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/v1/admin/images/library", async (route) => {
    await held;
    await route.continue();
  });

  await page
    .getByTestId("image-drop-zone")
    .locator('input[type="file"]')
    .setInputFiles([
      { name: names[0]!, mimeType: "image/png", buffer: await pngOf(40, 20) },
      { name: names[1]!, mimeType: "image/jpeg", buffer: await jpegOf(60, 30) },
      { name: names[2]!, mimeType: "image/png", buffer: await pngOf(30, 30, { r: 250, g: 200, b: 0 }) },
      // Refused in the browser: not an image type.
      { name: `${tag}-notes.txt`, mimeType: "text/plain", buffer: Buffer.from("hello") },
      // Named like a JPEG, refused by the server, which reads the bytes.
      { name: `${tag}-fake.jpg`, mimeType: "image/jpeg", buffer: Buffer.from("not a jpeg") },
    ]);

  const accepted = "Invalid file type. Accepted: jpeg, jpg, png, webp, gif";
  await expect(toast(page, `Invalid file: ${tag}-notes.txt`)).toContainText(accepted);
  const card = progressCard(page);
  for (const name of names) {
    await expect(card.getByRole("listitem", { name })).toContainText("Uploading");
    await expect(card.getByRole("progressbar", { name: `${name} upload progress` })).toBeVisible();
  }
  await expect(card.getByRole("listitem", { name: `${tag}-notes.txt` })).toContainText(accepted);

  release();
  for (const name of names) {
    await expect(card.getByRole("listitem", { name })).toContainText("Completed");
    await expect(card.getByRole("progressbar", { name: `${name} upload progress` })).toHaveJSProperty(
      "value",
      100,
    );
  }
  await expect(card.getByRole("listitem", { name: `${tag}-fake.jpg` })).toContainText(accepted);
  await expect(toast(page, "Upload completed")).toContainText("3 files uploaded successfully, 1 failed");
  // The progress list clears 3 seconds after the upload ends.
  await expect(card).toHaveCount(0);

  // Gallery: found by name and by folder, with their details.
  await tab(page, "Gallery").click();
  await page.getByLabel("Search images").fill(tag);
  await expect(gallery(page).getByRole("listitem")).toHaveCount(3);
  await page.getByLabel("Filter by folder").selectOption("blog");
  await expect(page).toHaveURL(/folder=blog/);
  for (const name of names) await expect(tile(page, name)).toBeVisible();
  await page.getByLabel("Filter by folder").selectOption("team");
  await expect(page.getByText("No images match your search.")).toBeVisible();
  await page.getByLabel("Filter by folder").selectOption("");

  await tile(page, names[0]!)
    .getByRole("button", { name: `Details of ${names[0]}` })
    .click();
  const details = page.getByRole("dialog", { name: "Image details" });
  await expect(details).toContainText("40 × 20");
  await expect(details).toContainText("Blog");
  await expect(details).toContainText(E2E_ADMIN.email);
  await details.getByRole("button", { name: "Close" }).click();

  await tile(page, names[1]!)
    .getByRole("button", { name: `Copy URL of ${names[1]}` })
    .click();
  await expect(toast(page, "URL copied")).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(new RegExp(`^${new URL(baseURL!).origin}/media/blog/[0-9a-f-]{36}\\.webp$`));

  await page.getByRole("button", { name: "List", exact: true }).click();
  await expect(page).toHaveURL(/view=list/);
  await expect(tile(page, names[1]!)).toContainText("Blog");

  // Statistics: the server's figures, the new images counted in the Blog folder. A tab is only
  // the query string: switching asks the API for the figures, not the server for the page again.
  const pageLoads: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith(".data")) pageLoads.push(request.url());
  });
  await tab(page, "Statistics").click();
  await expect(page).toHaveURL(/tab=stats/);
  const stats = await statsOf(context.request);
  expect(stats.folderStats.blog?.count).toBeGreaterThanOrEqual(3);
  await expect(page.getByTestId("stat-Total Files")).toHaveText(/^\d+$/);
  expect(Number(await page.getByTestId("stat-Total Files").textContent())).toBeGreaterThanOrEqual(3);
  await expect(page.getByRole("row", { name: /^Blog \d+/ })).toBeVisible();
  expect(pageLoads).toEqual([]);

  // Delete two of the three, after confirming.
  await tab(page, "Gallery").click();
  await tile(page, names[0]!)
    .getByRole("checkbox", { name: `Select ${names[0]}` })
    .check();
  await tile(page, names[2]!)
    .getByRole("checkbox", { name: `Select ${names[2]}` })
    .check();
  const copiedPath = new URL(copied).pathname;
  const deletedUrls = await Promise.all(
    [names[0]!, names[2]!].map((name) => tile(page, name).locator("img").getAttribute("src")),
  );
  await page.getByRole("button", { name: "Delete Selected (2)" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete images" });
  await expect(confirm).toContainText("these 2 images");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Images deleted")).toContainText("2 images deleted successfully");
  // The gallery also holds a fresh install's artwork (issue 16): the two are gone, the third stays.
  for (const name of [names[0]!, names[2]!]) await expect(tile(page, name)).toHaveCount(0);
  await expect(tile(page, names[1]!)).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete Selected (0)" })).toBeDisabled();
  for (const url of deletedUrls) expect((await context.request.get(url!)).status()).toBe(404);
  expect((await context.request.get(copiedPath)).status()).toBe(200);
});

test("more than 10 files in one drop are refused together", async ({ page }) => {
  await section.open(page);
  const png = await pngOf(4, 4);
  await page
    .getByTestId("image-drop-zone")
    .locator('input[type="file"]')
    .setInputFiles(
      Array.from({ length: 11 }, (_, i) => ({ name: `many-${i}.png`, mimeType: "image/png", buffer: png })),
    );
  await expect(toast(page, "Too many files")).toContainText("Maximum 10 files allowed per upload");
  await expect(progressCard(page)).toHaveCount(0);
});

test("a gallery that fails to load says so, and Try Again loads it", async ({ page, errorWatch }) => {
  await section.expectFailedLoadRecovers(page, errorWatch, {
    open: () => section.open(page, "?tab=gallery"),
    failed: page.getByRole("alert").filter({ hasText: "Error loading images" }),
    loaded: gallery(page).or(page.getByText("No images yet")),
  });
  await expect(toast(page, "Error loading images")).toContainText(
    "Failed to load images from storage. Please try again.",
  );
});

test("an image field picks from the library; a picked image becomes the logo in the navigation bar", async ({
  page,
  context,
  baseURL,
  newContext,
}) => {
  const tag = unique();
  const image = await libraryUpload(context.request, baseURL, `${tag}-brand.png`, "logos");
  const title = `Library Pick ${tag}`;

  await page.goto("/dashboard/projects");
  await page.getByRole("button", { name: "Add Project" }).click();
  const add = page.getByRole("dialog", { name: "Add New Project" });
  await add.getByLabel("Title *").fill(title);
  await add.getByLabel("Category *").selectOption("Web Development");
  await add.getByLabel("Status").selectOption("draft");
  await add.getByLabel("Description *").fill("A project whose image comes from the library.");

  await add.getByRole("button", { name: "Choose from library for Project image" }).click();
  const picker = page.getByRole("dialog", { name: "Choose Project image from library" });
  await picker.getByLabel("Search images").fill(tag);
  await picker.getByLabel("Filter by folder").selectOption("logos");
  await picker.getByRole("button", { name: `Choose ${tag}-brand.png` }).click();
  await expect(picker).toHaveCount(0);
  await expect(add.getByRole("textbox", { name: "Project image" })).toHaveValue(image.public_url);
  await expect(add.getByRole("img", { name: "Project image preview" })).toBeVisible();
  await add.getByRole("button", { name: "Add Project" }).click();
  await expect(toast(page, "Project added")).toBeVisible();

  const list = await context.request.get(`/api/v1/admin/projects?q=${encodeURIComponent(title)}`);
  const [project] = ((await list.json()) as { items: { id: string; image: string | null }[] }).items;
  expect(project?.image).toBe(image.public_url);

  // The Website Settings screen is another section: the logo is set through its API, from the
  // address the picker gave.
  const setLogo = (site_logo: string | null) =>
    context.request.patch("/api/v1/admin/site-settings", { headers: origin(baseURL), data: { site_logo } });
  expect((await setLogo(project!.image)).status()).toBe(200);
  try {
    const visitor = await (await newContext()).newPage();
    await visitor.goto("/");
    const logo = visitor.getByRole("banner").getByTestId("site-logo");
    await expect(logo).toHaveAttribute("src", image.public_url);
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);
  } finally {
    expect((await setLogo(null)).status()).toBe(200);
    await context.request.delete(`/api/v1/admin/projects/${project!.id}`, { headers: origin(baseURL) });
  }
});

test("the section passes axe in both themes and fits a 375 px screen", async ({ baseURL, newContext }) => {
  const context = await newContext({ bypassCSP: true });
  await signInAdmin(context, baseURL, E2E_ADMIN);
  const tag = unique();
  const image = await libraryUpload(context.request, baseURL, `${tag}-axe.png`);
  const page = await context.newPage();

  await section.open(page);
  await expectAccessible(page, "upload tab");
  await section.open(page, `?tab=gallery&q=${tag}`);
  await expect(tile(page, `${tag}-axe.png`)).toBeVisible();
  await expectAccessible(page, "gallery");
  await tile(page, `${tag}-axe.png`)
    .getByRole("button", { name: `Details of ${tag}-axe.png` })
    .click();
  await expect(page.getByRole("dialog", { name: "Image details" })).toBeVisible();
  await expectAccessible(page, "details dialog");
  await page.keyboard.press("Escape");
  await section.open(page, "?tab=stats");
  await expect(page.getByRole("table")).toBeVisible();
  await expectAccessible(page, "statistics");

  await page.setViewportSize({ width: 375, height: 800 });
  await section.open(page, `?tab=gallery&q=${tag}`);
  await expectPhoneLightAndDark(page, () => expect(tile(page, `${tag}-axe.png`)).toBeVisible());

  // The picker in a content dialog, on the phone and dark.
  await page.goto("/dashboard/team-members");
  await page.getByRole("button", { name: "Add Member" }).first().click();
  await page.getByRole("button", { name: "Choose from library for Photo" }).click();
  const picker = page.getByRole("dialog", { name: "Choose Photo from library" });
  await picker.getByLabel("Search images").fill(tag);
  await expect(picker.getByRole("button", { name: `Choose ${tag}-axe.png` })).toBeVisible();
  await expectWithin(picker, 375);
  await expectAccessible(page, "picker");

  await context.request.delete(`/api/v1/admin/images/${image.id}`, { headers: origin(baseURL) });
});
