import { AI_SUGGESTED_QUESTIONS } from "@common/schemas/ai";
import { AI_TEXT } from "@common/schemas/ai-settings";
import { HONEYPOT_FIELD, STARTED_AT_FIELD } from "@common/spam";
import type { BrowserContext, Page } from "@playwright/test";
import { cleanUpAfterAllAsAdmin } from "@tests/support/e2e-admin";
import {
  expectAccessible,
  expectDarkAfterReloadPassesAxe,
  expectFitsPhone,
  expectPhoneLightAndDark,
} from "@tests/support/e2e-axe";
import {
  createInvitedAdmin,
  expect,
  gotoInteractive,
  newPerson,
  type Person,
  PHONE,
  test,
  toast,
  unique,
} from "@tests/support/e2e-fixtures";
import { type FakeAiProvider, lastUserText, startFakeAiProvider } from "@tests/support/fake-ai-provider";

/**
 * The AI assistant's screens (issue 15) in Chromium against the production server, with the fake
 * OpenAI-compatible provider on 127.0.0.1 that the admin's AI settings point at: answers stream in
 * token by token and render as formatted, inert Markdown; Stop ends an answer; a provider's 401 is
 * the spec's chat error reply with the provider's words one click away; the Ask AI dialog's keys;
 * the guards; the analytics tab's chart and an anomaly from real submissions; the dashboard's
 * recorded usage.
 *
 * AI settings are per admin, and other specs configure E2E_ADMIN's: this file uses an admin of its
 * own (invited by E2E_ADMIN), and resets its settings at the end.
 */

const AREA = "/dashboard/ai";
const SETTINGS_API = "/api/v1/admin/ai-settings";
const KEY = `sk-test-${unique()}-0123456789abcdef`;
const ADMIN: Person = { ...newPerson("ai-chat"), firstName: "Alan", lastName: "Turing" };

let fake: FakeAiProvider;

test.describe.configure({ mode: "serial" });
// axe's injected script runs under the back office's Content-Security-Policy.
test.use({ bypassCSP: true });

test.beforeAll(async ({ playwright }, testInfo) => {
  fake = await startFakeAiProvider();
  const baseURL = testInfo.project.use.baseURL;
  const request = await playwright.request.newContext({ baseURL });
  await createInvitedAdmin(request, baseURL, ADMIN);
  await request.dispose();
});

// Specs share one server and database: the settings go back to the defaults (no key).
cleanUpAfterAllAsAdmin(async (request) => {
  expect((await request.delete(SETTINGS_API)).status()).toBe(200);
}, ADMIN);
test.afterAll(async () => {
  await fake?.close();
});

test.beforeEach(async ({ context }) => {
  await signIn(context);
});

async function signIn(context: BrowserContext) {
  const res = await context.request.post("/api/v1/auth/admin-login", {
    headers: origin(),
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The API wants the site's own Origin on writes. */
const origin = () => ({ origin: new URL(test.info().project.use.baseURL!).origin });

/** The admin's AI settings through the API: the fake provider, a valid-format key, AI on. */
async function configureAi(page: Page, patch: Record<string, unknown> = {}) {
  const res = await page.request.put(SETTINGS_API, {
    headers: origin(),
    data: {
      ai_enabled: true,
      ai_provider: "openai",
      ai_model: "gpt-4o",
      ai_base_url: `${fake.url}/v1`,
      api_key: KEY,
      ai_features_enabled: { queries: true, analytics: true, recommendations: true, visualization: true },
      ...patch,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function openTab(page: Page, tab: string) {
  await gotoInteractive(page, `${AREA}?tab=${tab}`);
  await expect(page.getByRole("heading", { level: 1, name: "AI Integration" })).toBeVisible();
}

const chatTab = (page: Page) => page.getByRole("tabpanel", { name: "Chat" });
const answers = (scope: ReturnType<typeof chatTab>) => scope.getByTestId("chat-answer");

test("a suggested question's answer streams in, renders as inert Markdown, and is copied", async ({
  page,
  context,
}) => {
  await configureAi(page);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const answer = [
    "## Leads this week",
    "",
    "You had **3 quote requests**:",
    "",
    "- Ada Lovelace",
    "- Grace Hopper",
    "",
    // A tail long enough that the first words are on screen well before the last ones arrive.
    "Both came in through the quote form on Monday and asked for a call back before the end of the week; neither has been answered yet, and one of them mentions a budget over fifty thousand dollars.",
    "",
    "<script>window.__pwned = 'script'</script>",
    "",
    '<img src="/nowhere.png" onerror="window.__pwned = \'img\'">',
    "",
    "[Open the list](javascript:window.__pwned='link')",
    "",
    "That is all for this week.",
  ].join("\n");
  fake.script({ text: answer, chunkDelayMs: 80 });
  await openTab(page, "chat");
  const chat = chatTab(page);

  await chat.getByRole("button", { name: AI_SUGGESTED_QUESTIONS[0] }).click();
  await expect(chat.getByTestId("chat-question")).toContainText(AI_SUGGESTED_QUESTIONS[0]);
  // The first words show while the rest is still on its way.
  await expect(answers(chat)).toContainText("quote requests");
  expect(await answers(chat).textContent()).not.toContain("That is all for this week.");
  await expect(answers(chat)).toContainText("That is all for this week.");

  // Formatted: a heading, bold, a list; inert: no script, no image, no javascript: link.
  const rendered = answers(chat);
  await expect(rendered.getByRole("heading", { name: "Leads this week" })).toBeVisible();
  await expect(rendered.locator("strong")).toHaveText("3 quote requests");
  await expect(rendered.getByRole("listitem")).toHaveText(["Ada Lovelace", "Grace Hopper"]);
  await expect(rendered.locator("script, img, iframe")).toHaveCount(0);
  await expect(rendered.locator("[onerror], [onclick]")).toHaveCount(0);
  await expect(rendered.locator("a[href^='javascript']")).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();

  // The question reached the provider with the stored key as a Bearer token.
  const sent = fake.requests.at(-1)!;
  expect(sent.headers.authorization).toBe(`Bearer ${KEY}`);
  expect(lastUserText(sent.body)).toBe(AI_SUGGESTED_QUESTIONS[0]);

  await chat.getByRole("button", { name: "Copy answer" }).click();
  await expect(toast(page, AI_TEXT.copied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(answer);

  await expectAccessible(page, "chat with an answer");
});

test("Stop ends an answer while the model is still thinking, and it is recorded as stopped", async ({
  page,
}) => {
  await configureAi(page);
  fake.script({ hang: true });
  await openTab(page, "chat");
  const chat = chatTab(page);
  const question = `Anything odd today? ${unique()}`;

  await chat.getByLabel("Ask a question about your data").fill(question);
  await chat.getByLabel("Ask a question about your data").press("Enter");
  await expect(chat.getByText("Thinking…")).toBeVisible();
  await chat.getByRole("button", { name: "Stop" }).click();
  await expect(chat.getByText("Stopped.")).toBeVisible();
  await expect(chat.getByText("Thinking…")).toHaveCount(0);
  await expect(chat.getByRole("button", { name: "Send" })).toBeVisible();

  // The server saw the browser go away and recorded the question as stopped.
  await expect
    .poll(async () => {
      const res = await page.request.get("/api/v1/admin/ai/stats?days=1");
      const stats = (await res.json()) as { recent: { question: string | null; status: string }[] };
      return stats.recent.find((q) => q.question === question)?.status;
    })
    .toBe("aborted");
});

test("a provider's 401 is the chat error reply, with the provider's message in the details", async ({
  page,
}) => {
  await configureAi(page);
  const providerMessage =
    "Incorrect API key provided: sk-te*****cdef. You can find your API key at your dashboard.";
  fake.script({ status: 401, message: providerMessage });
  await openTab(page, "chat");
  const chat = chatTab(page);

  await chat.getByLabel("Ask a question about your data").fill("How many leads?");
  await chat.getByLabel("Ask a question about your data").press("Enter");
  await expect(chat.getByTestId("chat-error-reply")).toHaveText(AI_TEXT.chatErrorReply);
  await expect(toast(page, AI_TEXT.queryFailed)).toBeVisible();

  await chat.getByRole("button", { name: "View details" }).click();
  const details = page.getByRole("dialog", { name: "Error Details" });
  await expect(details.getByTestId("ai-error-message")).toHaveText(providerMessage);
  // The whole record came with the stream's error: the code and the provider's status.
  await expect(details.getByText("AUTH_FAILED")).toBeVisible();
  await expect(details.getByText("401", { exact: true })).toBeVisible();
  await details.getByRole("button", { name: "Close" }).first().click();
  await expect(details).toHaveCount(0);
  await expect(chat.getByRole("button", { name: "View details" })).toBeFocused();

  // Asked again, the answer comes.
  fake.script({ text: "There are 2 leads." });
  await chat.getByRole("button", { name: "Try again" }).click();
  await expect(answers(chat)).toHaveText("There are 2 leads.");
  await expect(chat.getByTestId("chat-error-reply")).toHaveCount(0);
});

test("the Ask AI dialog: focus in the input, Shift+Enter a new line, Enter sends, focus back on close", async ({
  page,
}) => {
  await configureAi(page);
  await openTab(page, "overview");
  const askAi = page.getByRole("button", { name: AI_TEXT.askAi, exact: true });
  await askAi.click();
  const dialog = page.getByRole("dialog", { name: "AI Query Assistant" });
  const input = dialog.getByLabel("Ask a question about your data");
  await expect(input).toBeFocused();

  await input.pressSequentially("First line");
  await input.press("Shift+Enter");
  await input.pressSequentially("second line");
  await expect(input).toHaveValue("First line\nsecond line");
  await input.press("Enter");

  // No script queued: the fake echoes the question.
  await expect(dialog.getByTestId("chat-question")).toHaveText(/First line\s+second line/);
  await expect(dialog.getByTestId("chat-answer")).toContainText("Echo: First line");
  await expect(input).toHaveValue("");

  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(askAi).toBeFocused();
});

test("the guards: AI off, then no key, stand in for sending; a guard from the server puts the question back", async ({
  page,
  errorWatch,
}) => {
  await configureAi(page, { ai_enabled: false });
  await openTab(page, "chat");
  const chat = chatTab(page);
  await expect(chat.getByText(AI_TEXT.queriesDisabled)).toBeVisible();
  await expect(chat.getByRole("button", { name: AI_SUGGESTED_QUESTIONS[1] })).toBeDisabled();

  await configureAi(page, { api_key: null });
  await page.reload();
  await expect(chat.getByText(AI_TEXT.providerNotConfigured)).toBeVisible();
  await chat.getByRole("button", { name: "Configure API Key" }).click();
  await expect(page.getByRole("dialog", { name: "Configure API Key" })).toBeVisible();
  await page.keyboard.press("Escape");

  // Ready when the page loaded, turned off elsewhere before the question: the server's 409.
  await configureAi(page);
  await page.reload();
  await expect(chat.getByText(AI_TEXT.providerNotConfigured)).toHaveCount(0);
  await configureAi(page, { ai_enabled: false });
  errorWatch.allow(/status of 409/, "/api/v1/admin/ai/chat");
  const input = chat.getByLabel("Ask a question about your data");
  await input.fill("Still there?");
  await input.press("Enter");
  await expect(chat.getByText(AI_TEXT.queriesDisabled)).toBeVisible();
  await expect(input).toHaveValue("Still there?");
  await expect(chat.getByTestId("chat-question")).toHaveCount(0);
});

test("analytics: a burst of messages from one address is an insight, beside the volumes chart", async ({
  page,
}) => {
  await configureAi(page);
  const sender = `burst-${unique()}@example.com`;
  for (let i = 0; i < 4; i++) {
    const res = await page.request.post("/api/v1/contact-messages", {
      headers: origin(),
      data: {
        fields: { name: `Burst ${i}`, email: sender, message: `Message ${i} of a burst.` },
        [HONEYPOT_FIELD]: "",
        [STARTED_AT_FIELD]: Date.now() - 10_000,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await openTab(page, "analytics");
  const analytics = page.getByRole("tabpanel", { name: "Analytics" });
  const insight = analytics.getByTestId("ai-insight").filter({ hasText: sender });
  await expect(insight).toBeVisible();
  await expect(insight).toContainText("4 contact messages");
  await expect(insight.getByRole("link", { name: "Open Messages" })).toHaveAttribute(
    "href",
    "/dashboard/messages",
  );
  const chart = analytics.getByTestId("ai-chart");
  await expect(chart.locator(".recharts-wrapper > svg.recharts-surface")).toBeVisible();
  // Today's bar (the burst) is drawn.
  await expect(chart.locator(".recharts-bar-rectangle path").first()).toBeVisible();
  await analytics.getByText("Show the figures").click();
  await expect(
    analytics.getByRole("table").getByRole("columnheader", { name: "Contact messages" }),
  ).toBeVisible();
  await expectAccessible(page, "analytics");
  await expectDarkAfterReloadPassesAxe(page, insight);
});

test("insights: Ask AI for Insights stores the model's recommendations; a provider's error shows its details", async ({
  page,
}) => {
  await configureAi(page);
  const tag = unique();
  const drafts = ["Answer the new leads", "Reply to waiting messages", "Publish a case study"].map(
    (title, i) => ({
      title: `${title} ${tag}`,
      description: `Recommendation ${i + 1} from the site's figures.`,
      category: ["leads", "messages", "content"][i],
      priority: ["high", "medium", "low"][i],
      impact: "high",
      effort: "low",
      actions: [`Action ${i + 1}`],
    }),
  );
  fake.script({ text: JSON.stringify({ recommendations: drafts }) });
  await openTab(page, "insights");
  const insights = page.getByRole("tabpanel", { name: "Insights" });
  await insights.getByRole("button", { name: "Ask AI for Insights" }).click();
  await expect(toast(page, "Recommendations Ready")).toBeVisible();
  const first = insights.getByTestId("ai-recommendation").filter({ hasText: drafts[0]!.title });
  await expect(first).toContainText("leads");
  await expect(first).toContainText(/Priority: high/i);
  await expect(first).toContainText(/Impact: high/i);
  await expect(first).toContainText(/Effort: low/i);
  await expect(first).toContainText("Action 1");
  await expect(first.locator("time")).toBeVisible();
  await expect(insights.getByTestId("ai-recommendation").filter({ hasText: tag })).toHaveCount(3);

  fake.script({ status: 401, message: "Incorrect API key provided: sk-te*****cdef." });
  await insights.getByRole("button", { name: "Ask AI for Insights" }).click();
  await expect(toast(page, AI_TEXT.queryFailed)).toBeVisible();
  const details = page.getByRole("dialog", { name: "Error Details" });
  await expect(details.getByTestId("ai-error-message")).toHaveText(
    "Incorrect API key provided: sk-te*****cdef.",
  );
  await page.keyboard.press("Escape");

  // With the recommendations feature off the button is guarded, in the product's words.
  await configureAi(page, { ai_features_enabled: { recommendations: false } });
  await page.reload();
  await expect(insights.getByText(AI_TEXT.recommendationsDisabled)).toBeVisible();
  await expect(insights.getByRole("button", { name: "Ask AI for Insights" })).toBeDisabled();
});

test("the chat works on a phone, and the AI Dashboard shows the question as recorded", async ({
  page,
  newContext,
}) => {
  await configureAi(page);
  const question = `Hello from a phone ${unique()}`;
  const phone = await newContext({ ...PHONE, bypassCSP: true });
  await signIn(phone);
  const small = await phone.newPage();
  await openTab(small, "chat");
  const chat = chatTab(small);
  await chat.getByLabel("Ask a question about your data").fill(question);
  await chat.getByLabel("Ask a question about your data").press("Enter");
  await expect(chat.getByTestId("chat-answer")).toContainText(`Echo: ${question}`);
  await expectFitsPhone(small, "chat with an answer on a phone");
  await expectPhoneLightAndDark(small, () =>
    expect(chat.getByRole("button", { name: AI_SUGGESTED_QUESTIONS[0] })).toBeVisible(),
  );

  // The dashboard's figures are what ai_queries recorded: the question, its model and status.
  await openTab(page, "overview");
  const overview = page.getByRole("tabpanel", { name: "Overview" });
  await expect(overview.getByTestId("stat-Queries")).toHaveText(/^[1-9]\d*$/);
  await expect(overview.getByTestId("stat-Tokens")).not.toHaveText("0");
  await expect(
    overview.getByTestId("ai-chart").locator(".recharts-wrapper > svg.recharts-surface"),
  ).toBeVisible();
  const row = overview.getByTestId("ai-recent").getByRole("row").filter({ hasText: question });
  await expect(row).toContainText("Chat");
  await expect(row).toContainText("gpt-4o");
  await expect(row).toContainText("OK");
  await expectAccessible(page, "AI Dashboard");
});
