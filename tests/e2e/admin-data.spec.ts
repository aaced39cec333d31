import { readFileSync } from "node:fs";
import { DATA_TEXT } from "@common/schemas/data";
import type { Page } from "@playwright/test";
import { expectAccessible, expectFitsPhone, expectPhoneLightAndDark } from "@tests/support/e2e-axe";
import {
  ensureAdmin,
  gotoInteractive,
  newPerson,
  PHONE,
  signInAdmin,
  toast,
  unique,
} from "@tests/support/e2e-fixtures";
import { expect, test } from "@tests/support/e2e-own-server";
import { strFromU8, unzipSync } from "fflate";

/**
 * Data Management (issue 14; spec 2 Database Export, Data Migration, Migration Dashboard): the
 * complete database exported as JSON with a progress bar per table, all data cleared (the public
 * site loses its content), the downloaded file imported in replace mode (the content is back);
 * an invalid file gets the spec's messages; a backup made on demand is listed; the guide; an
 * admin who may only read sees no write buttons; accessibility, a phone and the dark theme.
 *
 * Clearing and replacing all data would break every spec running beside this one, so it runs
 * on a server of its own (tests/support/e2e-own-server.ts), with its own administrator.
 */

const ADMIN = newPerson("data-owner");
const origin = (baseURL: string | undefined) => ({ origin: new URL(baseURL!).origin });

test.describe.configure({ mode: "serial" });
test.use({ bypassCSP: true });

test.beforeEach(async ({ context, request, baseURL }) => {
  await ensureAdmin(request, baseURL, ADMIN);
  await signInAdmin(context, baseURL, ADMIN);
});

/** The first test's export file, which a later test imports again with a broken row. */
let exportedFile = "";

const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });
const exportProgress = (page: Page) => page.getByRole("region", { name: "Export progress" });
/** A table's row count in the export tab's list of tables. */
const recordsOf = (page: Page, table: string) =>
  page
    .getByRole("row", { name: new RegExp(`^${table} `) })
    .getByRole("cell")
    .first();

async function openSection(page: Page, tabName?: string) {
  await gotoInteractive(page, "/dashboard/data");
  await expect(page.getByRole("heading", { level: 1, name: "Data Management" })).toBeVisible();
  await expect(page.getByTestId("stat-Total Tables")).toHaveText(/^\d+$/);
  if (tabName) await tab(page, tabName).click();
}

/** A published blog post, made through the API: content the public site shows. */
async function publishPost(page: Page, baseURL: string | undefined, title: string) {
  const res = await page.request.post("/api/v1/admin/blog-posts", {
    headers: origin(baseURL),
    data: { title, content: `Notes for ${title}.`, status: "published" },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test("export JSON with a progress bar per table, clear all data, import the file in replace mode", async ({
  page,
  baseURL,
  newContext,
  errorWatch,
}) => {
  const title = `Moving day ${unique()}`;
  const id = await publishPost(page, baseURL, title);
  await page.goto(`/blog/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  // Export: every table's bar fills, the results report the records, the file downloads.
  await openSection(page);
  await expect(page.getByRole("tabpanel", { name: "Export" }).getByText(DATA_TEXT.secretsNote)).toBeVisible();
  const tables = Number(await page.getByTestId("stat-Total Tables").textContent());
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export Complete Database (JSON)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^atrium_export_\d{4}-\d{2}-\d{2}\.json$/);
  const progress = exportProgress(page);
  await expect(progress.getByRole("listitem")).toHaveCount(tables);
  await expect(progress.locator("li[data-status='completed']")).toHaveCount(tables);
  const posts = progress.getByRole("listitem", { name: "blog_posts", exact: true });
  await expect(posts).toContainText("Exported 1 record");
  await expect(posts.getByRole("progressbar")).toHaveAttribute("value", "1");
  await expect(progress.getByRole("listitem", { name: "team_members", exact: true })).toContainText(
    DATA_TEXT.noData,
  );
  await expect(toast(page, "Export complete")).toBeVisible();
  // Saved under its own name: the browser's temporary copy has none (and so no .json).
  const file = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(file);
  exportedFile = file;
  const exported = JSON.parse(readFileSync(file, "utf8")) as {
    database: string;
    tables: Record<string, { data: { title?: string }[]; count: number; error: string | null }>;
  };
  expect(exported.database).toBe("atrium");
  expect(Object.keys(exported.tables)).toHaveLength(tables);
  expect(exported.tables.blog_posts?.data.map((p) => p.title)).toEqual([title]);
  await expectAccessible(page, "export results");

  // Clear All Data: the confirmation must be ticked first.
  await tab(page, "Migration").click();
  await page.getByRole("button", { name: "Clear All Data" }).click();
  const confirm = page.getByRole("dialog", { name: "Clear All Data" });
  await expect(confirm).toContainText(DATA_TEXT.clearConfirm);
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  const clearButton = confirm.getByRole("button", { name: "Clear All Data" });
  await expect(clearButton).toBeDisabled();
  await confirm.getByLabel("I understand that all data will be deleted").check();
  await clearButton.click();
  await expect(toast(page, "All data cleared")).toBeVisible();
  await expect(confirm).toHaveCount(0);
  await tab(page, "Export").click();
  await expect(recordsOf(page, "blog_posts")).toHaveText("0");
  await expect(recordsOf(page, "user")).toHaveText("1");

  // The public site has lost its content.
  const visitor = await (await newContext()).newPage();
  errorWatch.allow(/status of 404/, `/blog/${id}`);
  const blogResponse = await visitor.goto(`/blog/${id}`);
  expect(blogResponse?.status()).toBe(404);
  await visitor.goto("/blog");
  await expect(visitor.getByText(title)).toHaveCount(0);

  // Import the downloaded file in replace mode.
  await tab(page, "Migration").click();
  await page.getByLabel("Export file (JSON)").setInputFiles(file);
  const validation = page.getByTestId("validation-results");
  await expect(validation).toContainText("The file is valid");
  await page.getByRole("radio", { name: "Replace" }).check();
  await page.getByRole("button", { name: "Import Data Directly" }).click();
  const replace = page.getByRole("dialog", { name: "Replace all data?" });
  await expect(replace.getByRole("button", { name: "Replace All Data" })).toBeDisabled();
  await replace.getByLabel("I understand that all current data is replaced").check();
  await replace.getByRole("button", { name: "Replace All Data" }).click();
  const result = page.getByTestId("import-result");
  await expect(result).toContainText("Migration completed");
  await expect(result).not.toContainText(DATA_TEXT.migrationFailed);
  await expect(toast(page, "Migration completed")).toBeVisible();

  // The content is back on the public site, and the figures on the export tab.
  await visitor.goto(`/blog/${id}`);
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await visitor.goto("/blog");
  await expect(visitor.getByRole("link", { name: title })).toBeVisible();
  await tab(page, "Export").click();
  await expect(recordsOf(page, "blog_posts")).toHaveText("1");
});

test("merge mode: a batch with a bad row is reported, the other tables are written", async ({ page }) => {
  const file = JSON.parse(readFileSync(exportedFile, "utf8")) as {
    tables: Record<string, { data: Record<string, unknown>[] }>;
  };
  file.tables.testimonials!.data[0]!.rating = "five stars";
  await openSection(page, "Migration");
  await page.getByLabel("Export file (JSON)").setInputFiles({
    name: "atrium_export_broken.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(file)),
  });
  await expect(page.getByTestId("validation-results")).toContainText("The file is valid");
  await expect(page.getByRole("radio", { name: "Merge" })).toBeChecked();
  await page.getByRole("button", { name: "Import Data Directly" }).click();
  const result = page.getByTestId("import-result");
  await expect(result.getByRole("heading", { name: DATA_TEXT.migrationCompletedWithErrors })).toBeVisible();
  await expect(result).toContainText("1 table failed");
  await expect(result.getByRole("listitem").filter({ hasText: /^testimonials/ })).toContainText(/Batch 1: /);
  await expect(toast(page, DATA_TEXT.migrationCompletedWithErrors)).toContainText("1 table failed");
});

test("every table as CSV in one zip, one table's CSV, and the SQL script", async ({ page }) => {
  await openSection(page);
  const date = /\d{4}-\d{2}-\d{2}/.source;

  const zipping = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export All Tables (CSV)" }).click();
  const zip = await zipping;
  expect(zip.suggestedFilename()).toMatch(new RegExp(`^atrium_tables_${date}\\.zip$`));
  const progress = exportProgress(page);
  await expect(progress.locator("li[data-status='completed']")).toHaveCount(
    Number(await page.getByTestId("stat-Total Tables").textContent()),
  );
  // Empty tables have no file; the others one CSV each, header first.
  const files = unzipSync(new Uint8Array(readFileSync(await zip.path())));
  const posts = Object.keys(files).find((name) => name.startsWith("blog_posts_"));
  expect(posts).toMatch(new RegExp(`^blog_posts_${date}\\.csv$`));
  expect(strFromU8(files[posts!]!)).toMatch(/^id,/);
  expect(Object.keys(files).some((name) => name.startsWith("team_members_"))).toBe(false);

  const one = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export services as CSV" }).click();
  expect((await one).suggestedFilename()).toMatch(new RegExp(`^services_${date}\\.csv$`));
  await page.getByRole("button", { name: "Export team_members as CSV" }).click();
  await expect(toast(page, DATA_TEXT.noData)).toContainText("The table team_members has no rows.");

  await tab(page, "Migration").click();
  const scripting = page.waitForEvent("download");
  await page.getByRole("button", { name: "Generate SQL Script" }).click();
  const script = await scripting;
  expect(script.suggestedFilename()).toMatch(new RegExp(`^atrium_script_${date}\\.sql$`));
  expect(readFileSync(await script.path(), "utf8")).toContain("INSERT INTO public.services");
});

test("an invalid file gets the spec's messages and cannot be imported", async ({ page, errorWatch }) => {
  // The server refuses the file that is not JSON (400), as this test means it to.
  errorWatch.allow(/status of 400/, "/api/v1/admin/data/validate");
  await openSection(page, "Migration");
  const input = page.getByLabel("Export file (JSON)");
  const importButton = page.getByRole("button", { name: "Import Data Directly" });

  await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(page.getByRole("alert").filter({ hasText: DATA_TEXT.invalidFileType.title })).toContainText(
    DATA_TEXT.invalidFileType.message,
  );
  await expect(toast(page, DATA_TEXT.invalidFileType.title)).toBeVisible();
  await expect(importButton).toBeDisabled();
  await expect(page.getByText(DATA_TEXT.importNotValid)).toBeVisible();

  await input.setInputFiles({
    name: "broken.json",
    mimeType: "application/json",
    buffer: Buffer.from('{"tables": {'),
  });
  await expect(page.getByRole("alert").filter({ hasText: DATA_TEXT.invalidJson })).toBeVisible();
  await expect(importButton).toBeDisabled();

  // Valid JSON without a tables object: the server's validation says why.
  await input.setInputFiles({
    name: "other.json",
    mimeType: "application/json",
    buffer: Buffer.from('{"exportDate":"2026-01-01"}'),
  });
  const validation = page.getByTestId("validation-results");
  await expect(validation).toContainText("The file cannot be imported");
  await expect(validation).toContainText(DATA_TEXT.invalidFormat);
  await expect(importButton).toBeDisabled();
  await expectAccessible(page, "validation errors");
});

test("back up now lists the backup, which restores and deletes; the guide shows its steps and the full document", async ({
  page,
}) => {
  await openSection(page, "Backups");
  const list = page.getByRole("list", { name: "Backups" });
  const before = await list.getByRole("listitem").count();
  await page.getByRole("button", { name: "Back up now" }).click();
  await expect(toast(page, "Backup created")).toBeVisible();
  await expect(list.getByRole("listitem")).toHaveCount(before + 1);
  const backup = list.getByRole("listitem").first();
  await expect(backup).toContainText(/atrium_backup_.*\.json\.gz/);
  await expect(backup.getByRole("link", { name: /^Download atrium_backup_/ })).toBeVisible();
  await expectAccessible(page, "backups");

  // Restore (replace mode) asks first, and must be ticked; the result is shown.
  const name = (await backup.getAttribute("aria-label"))!;
  await backup.getByRole("button", { name: `Restore ${name}` }).click();
  const restore = page.getByRole("dialog", { name: "Restore this backup?" });
  await expect(restore).toContainText("All current data is replaced by the backup of");
  await expect(restore.getByRole("button", { name: "Restore" })).toBeDisabled();
  await restore.getByLabel("I understand that all current data is replaced").check();
  await restore.getByRole("button", { name: "Restore" }).click();
  await expect(toast(page, "Backup restored")).toBeVisible();
  await expect(page.getByRole("region", { name: `Restored from ${name}` })).toContainText(
    "Migration completed",
  );

  // Delete, after its confirmation.
  await backup.getByRole("button", { name: `Delete ${name}` }).click();
  await page
    .getByRole("dialog", { name: "Delete this backup?" })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(toast(page, "Backup deleted")).toBeVisible();
  await expect(list.getByRole("listitem", { name })).toHaveCount(0);

  await tab(page, "Migration Guide").click();
  await expect(page).toHaveURL(/\?tab=guide$/);
  await page.getByRole("tab", { name: "2. Create the database" }).click();
  await expect(
    page.getByText("DATABASE_URL=postgres://atrium:secret@db.example.com:5432/atrium"),
  ).toBeVisible();
  // Steps are freely selectable, by keyboard too.
  await page.keyboard.press("End");
  await expect(page.getByRole("tab", { name: "4. Switch and restart" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const checklist = page.getByRole("region", { name: "After the move" });
  await expect(checklist.getByRole("checkbox")).toHaveCount(8);
  await checklist.getByLabel("Administrators can sign in").check();
  await expect(checklist).toContainText("1 of 8 checked");

  await page.getByRole("button", { name: "View Full Guide" }).click();
  const guide = page.getByRole("dialog", { name: "Migrating to PostgreSQL" });
  await expect(guide.getByText("npm run data:export -- --out atrium-export.json")).toBeVisible();
  await expect(guide.getByText("npm run data:import -- atrium-export.json --mode replace")).toBeVisible();
  await expectAccessible(page, "guide");
  await page.keyboard.press("Escape");
  await expect(guide).toHaveCount(0);
  await expect(page.getByRole("button", { name: "View Full Guide" })).toBeFocused();
});

test("a failed load offers Try Again, a failed export says why, no backups says so", async ({
  page,
  errorWatch,
}) => {
  const STATS = "/api/v1/admin/data/stats";
  const failure = (message: string) => ({
    status: 500,
    json: { error: { code: "internal", message } },
  });
  errorWatch.allow(/status of 500/, STATS);
  await page.route(
    (url) => url.pathname === STATS,
    (route) => route.fulfill(failure("Database unavailable")),
  );
  await gotoInteractive(page, "/dashboard/data");
  const failed = page.getByRole("alert").filter({ hasText: "Error loading data statistics" });
  await expect(failed).toBeVisible();
  await expect(page.getByRole("button", { name: "Export Complete Database (JSON)" })).toBeDisabled();
  await page.unrouteAll();
  await failed.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByTestId("stat-Total Tables")).toHaveText(/^\d+$/);

  // The export's request fails: the toast and every table's line say so.
  const EXPORT = "/api/v1/admin/data/export";
  errorWatch.allow(/status of 500/, EXPORT);
  await page.route(
    (url) => url.pathname === EXPORT,
    (route) => route.fulfill(failure("Disk full")),
  );
  await page.getByRole("button", { name: "Export Complete Database (JSON)" }).click();
  await expect(toast(page, DATA_TEXT.exportFailed)).toContainText("Disk full");
  const progress = exportProgress(page);
  await expect(progress.locator("li[data-status='error']").first()).toContainText(
    `${DATA_TEXT.exportFailed}: Disk full`,
  );
  await expect(progress.locator("li:not([data-status='error'])")).toHaveCount(0);

  await page.route(
    (url) => url.pathname === "/api/v1/admin/data/backups",
    (route) => route.fulfill({ json: { backups: [], keep: 7, directory: "/srv/atrium/data/backups" } }),
  );
  await tab(page, "Backups").click();
  await page.reload();
  await expect(page.getByText("No backups yet")).toBeVisible();
  await expect(page.getByText(/keeps the last 7 backups/)).toBeVisible();
});

test("an admin who may only read exports, but sees no button that writes", async ({
  page,
  baseURL,
  newContext,
}) => {
  const reader = newPerson("data-reader");
  const invite = await page.request.post("/api/v1/admin/invitations", {
    headers: origin(baseURL),
    data: { email: reader.email, permissions: ["dashboard:read", "data:read"] },
  });
  expect(invite.status(), await invite.text()).toBe(201);
  const { token } = (await invite.json()) as { token: string };
  const context = await newContext();
  const signup = await context.request.post("/api/v1/auth/admin-signup", {
    headers: origin(baseURL),
    data: { ...reader, invitationToken: token },
  });
  expect(signup.status(), await signup.text()).toBe(201);

  const view = await context.newPage();
  await openSection(view);
  // Exporting is reading: it works for them (and under the back office's real CSP, which the
  // other tests bypass for axe: the file is made and saved in the browser).
  const downloading = view.waitForEvent("download");
  await view.getByRole("button", { name: "Export Complete Database (JSON)" }).click();
  expect((await downloading).suggestedFilename()).toMatch(/^atrium_export_.*\.json$/);
  await expect(toast(view, "Export complete")).toBeVisible();
  await tab(view, "Migration").click();
  await expect(view.getByRole("button", { name: "Generate SQL Script" })).toBeVisible();
  await expect(view.getByLabel("Export file (JSON)")).toHaveCount(0);
  await expect(view.getByRole("button", { name: "Import Data Directly" })).toHaveCount(0);
  await expect(view.getByRole("button", { name: "Clear All Data" })).toHaveCount(0);
  await tab(view, "Backups").click();
  await expect(view.getByRole("list", { name: "Backups" })).toBeVisible();
  await expect(view.getByRole("button", { name: "Back up now" })).toHaveCount(0);
  await expect(view.getByRole("button", { name: /^Restore / })).toHaveCount(0);
  await expect(view.getByRole("button", { name: /^Delete / })).toHaveCount(0);
});

test("every tab fits a 375 px phone and passes axe, light and dark", async ({ newContext, baseURL }) => {
  const context = await newContext({ ...PHONE, bypassCSP: true });
  await signInAdmin(context, baseURL, ADMIN);
  const phone = await context.newPage();
  for (const name of ["Export", "Migration", "Migration Guide", "Backups"]) {
    await openSection(phone, name);
    await expectPhoneLightAndDark(phone, () =>
      expect(tab(phone, name)).toHaveAttribute("aria-selected", "true"),
    );
    await phone.evaluate(() => localStorage.removeItem("ui-theme"));
  }
  // The full guide, in its dialog.
  await tab(phone, "Migration Guide").click();
  await phone.getByRole("button", { name: "View Full Guide" }).click();
  const guide = phone.getByRole("dialog", { name: "Migrating to PostgreSQL" });
  await expect(guide.getByRole("heading", { name: "After the move: checklist" })).toBeVisible();
  await expectFitsPhone(phone, "guide");
  await expectAccessible(phone, "guide");
});
