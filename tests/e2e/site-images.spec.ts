import { signInAdminForEachTest, unique } from "@tests/support/e2e-admin";
import { expect, test, toast } from "@tests/support/e2e-fixtures";
import { pngOf } from "@tests/support/image-fixtures";

/**
 * A fresh install with pictures (issue 16): the seeded projects show their artwork on /our-work
 * with width, height and a srcset of WebP variants the browser picks from; an image picked from
 * the library in the back office replaces a project's picture on its public page.
 */

signInAdminForEachTest();

const PROJECT = { slug: "coastline-outfitters-online-store", title: "Coastline Outfitters Online Store" };

test("/our-work shows the seeded projects' pictures, sized, as WebP variants", async ({ newContext }) => {
  const visitor = await (await newContext()).newPage();
  const variants: string[] = [];
  visitor.on("response", (res) => {
    if (/\/media\/.+\?w=\d+$/.test(res.url()) && res.ok()) variants.push(res.headers()["content-type"] ?? "");
  });
  await visitor.goto("/our-work");
  const pictures = visitor.getByTestId("project-card").getByRole("img", { name: /^Preview of / });
  await expect(pictures).toHaveCount(3);
  for (const picture of await pictures.all()) {
    await picture.scrollIntoViewIfNeeded();
    await expect(picture).toHaveAttribute("width", "1600");
    await expect(picture).toHaveAttribute("height", "1000");
    await expect(picture).toHaveAttribute("srcset", /\/media\/projects\/[0-9a-f-]{36}\.webp\?w=640 640w/);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // The browser chose one of the variants (a card is far narrower than the stored file).
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/\?w=(320|640|960)$/);
  }
  expect(variants.length).toBeGreaterThan(0);
  expect(new Set(variants)).toEqual(new Set(["image/webp"]));
  // The first card's picture is the page's largest paint: loaded at once; the others when near.
  await expect(pictures.first()).toHaveAttribute("loading", "eager");
  await expect(pictures.first()).toHaveAttribute("fetchpriority", "high");
  await expect(pictures.nth(1)).toHaveAttribute("loading", "lazy");
});

test("/services loads its first service's picture at once, the others lazily", async ({ newContext }) => {
  const visitor = await (await newContext()).newPage();
  await visitor.goto("/services");
  const pictures = visitor.locator("#services article img");
  await expect(pictures.first()).toHaveAttribute("loading", "eager");
  await expect(pictures.first()).toHaveAttribute("fetchpriority", "high");
  await expect(pictures.nth(1)).toHaveAttribute("loading", "lazy");
  await expect
    .poll(() => pictures.first().evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
});

test("a picture picked from the library replaces a project's picture on its page", async ({
  page,
  context,
  newContext,
}) => {
  const tag = unique();
  const headers = { origin: new URL(test.info().project.use.baseURL!).origin };
  const upload = await context.request.post("/api/v1/admin/images/library", {
    headers,
    multipart: {
      folder: "projects",
      files: { name: `${tag}-store.png`, mimeType: "image/png", buffer: await pngOf(800, 450) },
    },
  });
  expect(upload.ok()).toBe(true);
  const list = await context.request.get(`/api/v1/admin/projects?q=${encodeURIComponent(PROJECT.title)}`);
  const [project] = ((await list.json()) as { items: { id: string; image: string | null }[] }).items;
  expect(project?.image).toMatch(/^\/media\/projects\//);

  try {
    await page.goto(`/dashboard/projects?q=${encodeURIComponent(PROJECT.title)}`);
    await page.getByRole("button", { name: `Edit ${PROJECT.title}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Project" });
    await edit.getByRole("button", { name: "Choose from library for Project image" }).click();
    const picker = page.getByRole("dialog", { name: "Choose Project image from library" });
    await picker.getByLabel("Search images").fill(tag);
    await picker.getByRole("button", { name: `Choose ${tag}-store.png` }).click();
    await expect(picker).toHaveCount(0);
    const chosen = await edit.getByRole("textbox", { name: "Project image" }).inputValue();
    expect(chosen).not.toBe(project!.image);
    await edit.getByRole("button", { name: "Update Project" }).click();
    await expect(toast(page, "Project updated")).toBeVisible();

    const visitor = await (await newContext()).newPage();
    await visitor.goto(`/our-work/${PROJECT.slug}`);
    const picture = visitor.getByRole("img", { name: `${PROJECT.title}: main screenshot` });
    await expect(picture).toHaveAttribute("src", chosen);
    await expect(picture).toHaveAttribute("width", "800");
    await expect(picture).toHaveAttribute("height", "450");
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(chosen);
  } finally {
    // The seeded picture comes back: other specs see the install as it was.
    const res = await context.request.patch(`/api/v1/admin/projects/${project!.id}`, {
      headers,
      data: { image: project!.image },
    });
    expect(res.ok()).toBe(true);
  }
});

test("a project's gallery shows stored pictures as sized WebP variants and other addresses as they are", async ({
  context,
  newContext,
}) => {
  const headers = { origin: new URL(test.info().project.use.baseURL!).origin };
  const list = await context.request.get(`/api/v1/admin/projects?q=${encodeURIComponent(PROJECT.title)}`);
  const [project] = ((await list.json()) as { items: { id: string; gallery_images: string[] }[] }).items;
  const services = await context.request.get("/api/v1/admin/services?q=seo");
  const stored = ((await services.json()) as { items: { slug: string; image: string | null }[] }).items.find(
    (s) => s.slug === "seo",
  )?.image;
  expect(stored).toMatch(/^\/media\/services\//);
  // The site's own icon stands for an address outside the image library.
  const other = "/icon.svg";
  const save = (gallery_images: string[]) =>
    context.request.patch(`/api/v1/admin/projects/${project!.id}`, { headers, data: { gallery_images } });
  expect((await save([stored!, other])).ok()).toBe(true);

  try {
    const visitor = await (await newContext()).newPage();
    await visitor.goto(`/our-work/${PROJECT.slug}`);
    const first = visitor.getByRole("img", { name: `${PROJECT.title}: screenshot 1 of 2` });
    const second = visitor.getByRole("img", { name: `${PROJECT.title}: screenshot 2 of 2` });
    await first.scrollIntoViewIfNeeded();
    await expect(first).toHaveAttribute("width", "1600");
    await expect(first).toHaveAttribute("height", "1000");
    await expect(first).toHaveAttribute("srcset", new RegExp(`${stored}\\?w=640 640w`));
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\?w=\d+$/);
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await second.scrollIntoViewIfNeeded();
    await expect(second).toHaveAttribute("src", other);
    await expect(second).not.toHaveAttribute("srcset", /.*/);
    await expect.poll(() => second.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  } finally {
    expect((await save(project!.gallery_images)).ok()).toBe(true);
  }
});
