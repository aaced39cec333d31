import { MIN_FILL_MS } from "@common/spam";
import type { APIRequestContext, Page } from "@playwright/test";
import {
  cleanUpAfterAllAsAdmin,
  deleteAfterConfirming,
  reorder,
  resourceSection,
  signInAdminForEachTest,
} from "@tests/support/e2e-admin";
import { expectAccessible, expectDarkPhoneFitsAndPassesAxe } from "@tests/support/e2e-axe";
import { expect, test, toast } from "@tests/support/e2e-fixtures";

/**
 * The back office's contact form field builder (spec 3 §2, §4). Other tests rely on the seeded
 * fields of /contact, so these tests add only optional fields, keep the seeded ones in their
 * order, and put everything back at the end (also when a test fails).
 */
test.describe.configure({ mode: "serial" });

const DEFAULT_FIELDS = [
  { field_name: "name", field_label: "Full Name" },
  { field_name: "email", field_label: "Email Address" },
  { field_name: "company", field_label: "Company" },
  { field_name: "message", field_label: "Message" },
];
const DEFAULT_LABELS = ["Full Name*", "Email Address*", "Company", "Message*"];

const cards = (page: Page) => page.getByRole("list", { name: "Contact form fields" }).getByRole("listitem");
const card = (page: Page, label: string) =>
  cards(page).filter({ has: page.getByText(label, { exact: true }) });
const contactForm = (page: Page) => page.getByRole("form", { name: "Contact form" });

const section = resourceSection("contact-form-fields", "Contact Form", (page) =>
  expect(cards(page).first()).toBeVisible(),
);

/** The labels of the public form, in order (a fresh server render). */
async function expectPublicLabels(page: Page, labels: string[]) {
  await page.goto("/contact");
  await expect(contactForm(page).locator("label[for]")).toHaveText(labels);
}

const expectCardOrder = (page: Page, labels: string[]) => reorder.expectOrder(cards(page), labels);

/** Moves a field one place up by keyboard (position of `of`). */
const moveUp = (page: Page, label: string, position: number, of: number) =>
  reorder.moveUpByKeyboard(page, card(page, label), label, position, of);

/** Back to the seeded fields (names, labels, active, order), whatever a failed test left behind. */
async function restoreDefaults(request: APIRequestContext) {
  const list = await request.get(`${section.api}?pageSize=100`);
  expect(list.status()).toBe(200);
  const { items } = (await list.json()) as { items: { id: string; field_name: string }[] };
  const byName = new Map(items.map((f) => [f.field_name, f]));
  for (const field of items) {
    if (!DEFAULT_FIELDS.some((d) => d.field_name === field.field_name)) {
      expect((await request.delete(`${section.api}/${field.id}`)).status()).toBe(204);
    }
  }
  for (const d of DEFAULT_FIELDS) {
    const id = byName.get(d.field_name)!.id;
    const res = await request.patch(`${section.api}/${id}`, {
      data: { field_label: d.field_label, is_active: true },
    });
    expect(res.status()).toBe(200);
  }
  const order = DEFAULT_FIELDS.map((d, i) => ({ id: byName.get(d.field_name)!.id, order_index: i + 1 }));
  expect((await request.put(`${section.api}/order`, { data: { items: order } })).status()).toBe(200);
}

test.describe("contact form field builder", () => {
  signInAdminForEachTest();
  cleanUpAfterAllAsAdmin(restoreDefaults);

  test("adds a select field with options; it shows on /contact", async ({ page, context, errorWatch }) => {
    await section.open(page);
    await expect(page.getByText("Drag and drop to reorder fields")).toBeVisible();
    await expectCardOrder(page, ["Full Name", "Email Address", "Company", "Message"]);

    await page.getByRole("button", { name: "Add Field" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Field" });
    const save = dialog.getByRole("button", { name: "Save Field" });
    await expect(save).toBeDisabled();
    await dialog.getByLabel("Field name").fill("email");
    await expect(save).toBeDisabled();
    await dialog.getByLabel("Field label").fill("Budget");
    await dialog.getByLabel("Field type").selectOption("select");
    await dialog.getByRole("textbox", { name: "Option 1", exact: true }).fill("Small");
    await dialog.getByRole("button", { name: "Add Option" }).click();
    await dialog.getByRole("textbox", { name: "Option 2", exact: true }).fill("Large");
    await dialog.getByRole("button", { name: "Add Option" }).click();
    await dialog.getByRole("textbox", { name: "Option 3", exact: true }).fill("Remove me");
    await dialog.getByRole("button", { name: "Remove option 3" }).click();
    await expect(dialog.getByRole("textbox", { name: "Option 3", exact: true })).toHaveCount(0);

    // A taken name: the dialog stays open with what was typed and the server's message.
    errorWatch.allow(/status of 409/, section.api);
    await save.click();
    await expect(toast(page, "Error adding field")).toContainText("Failed to add the field.");
    await expect(dialog.getByText('A field named "email" already exists.')).toBeVisible();
    await expect(dialog.getByLabel("Field label")).toHaveValue("Budget");

    await dialog.getByLabel("Field name").fill("budget");
    await save.click();
    await expect(toast(page, "Field added")).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expectCardOrder(page, ["Full Name", "Email Address", "Company", "Message", "Budget"]);
    const budget = card(page, "Budget");
    await expect(budget).toContainText("Select");
    await expect(budget).toContainText("budget");

    const visitor = await context.newPage();
    await expectPublicLabels(visitor, [...DEFAULT_LABELS, "Budget"]);
    await expect(contactForm(visitor).getByLabel("Budget").locator("option")).toHaveText([
      "Select an option",
      "Small",
      "Large",
    ]);
  });

  test("a message answering the added field shows that answer, and where it came from, in the inbox", async ({
    page,
    context,
  }) => {
    const id = Date.now().toString(36);
    const name = `Field Tester ${id}`;
    const visitor = await context.newPage();
    await visitor.goto("/contact");
    const form = contactForm(visitor);
    await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
    const openedAt = Date.now();
    await form.getByLabel("Full Name").fill(name);
    await form.getByLabel("Email Address").fill(`tester-${id}@example.com`);
    await form.getByLabel("Message").fill("Which plan suits a bakery with two shops?");
    await form.getByLabel("Budget").selectOption("Large");
    await visitor.waitForTimeout(Math.max(0, MIN_FILL_MS + 300 - (Date.now() - openedAt)));
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(visitor, "Message sent")).toBeVisible();

    await page.goto(`/dashboard/messages?q=${id}`);
    const row = page.getByRole("listitem").filter({ hasText: name });
    await row.getByRole("button", { name: `Actions for the message from ${name}` }).click();
    await page.getByRole("menuitem", { name: "View Details" }).click();
    const details = page.getByRole("dialog", { name: "Message Details" });
    const extra = details.getByRole("region", { name: "Other answers" });
    await expect(extra.getByRole("term")).toHaveText(["Budget"]);
    await expect(extra.getByRole("definition")).toHaveText(["Large"]);
    const origin = details.getByRole("region", { name: "Where the message came from" });
    await expect(origin.getByRole("definition").first()).toHaveText("127.0.0.1");
    await expect(origin.getByRole("definition").last()).toContainText("Chrome");
    await page.keyboard.press("Escape");
  });

  test("duplicates a field as an inactive copy right after it; enabled, it shows on /contact", async ({
    page,
    context,
  }) => {
    await section.open(page);
    await card(page, "Budget").getByRole("button", { name: "Duplicate Budget" }).click();
    await expect(toast(page, "Field duplicated")).toBeVisible();
    await expectCardOrder(page, [
      "Full Name",
      "Email Address",
      "Company",
      "Message",
      "Budget",
      "Budget (Copy)",
    ]);
    const copy = card(page, "Budget (Copy)");
    await expect(copy).toContainText("Inactive");
    await expect(copy).toContainText("budget_copy");
    // The dimmed card keeps readable contrast.
    await expectAccessible(page);

    const visitor = await context.newPage();
    await expectPublicLabels(visitor, [...DEFAULT_LABELS, "Budget"]);

    await copy.getByRole("button", { name: "Enable Budget (Copy)" }).click();
    await expect(toast(page, "Field enabled")).toBeVisible();
    await expect(copy).not.toContainText("Inactive");
    await expectPublicLabels(visitor, [...DEFAULT_LABELS, "Budget", "Budget (Copy)"]);
  });

  test("a failed reorder puts the previous order back", async ({ page, errorWatch }) => {
    errorWatch.allow(/status of 500/, `${section.api}/order`);
    await page.route(`**${section.api}/order`, (route) =>
      route.fulfill({ status: 500, json: { error: { code: "internal", message: "Down" } } }),
    );
    await section.open(page);
    const before = ["Full Name", "Email Address", "Company", "Message", "Budget", "Budget (Copy)"];
    await moveUp(page, "Budget", 5, 6);
    await expect(toast(page, "Error")).toContainText("Failed to reorder fields. Please try again.");
    await expectCardOrder(page, before);
  });

  test("reorders with the keyboard and with the mouse; /contact follows", async ({ page, context }) => {
    await section.open(page);
    await moveUp(page, "Budget", 5, 6);
    await expect(toast(page, "Fields reordered")).toContainText(
      "Contact form fields have been reordered successfully.",
    );
    await expect(page.getByText("Drag and drop to reorder fields")).toBeVisible();
    await expectCardOrder(page, [
      "Full Name",
      "Email Address",
      "Company",
      "Budget",
      "Message",
      "Budget (Copy)",
    ]);

    const visitor = await context.newPage();
    await expectPublicLabels(visitor, [
      "Full Name*",
      "Email Address*",
      "Company",
      "Budget",
      "Message*",
      "Budget (Copy)",
    ]);

    // Mouse: drag the copy by its handle onto Budget. The keyboard move's toast may still show,
    // so wait for the new order's own save before reading /contact.
    const saved = page.waitForResponse((res) => res.url().endsWith(`${section.api}/order`) && res.ok());
    await reorder.dragOnto(
      page,
      card(page, "Budget (Copy)").getByRole("button", { name: "Reorder Budget (Copy)" }),
      card(page, "Budget"),
    );
    await saved;
    await expect(toast(page, "Fields reordered").nth(0)).toBeVisible();
    await expectCardOrder(page, [
      "Full Name",
      "Email Address",
      "Company",
      "Budget (Copy)",
      "Budget",
      "Message",
    ]);
    await expectPublicLabels(visitor, [
      "Full Name*",
      "Email Address*",
      "Company",
      "Budget (Copy)",
      "Budget",
      "Message*",
    ]);
  });

  test("edits a field's label; /contact shows the new one", async ({ page, context }) => {
    await section.open(page);
    await card(page, "Budget").getByRole("button", { name: "Edit Budget" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Contact Form Field" });
    await expect(dialog.getByLabel("Field name")).toHaveValue("budget");
    await expect(dialog.getByRole("textbox", { name: "Option 2", exact: true })).toHaveValue("Large");
    await dialog.getByLabel("Field label").fill("");
    await expect(dialog.getByRole("button", { name: "Save Changes" })).toBeDisabled();
    await dialog.getByLabel("Field label").fill("Project Budget");
    await dialog.getByLabel("Help text").fill("A rough figure is fine.");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Field updated")).toBeVisible();
    await expect(card(page, "Project Budget")).toBeVisible();

    const visitor = await context.newPage();
    await expectPublicLabels(visitor, [
      "Full Name*",
      "Email Address*",
      "Company",
      "Budget (Copy)",
      "Project Budget",
      "Message*",
    ]);
    await expect(contactForm(visitor).getByText("A rough figure is fine.")).toBeVisible();
  });

  test("deletes the added fields after confirmation; /contact is back to the defaults", async ({
    page,
    context,
  }) => {
    await section.open(page);
    for (const label of ["Project Budget", "Budget (Copy)"]) {
      await deleteAfterConfirming(page, {
        button: card(page, label).getByRole("button", { name: `Delete ${label}` }),
        dialog: "Delete field",
        question: `Are you sure you want to delete the field "${label}"?`,
        done: toast(page, "Field deleted").first(),
        gone: card(page, label),
      });
    }
    await expectCardOrder(page, ["Full Name", "Email Address", "Company", "Message"]);
    const visitor = await context.newPage();
    await expectPublicLabels(visitor, DEFAULT_LABELS);
  });

  test("a failed load says so and offers to try again", async ({ page, errorWatch }) => {
    await section.expectFailedLoadRecovers(page, errorWatch, {
      open: async () => {
        await page.goto(section.path);
        await expect(toast(page, "Error loading fields")).toContainText(
          "Failed to load contact form fields.",
        );
      },
      failed: page
        .getByRole("main")
        .getByRole("alert")
        .filter({ hasText: "Failed to load contact form fields." }),
      loaded: cards(page).first(),
    });
    await expect(cards(page)).toHaveCount(4);
  });

  test.describe("accessibility", () => {
    test("the section passes axe and fits 375 px without sideways scrolling", async ({ page }) => {
      await section.open(page);
      await expectAccessible(page);
      await page.getByRole("button", { name: "Add Field" }).click();
      await page.getByRole("dialog", { name: "Add Field" }).getByLabel("Field type").selectOption("radio");
      await expectAccessible(page);
      await page.keyboard.press("Escape");

      await expectDarkPhoneFitsAndPassesAxe(page, () => section.open(page));
    });
  });
});
