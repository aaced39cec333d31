import { SLUG_MESSAGES } from "@common/slug";
import type { Page } from "@playwright/test";
import { deleteCardAfterConfirming, resourceSection, signInAdminForEachTest } from "@tests/support/e2e-admin";
import { expectAccessible, expectDarkPhoneFitsAndPassesAxe } from "@tests/support/e2e-axe";
import { expect, test, toast } from "@tests/support/e2e-fixtures";

/**
 * The blog manager (issue 5 item 7): write a post in Markdown, preview it as visitors will see it,
 * publish it on /blog, edit it, take it back to draft and delete it. Unsafe Markdown (a script, a
 * javascript: link) never reaches the page.
 */
const section = resourceSection("blog-posts", "Blog Posts", (page) =>
  expect(page.getByRole("button", { name: "New Post" })).toBeVisible(),
);

const row = (page: Page, title: string) => page.getByRole("listitem", { name: title, exact: true });

const UNSAFE_BODY = [
  "## Why we test",
  "",
  "We test because **quality** matters. Read [the guide](https://example.com/guide).",
  "",
  "<script>window.__pwned = true</script>",
  "",
  '[Do not click](javascript:window.__pwned=true) or <a href="javascript:window.__pwned=true">this</a>.',
].join("\n");

test.describe("blog manager", () => {
  signInAdminForEachTest();

  test("write, preview, publish, edit, unpublish and delete a post; /blog follows", async ({
    page,
    context,
    newContext,
    errorWatch,
  }) => {
    const tag = Date.now().toString(36);
    const title = `Testing notes ${tag}`;
    await section.open(page);

    await page.getByRole("button", { name: "New Post" }).click();
    const dialog = page.getByRole("dialog", { name: "New Blog Post" });
    await dialog.getByLabel("Title", { exact: true }).fill(title);
    // The slug follows the title until edited by hand.
    await expect(dialog.getByLabel("Slug")).toHaveValue(`testing-notes-${tag}`);
    await dialog.getByLabel("Author").fill("Grace Hopper");
    await dialog.getByLabel("Excerpt").fill(`Short notes ${tag}.`);
    await dialog.getByRole("textbox", { name: "Body (Markdown)" }).fill(UNSAFE_BODY);
    await dialog.getByRole("textbox", { name: "Cover image" }).fill("/icon.svg");
    await dialog.getByRole("textbox", { name: "Tags" }).fill("quality");
    await dialog.getByRole("textbox", { name: "Tags" }).press("Enter");

    // Preview: the server's sanitised HTML, in the public page's styles.
    await dialog.getByRole("tab", { name: "Preview" }).click();
    const preview = dialog.getByTestId("markdown-preview");
    await expect(preview.getByRole("heading", { name: "Why we test" })).toBeVisible();
    await expect(preview.getByRole("link", { name: "the guide" })).toHaveAttribute(
      "href",
      "https://example.com/guide",
    );
    await expect(preview).toContainText("Do not click");
    await expect(preview.locator("script")).toHaveCount(0);
    await expect(preview.locator('[href^="javascript:" i]')).toHaveCount(0);
    await dialog.getByRole("tab", { name: "Write" }).click();
    await expect(dialog.getByRole("textbox", { name: "Body (Markdown)" })).toHaveValue(UNSAFE_BODY);

    await dialog.getByLabel("Status").selectOption("published");
    await expect(dialog.getByText("Without a publish date the post is published now.")).toBeVisible();
    await dialog.getByRole("button", { name: "Save Post" }).click();
    await expect(toast(page, "Blog post added")).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(row(page, title)).toContainText("Published");
    await expect(row(page, title)).toContainText(`/testing-notes-${tag}`);

    // The same title again: the slug is taken, 409 with the spec's text, nothing typed is lost.
    errorWatch.allow(/status of 409/, section.api);
    await page.getByRole("button", { name: "New Post" }).click();
    const again = page.getByRole("dialog", { name: "New Blog Post" });
    await again.getByLabel("Title", { exact: true }).fill(title);
    await again.getByRole("button", { name: "Save Post" }).click();
    await expect(toast(page, "Error adding")).toContainText(SLUG_MESSAGES.duplicate);
    await expect(again.getByText(SLUG_MESSAGES.duplicate)).toBeVisible();
    await expect(again.getByLabel("Title", { exact: true })).toHaveValue(title);
    await again.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("button", { name: "Discard changes" }).click();

    // On the public blog, without the script or the javascript: links.
    const visitor = await context.newPage();
    await visitor.goto("/blog");
    await visitor.getByRole("link", { name: title }).click();
    await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const body = visitor.getByTestId("post-body");
    await expect(body.getByRole("link", { name: "the guide" })).toBeVisible();
    await expect(body).toContainText("Do not click");
    await expect(body.locator("script")).toHaveCount(0);
    await expect(visitor.locator('[href^="javascript:" i]')).toHaveCount(0);
    expect(await visitor.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
    const postUrl = visitor.url();

    const renamed = `Testing notes, revised ${tag}`;
    await row(page, title)
      .getByRole("button", { name: `Edit ${title}` })
      .click();
    const edit = page.getByRole("dialog", { name: "Edit Blog Post" });
    await expect(edit.getByLabel("Publish date")).not.toHaveValue("");
    await edit.getByLabel("Title", { exact: true }).fill(renamed);
    // An existing post keeps its slug.
    await expect(edit.getByLabel("Slug")).toHaveValue(`testing-notes-${tag}`);
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Blog post updated").filter({ hasText: renamed })).toBeVisible();
    await visitor.goto("/blog");
    await expect(visitor.getByRole("link", { name: renamed })).toBeVisible();

    // Back to draft: gone from /blog, and its page is a 404.
    await row(page, renamed)
      .getByRole("button", { name: `Edit ${renamed}` })
      .click();
    await edit.getByLabel("Status").selectOption("draft");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(row(page, renamed)).toContainText("Draft");
    await visitor.goto("/blog");
    await expect(visitor.getByRole("link", { name: renamed })).toHaveCount(0);
    // The signed-in admin previews the draft under the banner (issue 16); visitors get the 404.
    await visitor.goto(postUrl);
    await expect(visitor.getByTestId("preview-banner")).toBeVisible();
    const anonymous = await (await newContext()).newPage();
    errorWatch.allow(/status of 404/, new URL(postUrl).pathname);
    expect((await anonymous.goto(postUrl))?.status()).toBe(404);

    // The status filter is answered by the server and kept in the URL.
    await page.getByLabel("Filter by status").selectOption("published");
    await expect(page).toHaveURL(/status=published/);
    await expect(row(page, renamed)).toHaveCount(0);
    await page.getByLabel("Filter by status").selectOption("draft");
    await expect(row(page, renamed)).toBeVisible();

    await deleteCardAfterConfirming(page, row(page, renamed), renamed, {
      dialog: "Delete blog post",
      done: toast(page, "Blog post deleted"),
    });
  });

  test("the section passes axe and fits 375 px, light and dark", async ({ page, context }) => {
    const title = `Axe post ${Date.now().toString(36)}`;
    const id = await section.create(context.request, {
      title,
      excerpt: "Checked by axe.",
      content: "# Hello\n\nA *short* body.",
      tags: ["a11y"],
    });

    await section.open(page);
    await expect(row(page, title)).toContainText("Draft");
    await expectAccessible(page);
    await row(page, title)
      .getByRole("button", { name: `Edit ${title}` })
      .click();
    const dialog = page.getByRole("dialog", { name: "Edit Blog Post" });
    await dialog.getByRole("tab", { name: "Preview" }).click();
    await expect(dialog.getByTestId("markdown-preview")).toContainText("Hello");
    await expectAccessible(page);
    await page.keyboard.press("Escape");

    await expectDarkPhoneFitsAndPassesAxe(page, async () => {
      await section.open(page);
      await expect(row(page, title)).toBeVisible();
    });

    await section.remove(context.request, id);
  });
});
