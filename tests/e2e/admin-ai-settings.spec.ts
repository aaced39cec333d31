import type { APIRequestContext, Page } from "@playwright/test";
import { expectPhoneLightAndDark } from "@tests/support/e2e-axe";
import {
  createInvitedAdmin,
  E2E_ADMIN,
  ensureAdmin,
  expect,
  gotoInteractive,
  newPerson,
  signInAdmin,
  test,
  toast,
} from "@tests/support/e2e-fixtures";
import { type FakeAiProvider, startFakeAiProvider } from "@tests/support/fake-ai-provider";

/**
 * The AI Integration section (spec 2 §2, §4, §5, §8) against the production server and a fake
 * OpenAI-compatible provider on 127.0.0.1: the key's format checked on blur, a real connection
 * test that succeeds and then reports the provider's own 401, the key stored write-only and shown
 * masked, a model chosen, AI turned on, and everything reset to the defaults.
 *
 * AI settings are per admin: the tests use an administrator of their own, so the chat's spec,
 * which configures E2E_ADMIN's assistant, is never disturbed when both run at once; its settings
 * are reset at the end all the same.
 */

const AREA = "/dashboard/ai";
const SETTINGS_API = "/api/v1/admin/ai-settings";
const admin = newPerson("ai-admin");
const FIRST_KEY = "sk-e2e-first-key-0123456789abcd";
const ROTATED_KEY = "sk-e2e-rotated-key-9876543wxyz";

let fake: FakeAiProvider;

test.describe.configure({ mode: "serial" });
// axe's injected script runs under the back office's Content-Security-Policy.
test.use({ bypassCSP: true });

test.beforeAll(async ({ playwright, baseURL }) => {
  fake = await startFakeAiProvider();
  const request = await playwright.request.newContext({ baseURL });
  await ensureAdmin(request, baseURL, E2E_ADMIN);
  await createInvitedAdmin(request, baseURL, admin);
  await request.dispose();
});

test.beforeEach(async ({ context, baseURL }) => {
  await signInAdmin(context, baseURL, admin);
});

test.afterAll(async ({ playwright, baseURL }) => {
  await fake?.close();
  const request = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: new URL(baseURL!).origin },
  });
  const login = await request.post("/api/v1/auth/admin-login", {
    data: { email: admin.email, password: admin.password },
  });
  if (login.ok()) await request.delete(SETTINGS_API);
  await request.dispose();
});

async function openArea(page: Page, tab?: string) {
  await gotoInteractive(page, tab ? `${AREA}?tab=${tab}` : AREA);
  await expect(page.getByRole("heading", { level: 1, name: "AI Integration" })).toBeVisible();
  await expect(page.getByTestId("ai-status")).toBeVisible();
}

const status = (page: Page) => page.getByTestId("ai-status");
const tab = (page: Page, name: string) =>
  page.getByRole("tablist", { name: "AI Integration sections" }).getByRole("tab", { name });

async function settingsAnswer(request: APIRequestContext) {
  const res = await request.get(SETTINGS_API);
  expect(res.status()).toBe(200);
  return res.text();
}

test("configure the provider: key format on blur, a real connection test, the provider's 401, the key saved masked; a model; AI on; reset to defaults", async ({
  page,
  context,
}) => {
  await openArea(page);
  await expect(status(page)).toHaveText("AI Inactive");
  await expect(page.getByRole("button", { name: "Ask AI" })).toBeDisabled();

  // Configure API Key: a key with the wrong prefix is refused on blur in the spec's words.
  await page.getByRole("button", { name: "Configure API Key" }).click();
  const keyDialog = page.getByRole("dialog", { name: "Configure API Key" });
  await expect(keyDialog.getByRole("combobox", { name: "AI provider" })).toHaveValue("openai");
  const keyField = keyDialog.getByLabel("API key", { exact: true });
  await expect(keyField).toHaveAttribute("type", "password");
  await keyField.fill("pk-not-an-openai-key-123456");
  await keyField.blur();
  await expect(keyDialog.getByText('OpenAI API keys should start with "sk-"')).toBeVisible();
  // Changing the key clears the previous result; a good one is accepted on blur.
  await keyField.fill(`  ${FIRST_KEY}  `);
  await expect(keyDialog.getByText('OpenAI API keys should start with "sk-"')).toHaveCount(0);
  await keyField.blur();
  await expect(keyDialog.getByText("API key format is valid")).toBeVisible();

  // The base URL points at the fake OpenAI-compatible provider; the test is a real request.
  const baseUrl = keyDialog.getByLabel("Base URL");
  await expect(baseUrl).toHaveAttribute("placeholder", "https://api.openai.com/v1");
  await baseUrl.fill(`${fake.url}/v1`);
  await keyDialog.getByRole("button", { name: "Test Connection" }).click();
  await expect(keyDialog.getByRole("status").filter({ hasText: "Connection successful" })).toBeVisible();
  const tested = fake.requests.at(-1);
  expect(tested?.path).toBe("/v1/chat/completions");
  expect(tested?.headers.authorization).toBe(`Bearer ${FIRST_KEY}`);

  // The provider now wants another key: the test reports its own 401 in the error dialog.
  fake.requireKey(ROTATED_KEY);
  await keyDialog.getByRole("button", { name: "Test Connection" }).click();
  const errorDialog = page.getByRole("dialog", { name: "Error Details" });
  await expect(errorDialog.getByTestId("ai-error-message")).toContainText("Incorrect API key provided");
  await expect(errorDialog).toContainText("401");
  // Copy Details puts the error on the clipboard as text.
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await errorDialog.getByRole("button", { name: "Copy Details" }).click();
  await expect(toast(page, "Copied")).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain("Code: AUTH_FAILED\nStatus: 401");
  // The footer's Close (the corner's × is named Close too).
  await errorDialog.getByRole("button", { name: "Close" }).last().click();
  await expect(errorDialog).toHaveCount(0);

  // The rotated key works; typing it cleared the earlier result. Save.
  await keyField.fill(ROTATED_KEY);
  await expect(keyDialog.getByText("Connection successful")).toHaveCount(0);
  await keyDialog.getByRole("button", { name: "Test Connection" }).click();
  await expect(keyDialog.getByRole("status").filter({ hasText: "Connection successful" })).toBeVisible();
  expect(fake.requests.at(-1)?.headers.authorization).toBe(`Bearer ${ROTATED_KEY}`);
  await keyDialog.getByRole("button", { name: "Save API Key" }).click();
  await expect(toast(page, "API Key Saved")).toBeVisible();
  await expect(keyDialog).toHaveCount(0);

  // Write-only: masked (first 4 + last 4) on the Security tab, never in an answer.
  const mask = /^sk-e•+wxyz$/;
  await expect(page.getByTestId("overview-key")).toHaveText(mask);
  await tab(page, "Security").click();
  await expect(page).toHaveURL(`${AREA}?tab=security`);
  await expect(page.getByTestId("stored-key")).toHaveText(mask);
  const encryption = page.getByRole("region", { name: "API Key Encryption" });
  await expect(encryption).toContainText("AES-256-GCM");
  await expect(encryption).toContainText("Encrypted at rest");
  const answer = await settingsAnswer(page.request);
  expect(answer).not.toContain(ROTATED_KEY);
  expect(answer).not.toContain(FIRST_KEY);
  // The tab is in the URL: a reload shows it again.
  await page.reload();
  await expect(tab(page, "Security")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("stored-key")).toHaveText(mask);

  // Model Selection: another provider clears the choice ("Selection Required"); then GPT-4o.
  await tab(page, "Overview").click();
  await page.getByRole("button", { name: "Select Model" }).click();
  const modelDialog = page.getByRole("dialog", { name: "Select AI Model" });
  await expect(modelDialog.getByRole("radio", { name: "GPT-3.5 Turbo" })).toBeChecked();
  await modelDialog.getByRole("combobox", { name: "AI provider" }).selectOption("groq");
  await expect(modelDialog.getByRole("radio", { name: "Mixtral 8x7B" })).toBeVisible();
  await expect(modelDialog.getByRole("radio", { checked: true })).toHaveCount(0);
  await modelDialog.getByRole("button", { name: "Select Model" }).click();
  await expect(toast(page, "Selection Required")).toBeVisible();
  await modelDialog.getByRole("combobox", { name: "AI provider" }).selectOption("openai");
  const gpt4o = modelDialog.getByRole("radio", { name: "GPT-4o", exact: true });
  await expect(gpt4o).toHaveAccessibleDescription(
    /^Budget\s+Fast, capable flagship model\s+Performance: 5 of 5\s+128,000 tokens\s+\$0\.005 per 1K tokens$/,
  );
  await gpt4o.check();
  await modelDialog.getByRole("button", { name: "Select Model" }).click();
  await expect(toast(page, "Model Selected")).toBeVisible();
  await expect(page.getByTestId("overview-model")).toHaveText("GPT-4o");

  // AI Preferences: the features wait for the master switch; on, the badge says AI Active.
  await page.getByRole("button", { name: "Edit Preferences" }).click();
  const prefs = page.getByRole("dialog", { name: "AI Preferences" });
  await expect(prefs.getByRole("switch", { name: "Smart Analytics" })).toBeDisabled();
  await prefs.getByRole("switch", { name: "Enable AI" }).check();
  await expect(prefs.getByRole("switch", { name: "Smart Analytics" })).toBeEnabled();
  await prefs.getByRole("switch", { name: "Smart Alerts" }).uncheck();
  await prefs.getByRole("button", { name: "Save Preferences" }).click();
  await expect(toast(page, "Settings Saved")).toBeVisible();
  await expect(status(page)).toHaveText("AI Active");
  await expect(page.getByRole("button", { name: "Ask AI" })).toBeEnabled();
  await tab(page, "Features").click();
  const features = page.getByRole("list", { name: "AI Features" });
  await expect(features.getByRole("listitem", { name: "Smart Analytics" })).toContainText("Active");
  await expect(features.getByRole("listitem", { name: "Smart Alerts" })).toContainText("Inactive");

  // Reset to Defaults, after the confirmation: AI off, no key, the default model.
  await tab(page, "Security").click();
  await page.getByRole("button", { name: "Reset to Defaults" }).click();
  const confirm = page.getByRole("dialog", { name: "Reset AI Settings" });
  await expect(confirm).toContainText("your stored API key is removed");
  await confirm.getByRole("button", { name: "Reset" }).click();
  await expect(toast(page, "Settings Reset")).toContainText("AI settings have been reset to defaults.");
  await expect(status(page)).toHaveText("AI Inactive");
  await expect(page.getByTestId("stored-key")).toHaveText("No API key stored");
  const reset = JSON.parse(await settingsAnswer(page.request)) as Record<string, unknown>;
  expect(reset).toMatchObject({
    ai_enabled: false,
    ai_provider: "openai",
    ai_model: "gpt-3.5-turbo",
    ai_base_url: null,
    api_key: { set: false, mask: null },
  });
});

test("features wait for a provider while AI is off; 375 px and dark; a failed load says so and Retry loads", async ({
  page,
  errorWatch,
}) => {
  await openArea(page, "features");
  await expect(page.getByText("AI is turned off")).toBeVisible();
  await page.getByRole("button", { name: "Set Up Provider" }).click();
  const keyDialog = page.getByRole("dialog", { name: "Configure API Key" });
  await expect(keyDialog).toBeVisible();
  // Ollama needs no key: no key field, Save offered, the base URL's placeholder is ollama's.
  await keyDialog.getByRole("combobox", { name: "AI provider" }).selectOption("ollama");
  await expect(keyDialog.getByLabel("API key", { exact: true })).toHaveCount(0);
  await expect(keyDialog.getByLabel("Base URL")).toHaveAttribute("placeholder", "http://127.0.0.1:11434");
  await expect(keyDialog.getByRole("button", { name: "Save API Key" })).toBeEnabled();
  // Another provider with no key: Save waits for one.
  await keyDialog.getByRole("combobox", { name: "AI provider" }).selectOption("claude");
  await expect(keyDialog.getByLabel("Base URL")).toHaveCount(0);
  await expect(keyDialog.getByRole("button", { name: "Save API Key" })).toBeDisabled();
  await page.keyboard.press("Escape");
  await expect(keyDialog).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Set Up Provider" })).toBeFocused();

  await page.setViewportSize({ width: 375, height: 800 });
  await openArea(page);
  await expectPhoneLightAndDark(page, () => expect(status(page)).toHaveText("AI Inactive"));

  errorWatch.allow(/status of 500/, SETTINGS_API);
  let fail = true;
  await page.route(
    (url) => url.pathname === SETTINGS_API,
    (route) =>
      fail && route.request().method() === "GET"
        ? route.fulfill({ status: 500, json: { error: { code: "internal_error", message: "Down" } } })
        : route.fallback(),
  );
  await gotoInteractive(page, AREA);
  const failed = page.getByRole("alert").filter({ hasText: "Failed to Load AI Settings" });
  await expect(failed).toBeVisible();
  fail = false;
  await failed.getByRole("button", { name: "Retry" }).click();
  await expect(status(page)).toHaveText("AI Inactive");
});
