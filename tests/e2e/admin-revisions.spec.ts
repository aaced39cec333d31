import type { Page } from "@playwright/test";
import {
  cleanUpAfterAllAsAdmin,
  createThroughApi,
  resourceSection,
  signInAdminForEachTest,
  unique,
} from "@tests/support/e2e-admin";
import { expect, test, toast } from "@tests/support/e2e-fixtures";

/**
 * Drafts, revisions and redirects (issue 16): a published project's changed slug leaves its old
 * address redirecting to the new one; a blog post's earlier version is restored from its dialog's
 * history (and shows on the public post); a draft is previewed by a signed-in admin under the
 * banner.
 */
const projectsSection = resourceSection("projects", "Portfolio");
const blogSection = resourceSection("blog-posts", "Blog Posts", (page) =>
  expect(page.getByRole("button", { name: "New Post" })).toBeVisible(),
);

const created: { api: string; id: string }[] = [];
cleanUpAfterAllAsAdmin(async (request) => {
  for (const { api, id } of created) await request.delete(`${api}/${id}`);
});

async function create(page: Page, api: string, data: Record<string, unknown>) {
  const id = await createThroughApi(page.context().request, api, data);
  created.push({ api, id });
  return id;
}

test.describe("revisions, redirects and previews", () => {
  signInAdminForEachTest();

  test("a published project's new slug: the old address leads to the new one", async ({ page }) => {
    const tag = unique();
    const title = `Harbour Portal ${tag}`;
    await create(page, projectsSection.api, {
      title,
      slug: `harbour-${tag}`,
      category: "Web Development",
      description: "A portal for the harbour.",
      status: "published",
    });
    await projectsSection.open(page, `?q=${tag}`);
    await page.getByRole("button", { name: `Edit ${title}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Project" });
    await edit.getByLabel("Slug *").fill(`harbour-portal-${tag}`);
    await edit.getByRole("button", { name: "Update Project" }).click();
    await expect(toast(page, "Project updated")).toBeVisible();

    await page.goto(`/our-work/harbour-${tag}?from=newsletter`);
    await expect(page).toHaveURL(new RegExp(`/our-work/harbour-portal-${tag}\\?from=newsletter$`));
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  });

  test("edit a blog post twice, compare and restore the previous version", async ({ page }) => {
    const tag = unique();
    const title = `Release notes ${tag}`;
    // Long enough to be compared word by word.
    const text = (version: string) =>
      `${version} version of the release notes ${tag}: what changed, what was fixed and what comes next.`;
    const id = await create(page, blogSection.api, {
      title,
      content: text("First"),
      status: "published",
    });
    await blogSection.open(page, `?q=${tag}`);
    const body = (dialog: ReturnType<Page["getByRole"]>) =>
      dialog.getByRole("textbox", { name: "Body (Markdown)" });
    const edit = page.getByRole("dialog", { name: "Edit Blog Post" });
    for (const version of ["Second", "Third"]) {
      await page.getByRole("button", { name: `Edit ${title}` }).click();
      await body(edit).fill(text(version));
      await edit.getByRole("button", { name: "Save Changes" }).click();
      await expect(toast(page, "Blog post updated").last()).toBeVisible();
      await expect(edit).toHaveCount(0);
    }

    await page.getByRole("button", { name: `Edit ${title}` }).click();
    await expect(body(edit)).toHaveValue(text("Third"));
    const history = edit.getByRole("button", { name: "History" });
    await history.focus();
    await page.keyboard.press("Enter");
    await expect(history).toHaveAttribute("aria-expanded", "true");
    const versions = edit.getByRole("list", { name: "Earlier versions, newest first" }).getByRole("listitem");
    await expect(versions).toHaveCount(2);
    await versions.first().getByRole("button", { name: "Compare" }).click();
    await expect(versions.first().getByText("Content", { exact: true })).toBeVisible();
    await expect(versions.first().getByRole("deletion")).toContainText("Second");
    await expect(versions.first().getByRole("insertion")).toContainText("Third");

    await versions.first().getByRole("button", { name: "Restore" }).click();
    const confirm = page.getByRole("dialog", { name: "Restore this version?" });
    await confirm.getByRole("button", { name: "Restore" }).click();
    await expect(toast(page, "Version restored")).toBeVisible();
    await expect(body(edit)).toHaveValue(text("Second"));
    // The version it replaced is kept in turn.
    await expect(versions).toHaveCount(3);
    await edit.getByRole("button", { name: "Cancel" }).click();
    await expect(edit).toHaveCount(0);

    await page.goto(`/blog/${id}`);
    await expect(page.getByTestId("post-body")).toHaveText(text("Second"));
  });

  test("a draft blog post is previewed by a signed-in admin under the banner", async ({
    page,
    newContext,
    errorWatch,
  }) => {
    const tag = unique();
    const title = `Coming soon ${tag}`;
    const id = await create(page, blogSection.api, { title, content: "Not yet.", status: "draft" });
    await blogSection.open(page, `?q=${tag}`);
    await page.getByRole("button", { name: `Edit ${title}` }).click();
    const preview = page
      .getByRole("dialog", { name: "Edit Blog Post" })
      .getByRole("link", { name: `Preview ${title} on the website` });
    await expect(preview).toHaveAttribute("href", `/blog/${id}`);

    await page.goto(`/blog/${id}`);
    await expect(page.getByTestId("preview-banner")).toContainText("This post is not published yet");
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

    errorWatch.allow(/status of 404/, `/blog/${id}`);
    const visitor = await (await newContext()).newPage();
    const res = await visitor.goto(`/blog/${id}`);
    expect(res?.status()).toBe(404);
    await expect(visitor.getByTestId("preview-banner")).toHaveCount(0);
  });
});
