import { adminSection, signInAdminForEachTest, unique } from "@tests/support/e2e-admin";
import { expect, test, toast } from "@tests/support/e2e-fixtures";

/**
 * The redirects editor in the Pages manager's Redirects tab (issue 16): add one, follow it on the
 * public site, change it, delete it. (The tab is the Pages manager's.)
 */
const redirectsTab = adminSection({
  path: "/dashboard/pages?tab=redirects",
  heading: "Pages",
  api: "/api/v1/admin/redirects",
  ready: (page) => expect(page.getByRole("button", { name: "Add Redirect" }).first()).toBeVisible(),
});

test.describe("redirects editor", () => {
  signInAdminForEachTest();

  test("add, follow, edit and delete a redirect", async ({ page, newContext, errorWatch }) => {
    const tag = unique();
    const from = `/old-offer-${tag}`;
    await redirectsTab.open(page);

    await page.getByRole("button", { name: "Add Redirect" }).first().click();
    const add = page.getByRole("dialog", { name: "Add Redirect" });
    await add.getByLabel("From").fill(from);
    await add.getByLabel("To").fill(from);
    await add.getByRole("button", { name: "Add Redirect" }).click();
    await expect(add.getByText("A redirect cannot point to its own address")).toBeVisible();
    await add.getByLabel("To").fill("/contact");
    await add.getByRole("button", { name: "Add Redirect" }).click();
    await expect(toast(page, "Redirect added")).toBeVisible();
    const row = page.getByRole("listitem", { name: `${from} to /contact` });
    await expect(row).toContainText("301");

    const visitor = await (await newContext()).newPage();
    await visitor.goto(`${from}?utm=mail`);
    await expect(visitor).toHaveURL(/\/contact\?utm=mail$/);

    await row.getByRole("button", { name: `Edit the redirect from ${from}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Redirect" });
    await edit.getByLabel("To").fill("/about");
    await edit.getByLabel("Status").selectOption("302");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Redirect updated")).toBeVisible();
    const changed = page.getByRole("listitem", { name: `${from} to /about` });
    await expect(changed).toContainText("302");
    await visitor.goto(from);
    await expect(visitor).toHaveURL(/\/about$/);

    await changed.getByRole("button", { name: `Delete the redirect from ${from}` }).click();
    await page
      .getByRole("dialog", { name: "Delete redirect" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expect(toast(page, "Redirect deleted")).toBeVisible();
    await expect(changed).toHaveCount(0);
    errorWatch.allow(/status of 404/, from);
    expect((await visitor.goto(from))?.status()).toBe(404);
  });
});
