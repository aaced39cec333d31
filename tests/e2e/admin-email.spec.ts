import { EMAIL_TEMPLATE_TEXT } from "@common/schemas/email-templates";
import { SEND_EMAIL_TEXT } from "@common/schemas/emails";
import { HONEYPOT_FIELD, STARTED_AT_FIELD } from "@common/spam";
import type { APIRequestContext, Page } from "@playwright/test";
import { deliverToMailbox, startDovecot } from "@tests/support/dovecot";
import { cleanUpAfterAllAsAdmin, realtimeReady, signInAdminForEachTest } from "@tests/support/e2e-admin";
import { expectAccessible, expectPhoneLightAndDark } from "@tests/support/e2e-axe";
import { type ErrorWatch, expect, gotoInteractive, test, toast, unique } from "@tests/support/e2e-fixtures";
import { startE2eSmtpSink } from "@tests/support/e2e-smtp-sink";

/**
 * The Email Management area (spec 3 §2) and the composer, against the production server with an
 * SMTP sink on 127.0.0.1 that the settings point at: e-mail settings saved with a write-only,
 * masked password and a real test message; a reply to a contact message from a template that
 * arrives with its placeholders filled, lands in its conversation and marks the message replied;
 * replies coming back — through the inbound webhook, and fetched by IMAP from a Dovecot mailbox on
 * 127.0.0.1 — that show in the open conversation without a reload; templates created, previewed,
 * duplicated and deleted. The file changes the site's e-mail settings, so it runs with the
 * site-wide settings specs, after the others.
 */

const AREA = "/dashboard/email";
const SETTINGS_API = "/api/v1/admin/email-settings";
const SMTP = { user: "atrium", pass: "sink-pass-12345678" };
const INBOUND_SECRET = `inbound-${unique()}-secret`;
const tag = unique();

let sink: Awaited<ReturnType<typeof startE2eSmtpSink>>;
const templateIds: string[] = [];

test.describe.configure({ mode: "serial" });
signInAdminForEachTest();

test.beforeAll(async () => {
  sink = await startE2eSmtpSink(SMTP);
});
test.afterAll(async () => {
  await sink?.close();
});
cleanUpAfterAllAsAdmin(async (request) => {
  for (const id of templateIds) await request.delete(`/api/v1/admin/email-templates/${id}`);
});

const origin = (page: Page) => ({ origin: new URL(page.url() || test.info().project.use.baseURL!).origin });

/**
 * E-mail HTML is shown in frames sandboxed without scripts; Playwright's own helper script, which
 * it tries to run in a frame it looks into, is refused there, and Chromium says so on the console.
 * That refusal is the sandbox working, not an error of the page.
 */
function allowSandboxRefusals(errorWatch: ErrorWatch) {
  errorWatch.allow(
    /^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/,
    /^(srcdoc)?$/,
  );
}

async function openArea(page: Page, tab?: string) {
  await gotoInteractive(page, tab ? `${AREA}?tab=${tab}` : AREA);
  await expect(page.getByRole("heading", { level: 1, name: "Email Management" })).toBeVisible();
}

/** A visitor's contact message, through the public API; its id from the admin list. */
async function sendContactMessage(request: APIRequestContext, baseURL: string, name: string, email: string) {
  const res = await request.post("/api/v1/contact-messages", {
    headers: { origin: new URL(baseURL).origin },
    data: {
      fields: { name, email, company: `Bakery ${tag}`, message: `Hello from ${name}.` },
      [HONEYPOT_FIELD]: "",
      [STARTED_AT_FIELD]: Date.now() - 10_000,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test("e-mail settings: saved from the Provider and Sender Info tabs, the password write-only and masked, a test e-mail really sent and a wrong password reported in the provider's words", async ({
  page,
}) => {
  await openArea(page, "settings");
  const form = page.getByRole("form", { name: "Email settings" });
  await expect(form.getByRole("combobox", { name: "Provider" })).toHaveValue("smtp");
  await form.getByLabel("SMTP host", { exact: true }).fill("127.0.0.1");
  await form.getByLabel("SMTP port", { exact: true }).fill(String(sink.port));
  await form.getByLabel("SMTP username", { exact: true }).fill(SMTP.user);
  await form.getByLabel("SMTP password", { exact: true }).fill(SMTP.pass);
  await form.getByLabel("Secure connection (TLS)").uncheck();
  // From is on another tab: saving without it shows that tab and the spec's message.
  await form.getByRole("tab", { name: "Sender Info" }).click();
  await form.getByLabel("From email", { exact: true }).fill("");
  await form.getByRole("button", { name: "Save Settings" }).click();
  await expect(form.getByText("From email and name are required.")).toBeVisible();
  await form.getByLabel("From email", { exact: true }).fill(`studio-${tag}@example.com`);
  await form.getByLabel("From name", { exact: true }).fill("Atrium Studio");
  await form.getByRole("tab", { name: "Incoming" }).click();
  await form.getByLabel("Inbound secret", { exact: true }).fill(INBOUND_SECRET);
  await form.getByRole("button", { name: "Save Settings" }).click();
  await expect(toast(page, "Email settings saved")).toBeVisible();

  // Write-only: the browser gets the mask (first 4 + last 4), never the password.
  await form.getByRole("tab", { name: "Provider" }).click();
  await expect(form.getByTestId("secret-SMTP password")).toHaveText(/^Set \(sink•+5678\)$/);
  await expect(form.getByLabel("SMTP password", { exact: true })).toHaveValue("");
  const answer = await (await page.request.get(SETTINGS_API)).text();
  expect(answer).not.toContain(SMTP.pass);
  await page.reload();
  await expect(page.getByTestId("secret-SMTP password")).toHaveText(/^Set \(sink•+5678\)$/);

  // The test e-mail goes through the sink.
  const to = `test-${tag}@example.com`;
  await page.getByLabel("Send the test to").fill(to);
  await page.getByRole("button", { name: "Send test e-mail" }).click();
  await expect(toast(page, "Test e-mail sent")).toBeVisible();
  await expect.poll(() => sink.to(to).length).toBe(1);

  // A wrong password: the provider's own error, then the right one back.
  const wrong = await page.request.put(SETTINGS_API, {
    headers: origin(page),
    data: { ...(await settingsInput(page.request)), smtp_password: "wrong-password-1" },
  });
  expect(wrong.status(), await wrong.text()).toBe(200);
  await page.getByRole("button", { name: "Send test e-mail" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Test e-mail failed" })).toContainText(/535|auth/i);
  const right = await page.request.put(SETTINGS_API, {
    headers: origin(page),
    data: { ...(await settingsInput(page.request)), smtp_password: SMTP.pass },
  });
  expect(right.status()).toBe(200);
});

/** The stored settings as a PUT body (secrets left out: kept). */
async function settingsInput(request: APIRequestContext) {
  const s = (await (await request.get(SETTINGS_API)).json()) as Record<string, unknown>;
  const {
    id: _id,
    smtp_password: _p,
    api_key: _k,
    imap_password: _i,
    inbound_secret: _s,
    sent_today: _t,
    sent_this_hour: _h,
    updated_at: _u,
    ...input
  } = s;
  return input;
}

test("reply to a contact message with a template: the composer's checks, a draft kept, the e-mail delivered with its placeholders filled, the message marked replied, the reply in its conversation", async ({
  page,
  baseURL,
  errorWatch,
}) => {
  allowSandboxRefusals(errorWatch);
  const template = await page.request.post("/api/v1/admin/email-templates", {
    headers: { origin: new URL(baseURL!).origin },
    data: {
      name: `Contact answer ${tag}`,
      subject: "Re: Your Message",
      body_html: "<p>Dear {{name}} of {{company}}, thank you for writing.</p>",
      template_type: "contact_response",
      variables: ["name", "company"],
      is_default: true,
    },
  });
  expect(template.status(), await template.text()).toBe(201);
  templateIds.push(((await template.json()) as { id: string }).id);

  const name = `Vera ${tag}`;
  const email = `vera-${tag}@example.com`;
  await sendContactMessage(page.request, baseURL!, name, email);

  await gotoInteractive(page, `/dashboard/messages?q=${encodeURIComponent(name)}`);
  const row = page.getByRole("listitem").filter({ hasText: name });
  await row.getByRole("button", { name: `Actions for the message from ${name}` }).click();
  await page.getByRole("menuitem", { name: "Send Reply" }).click();
  const dialog = page.getByRole("dialog", { name: "Reply to Contact Message" });
  await expect(dialog.getByLabel("To", { exact: true })).toHaveValue(email);
  await expect(dialog.getByLabel("Subject", { exact: true })).toHaveValue("Re: Your Message");
  await dialog
    .getByLabel("Template", { exact: true })
    .selectOption({ label: `Contact answer ${tag} (contact response)` });
  await expect(dialog.getByLabel("name", { exact: true })).toHaveValue(name);
  await expect(dialog.getByLabel("company", { exact: true })).toHaveValue(`Bakery ${tag}`);

  // The checks of spec 3 §5, in its words.
  await dialog.getByLabel("company", { exact: true }).fill("");
  await expect(dialog.getByRole("alert")).toHaveText(SEND_EMAIL_TEXT.missingVariables(["company"]));
  await dialog.getByLabel("company", { exact: true }).fill(`Bakery ${tag}`);
  await expect(dialog.getByRole("alert")).toHaveCount(0);
  await dialog.getByLabel("To", { exact: true }).fill("");
  await dialog.getByRole("button", { name: "Send Email" }).click();
  await expect(dialog.getByText(SEND_EMAIL_TEXT.to)).toBeVisible();
  await expect(dialog.getByLabel("To", { exact: true })).toBeFocused();
  await dialog.getByLabel("To", { exact: true }).fill(email);

  // Preview: the placeholders filled.
  await dialog.getByRole("tab", { name: "Preview" }).click();
  await expect(dialog.frameLocator("iframe").getByText(`Dear ${name} of Bakery ${tag}`)).toBeVisible();
  await dialog.getByRole("tab", { name: "Compose" }).click();

  // Save Draft; reopened for the same message, the composer starts from it.
  await dialog.getByLabel("BCC", { exact: true }).fill(`boss-${tag}@example.com`);
  // The template's text, made this reply's own (the visitor's acknowledgement uses it too).
  const html = dialog.getByLabel("HTML content", { exact: true });
  await expect(html).toHaveValue("<p>Dear {{name}} of {{company}}, thank you for writing.</p>");
  await html.fill(`<p>Dear {{name}} of {{company}}, thank you for writing. We will call you. (${tag})</p>`);
  await dialog.getByRole("button", { name: "Save Draft" }).click();
  await expect(toast(page, "Draft saved")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await row.getByRole("button", { name: `Actions for the message from ${name}` }).click();
  await page.getByRole("menuitem", { name: "Send Reply" }).click();
  await expect(dialog.getByText(/Draft from .* restored\./)).toBeVisible();
  await expect(dialog.getByLabel("BCC", { exact: true })).toHaveValue(`boss-${tag}@example.com`);
  await expect(dialog.getByLabel("Template", { exact: true })).toHaveValue(templateIds[0]!);

  await dialog.getByRole("button", { name: "Send Email" }).click();
  await expect(toast(page, "Email sent successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByText("Replied", { exact: true })).toBeVisible();

  const replies = () => sink.to(email).filter((m) => String(m.html).includes(`We will call you. (${tag})`));
  await expect.poll(() => replies().length).toBe(1);
  const delivered = replies()[0]!;
  expect(delivered.subject).toBe("Re: Your Message");
  expect(delivered.html).toContain(`Dear ${name} of Bakery ${tag}, thank you for writing. We will call you.`);
  expect(delivered.messageId).toMatch(/^<.+@.+>$/);

  // The reply is in the message's conversation.
  await openArea(page, "conversations");
  await page.getByRole("searchbox", { name: "Search conversations" }).fill(email);
  // The record's one conversation (the visitor's acknowledgement is filed in it too).
  const conversation = page.getByRole("list", { name: "Conversations" }).getByRole("button");
  await expect(conversation).toHaveCount(1);
  await conversation.click();
  const shown = page.getByRole("region", { name: "Conversation" });
  await expect(shown.frameLocator("iframe").last().getByText(`We will call you. (${tag})`)).toBeVisible();
  await shown
    .getByRole("button", { name: `Details of the message from studio-${tag}@example.com` })
    .last()
    .click();
  const details = page.getByRole("dialog", { name: "Message Details" });
  await expect(details).toContainText(delivered.messageId!);
  // Spec 3 §4: a sent message can be marked delivered by hand.
  await details.getByRole("button", { name: "Mark as Delivered" }).click();
  await expect(toast(page, "Message marked as delivered")).toBeVisible();
  await expect(details).toBeHidden();
  await shown
    .getByRole("button", { name: `Details of the message from studio-${tag}@example.com` })
    .last()
    .click();
  await expect(details.getByText("Delivered", { exact: true }).first()).toBeVisible();
  await expect(details.getByRole("button", { name: "Mark as Delivered" })).toHaveCount(0);
  await details.getByRole("button", { name: "Close" }).click();

  // A reply coming back through the inbound webhook shows in the open conversation, no reload.
  await realtimeReady(page);
  const inbound = await page.request.post("/api/v1/inbound-email", {
    headers: { authorization: `Bearer ${INBOUND_SECRET}`, "content-type": "message/rfc822" },
    data: [
      `From: ${name} <${email}>`,
      `To: studio-${tag}@example.com`,
      "Subject: Re: Your Message",
      `Message-ID: <reply-${tag}@example.com>`,
      `In-Reply-To: ${delivered.messageId}`,
      `References: ${delivered.messageId}`,
      "Content-Type: text/plain; charset=utf-8",
      "",
      `Thanks, we would like a call next week. (${tag})`,
      "",
    ].join("\r\n"),
  });
  expect(inbound.status(), await inbound.text()).toBeLessThan(300);
  await expect(shown.getByText(`Thanks, we would like a call next week. (${tag})`)).toBeVisible();

  // A reply nobody has opened yet is counted on the Overview.
  const unopened = await page.request.post("/api/v1/inbound-email", {
    headers: { authorization: `Bearer ${INBOUND_SECRET}`, "content-type": "message/rfc822" },
    data: [
      // Another sender: a new conversation, not the one open on screen (which reads what arrives).
      `From: Robin <robin-${tag}@example.com>`,
      `To: studio-${tag}@example.com`,
      `Subject: Another question (${tag})`,
      `Message-ID: <question-${tag}@example.com>`,
      "Content-Type: text/plain; charset=utf-8",
      "",
      "Do you also build mobile apps?",
      "",
    ].join("\r\n"),
  });
  expect(unopened.status(), await unopened.text()).toBeLessThan(300);
  await page.goto("/dashboard");
  await expect(page.getByTestId("stat-Unread Replies")).toHaveText(/^[1-9]\d*$/);
});

test("a reply fetched by IMAP from the agency's mailbox shows in the open conversation without a reload", async ({
  page,
  errorWatch,
}) => {
  allowSandboxRefusals(errorWatch);
  const imap = await startDovecot();
  const settings = async (changes: Record<string, unknown>) => {
    const current = await (await page.request.get(SETTINGS_API)).json();
    const {
      id: _id,
      smtp_password: _smtp,
      api_key: _key,
      imap_password: _imap,
      inbound_secret: _secret,
      sent_today: _today,
      sent_this_hour: _hour,
      updated_at: _updated,
      ...fields
    } = current;
    const saved = await page.request.put(SETTINGS_API, {
      headers: origin(page),
      data: { ...fields, ...changes },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  };
  try {
    await gotoInteractive(page, AREA);
    // The mailbox the server polls (and watches with IDLE): Dovecot on 127.0.0.1.
    await settings({
      imap_enabled: true,
      imap_host: imap.host,
      imap_port: imap.port,
      imap_secure: false,
      imap_username: imap.user,
      imap_password: imap.password,
      imap_mailbox: "INBOX",
    });

    // A message the agency sends, then its conversation open on screen.
    const client = `imap-client-${tag}@example.com`;
    const sent = await page.request.post("/api/v1/admin/emails", {
      headers: origin(page),
      data: { to: [client], subject: `Proposal (${tag})`, text: `Here is our proposal. (${tag})` },
    });
    expect(sent.status(), await sent.text()).toBeLessThan(300);
    const message = (await sent.json()) as { conversation_id: string; message_id: string };
    await gotoInteractive(page, `${AREA}?tab=conversations&conversation=${message.conversation_id}`);
    const shown = page.getByRole("region", { name: "Conversation" });
    await expect(shown.getByText(`Here is our proposal. (${tag})`)).toBeVisible();
    await realtimeReady(page);

    // The client's answer arrives in the agency's mailbox, as a mail server would put it there.
    await deliverToMailbox(
      imap,
      Buffer.from(
        [
          `From: Client <${client}>`,
          `To: studio-${tag}@example.com`,
          `Subject: Re: Proposal (${tag})`,
          `Message-ID: <imap-answer-${tag}@example.com>`,
          `In-Reply-To: ${message.message_id}`,
          `References: ${message.message_id}`,
          "Content-Type: text/plain; charset=utf-8",
          "",
          `Looks good, let us start. (${tag})`,
          "",
        ].join("\r\n"),
      ),
    );
    // Fetched by the server's poller and shown live (IDLE or the next poll).
    await expect(shown.getByText(`Looks good, let us start. (${tag})`)).toBeVisible({ timeout: 90_000 });
  } finally {
    await settings({ imap_enabled: false });
    await imap.stop();
  }
});

test("templates: created in the editor (required fields, suggested and extracted variables), previewed on three widths, duplicated and deleted", async ({
  page,
  errorWatch,
}) => {
  allowSandboxRefusals(errorWatch);
  await openArea(page, "templates");
  await page.getByRole("button", { name: "New Template" }).first().click();
  const editor = page.getByRole("dialog", { name: "New Template" });
  await editor.getByRole("button", { name: "Create Template" }).click();
  await expect(editor.getByRole("alert")).toHaveText(EMAIL_TEMPLATE_TEXT.required);

  const name = `Quote follow-up ${tag}`;
  await editor.getByLabel("Name", { exact: true }).fill(name);
  await editor.getByLabel("Type", { exact: true }).selectOption("follow_up");
  const variables = editor.getByRole("list", { name: "Variables" }).getByRole("listitem");
  await expect(variables).toHaveText([/name/, /project_title/, /last_contact_date/]);
  await editor.getByLabel("Subject", { exact: true }).fill("About {{project_title}}");
  await editor
    .getByLabel("HTML Body", { exact: true })
    .fill("<h1>Hi {{name}}</h1><p>Your {{project_title}}: {{budget_range}}</p>");
  await editor.getByRole("button", { name: "Extract from placeholders" }).click();
  await expect(variables).toHaveText([/name/, /project_title/, /last_contact_date/, /budget_range/]);
  await editor.getByRole("button", { name: "Remove variable last_contact_date" }).click();
  await editor.getByRole("button", { name: "Create Template" }).click();
  await expect(toast(page, "Template created")).toBeVisible();

  const card = page.getByRole("listitem", { name, exact: true });
  await expect(card).toContainText("follow up");
  templateIds.push(await idOfTemplate(page.request, name));

  await card.getByRole("button", { name: `Preview ${name}` }).click();
  const preview = page.getByRole("dialog", { name: `Preview: ${name}` });
  await expect(preview.frameLocator("iframe").getByRole("heading", { name: "Hi Jane Smith" })).toBeVisible();
  await expect(preview).toContainText("About E-commerce Platform");
  await preview.getByText("Tablet (768px)").click();
  await expect(preview.locator("iframe")).toHaveCSS("width", "768px");
  await preview.getByText("Mobile (375px)").click();
  await expect(preview.locator("iframe")).toHaveCSS("width", "375px");
  await preview.getByRole("button", { name: "Close", exact: true }).first().click();

  await card.getByRole("button", { name: `Duplicate ${name}` }).click();
  await expect(toast(page, "Template duplicated")).toBeVisible();
  const copy = page.getByRole("listitem", { name: `${name} (Copy)`, exact: true });
  await expect(copy).toBeVisible();
  templateIds.push(await idOfTemplate(page.request, `${name} (Copy)`));

  await copy.getByRole("button", { name: `Delete ${name} (Copy)` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete template" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Template deleted")).toBeVisible();
  await expect(copy).toHaveCount(0);
});

async function idOfTemplate(request: APIRequestContext, name: string) {
  const page = (await (
    await request.get(`/api/v1/admin/email-templates?q=${encodeURIComponent(name)}`)
  ).json()) as { items: { id: string; name: string }[] };
  const found = page.items.find((t) => t.name === name);
  expect(found, name).toBeTruthy();
  return found!.id;
}

test("every tab passes axe, fits a 375 px phone and works in light and dark", async ({
  page,
  errorWatch,
}) => {
  allowSandboxRefusals(errorWatch);
  await openArea(page);
  await expect(
    page.getByRole("list", { name: "Inbox" }).or(page.getByText("No conversations yet")),
  ).toBeVisible();
  await expectAccessible(page, "inbox, desktop");
  await page.setViewportSize({ width: 375, height: 800 });
  for (const [tab, ready] of [
    ["inbox", () => expect(page.getByRole("searchbox", { name: "Search conversations" })).toBeVisible()],
    ["templates", () => expect(page.getByRole("button", { name: "New Template" }).first()).toBeVisible()],
    ["settings", () => expect(page.getByRole("form", { name: "Email settings" })).toBeVisible()],
  ] as const) {
    await page.evaluate(() => localStorage.setItem("ui-theme", "light"));
    await openArea(page, tab);
    await ready();
    await expectPhoneLightAndDark(page, ready);
  }
  // The composer, too.
  await page.getByRole("button", { name: "Compose Email" }).click();
  const composer = page.getByRole("dialog", { name: "Compose Email" });
  await expect(composer.getByLabel("Template", { exact: true })).toBeEnabled();
  await expectAccessible(page, "composer");
});
