import { MIN_FILL_MS, SPAM_TEXT } from "@common/spam";
import type { Page } from "@playwright/test";
import { expect, test, toast } from "../support/e2e-fixtures";

/** The public contact pages: the form built from the seeded fields, details, hours and map. */

const contactForm = (page: Page) => page.getByRole("form", { name: "Contact form" });
/** A control of the contact form by its label (the footer has a "Company" navigation too). */
const input = (page: Page, label: string) => contactForm(page).getByLabel(label);
const sendButton = (page: Page) => contactForm(page).getByRole("button", { name: "Send Message" });

/** Opens a page and notes when, so a submission can wait out the spam guard's minimum fill time. */
async function open(page: Page, path: string) {
  await page.goto(path);
  // The button is enabled once the page is interactive (hydrated); the form's clock starts then.
  await expect(sendButton(page)).toBeEnabled();
  const openedAt = Date.now();
  return {
    waitFillTime: async () => {
      const left = MIN_FILL_MS + 300 - (Date.now() - openedAt);
      if (left > 0) await page.waitForTimeout(left);
    },
  };
}

function isContactPost(response: { url(): string; request(): { method(): string } }) {
  return (
    new URL(response.url()).pathname === "/api/v1/contact-messages" && response.request().method() === "POST"
  );
}

test("/contact shows the configured form, contact details, business hours and a map link", async ({
  page,
}) => {
  await open(page, "/contact");
  await expect(page).toHaveTitle("Contact | Atrium Technologies");
  await expect(page.getByRole("heading", { level: 1, name: "Contact Us Today" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Get In Touch" })).toBeVisible();
  await expect(page.getByText("We'd love to hear from you")).toBeVisible();

  // The seeded fields, in their order, with their placeholders.
  await expect(contactForm(page).locator("label[for]")).toHaveText([
    "Full Name*",
    "Email Address*",
    "Company",
    "Message*",
  ]);
  await expect(input(page, "Full Name")).toHaveAttribute("placeholder", "Jane Smith");
  await expect(input(page, "Email Address")).toHaveAttribute("type", "email");
  await expect(input(page, "Message")).toHaveJSProperty("tagName", "TEXTAREA");

  const details = page.getByRole("region", { name: "Contact details" });
  await expect(details.getByRole("link", { name: "+1 (555) 010-0100" })).toHaveAttribute(
    "href",
    "tel:+15550100100",
  );
  await expect(details.getByRole("link", { name: "hello@example.com" })).toHaveAttribute(
    "href",
    "mailto:hello@example.com",
  );
  await expect(details.getByRole("link", { name: "+1 (555) 010-0101" })).toBeVisible();
  await expect(details.getByText("500 University Avenue")).toBeVisible();
  await expect(details.getByRole("link", { name: "+1 (555) 010-0199" })).toHaveAttribute(
    "href",
    "tel:+15550100199",
  );

  const hours = page.getByRole("region", { name: "Business hours" });
  await expect(hours.getByRole("rowheader")).toHaveText([
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
    "Sunday",
  ]);
  await expect(hours.getByRole("row", { name: "Monday" })).toContainText("9:00 AM - 5:00 PM");
  await expect(hours.getByRole("row", { name: "Saturday" })).toContainText("10:00 AM - 2:00 PM");
  await expect(hours.getByRole("row", { name: "Sunday" })).toContainText("Closed");
  await expect(hours).toContainText("Pacific Time (America/Los_Angeles)");

  const location = page.getByRole("region", { name: "Find us" });
  await expect(location).toContainText("downtown Palo Alto");
  await expect(location.getByRole("link", { name: "Open in Maps" })).toHaveAttribute(
    "href",
    "https://www.google.com/maps/search/?api=1&query=37.4419,-122.143",
  );
  await expect(page.locator("iframe")).toHaveCount(0);
});

test("the form checks its fields, sends a message and starts afresh", async ({ page }) => {
  const form = await open(page, "/contact");

  await sendButton(page).click();
  await expect(page.getByText("Full Name is required")).toBeVisible();
  await expect(page.getByText("Email Address is required")).toBeVisible();
  await expect(page.getByText("Message is required")).toBeVisible();
  await expect(page.getByText("Company is required")).toHaveCount(0);
  await expect(input(page, "Full Name")).toHaveAttribute("aria-invalid", "true");

  // A message goes away as soon as the field is edited.
  await input(page, "Full Name").fill("Jane Smith");
  await expect(page.getByText("Full Name is required")).toHaveCount(0);

  await input(page, "Email Address").fill("jane.example.com");
  await input(page, "Message").fill("We would like a new website for our farm shop, with online orders.");
  await sendButton(page).click();
  await expect(page.getByText("Please enter a valid email")).toBeVisible();

  await input(page, "Email Address").fill("jane@example.com");
  await expect(page.getByText("Please enter a valid email")).toHaveCount(0);
  await input(page, "Company").fill("Green Valley Farms");
  await form.waitFillTime();

  const posted = page.waitForResponse(isContactPost);
  await sendButton(page).click();
  const response = await posted;
  expect(response.status()).toBe(201);
  expect(await response.json()).toEqual({ id: expect.any(String), created_at: expect.any(String) });

  const sent = toast(page, "Message sent");
  await expect(sent).toBeVisible();
  await expect(sent).toContainText("Thank you for reaching out. We respond within 24 hours");
  for (const label of ["Full Name", "Email Address", "Company", "Message"]) {
    await expect(input(page, label)).toHaveValue("");
  }
});

test("a refused submission keeps what was typed and says why", async ({ page, errorWatch }) => {
  // Sent at once, faster than a person could: the spam guard answers 400, which Chromium logs.
  errorWatch.allow(/status of 400/, "/api/v1/contact-messages");
  await page.goto("/contact");
  await expect(sendButton(page)).toBeEnabled();
  await input(page, "Full Name").fill("Quick Sender");
  await input(page, "Email Address").fill("quick@example.com");
  await input(page, "Message").fill("Sent much faster than a person could type it.");

  const posted = page.waitForResponse(isContactPost);
  await sendButton(page).click();
  expect((await posted).status()).toBe(400);
  const refused = toast(page, "Message not sent");
  await expect(refused).toBeVisible();
  await expect(refused).toContainText(SPAM_TEXT.rejected);
  await expect(input(page, "Full Name")).toHaveValue("Quick Sender");
  await expect(input(page, "Message")).toHaveValue("Sent much faster than a person could type it.");
});

test("the server's field messages appear on the fields; the button says Sending... meanwhile", async ({
  page,
  errorWatch,
}) => {
  errorWatch.allow(/status of 400/, "/api/v1/contact-messages");
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // Stands in for a server whose checks go beyond the browser's (e.g. a field changed meanwhile).
  await page.route("**/api/v1/contact-messages", async (route) => {
    await held;
    await route.fulfill({
      status: 400,
      json: {
        error: {
          code: "invalid_input",
          message: "Please choose another address",
          fields: { email: "Please choose another address" },
        },
      },
    });
  });
  await open(page, "/contact");
  await input(page, "Full Name").fill("Held Sender");
  await input(page, "Email Address").fill("held@example.com");
  await input(page, "Message").fill("This one waits for the server to answer.");
  await sendButton(page).click();
  await expect(contactForm(page).getByRole("button", { name: "Sending..." })).toBeDisabled();
  release();

  await expect(toast(page, "Message not sent")).toContainText("Please choose another address");
  await expect(contactForm(page).getByText("Please choose another address")).toBeVisible();
  await expect(input(page, "Email Address")).toHaveAttribute("aria-invalid", "true");
  await expect(input(page, "Email Address")).toHaveValue("held@example.com");
  await expect(sendButton(page)).toBeEnabled();
  await input(page, "Email Address").fill("other@example.com");
  await expect(contactForm(page).getByText("Please choose another address")).toHaveCount(0);
});

test("/contact-enhanced shows the form, office hours and contact details", async ({ page }) => {
  await open(page, "/contact-enhanced");
  await expect(page).toHaveTitle("Contact Details | Atrium Technologies");
  await expect(page.getByRole("heading", { level: 1, name: "Contact Us Today" })).toBeVisible();
  await expect(
    page.getByText("Monday - Friday: 9:00 AM - 5:00 PM, Saturday: 10:00 AM - 2:00 PM"),
  ).toBeVisible();
  await expect(contactForm(page).locator("label[for]")).toHaveText([
    "Full Name*",
    "Email Address*",
    "Company",
    "Message*",
  ]);
  await expect(page.getByRole("region", { name: "Business hours" })).toBeVisible();
  // No success story is featured on a fresh install, so the section is left out.
  await expect(page.getByRole("heading", { name: "Clients who reached out" })).toHaveCount(0);
});

test("the contact page fits a 375 px screen in the dark theme", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.addInitScript(() => localStorage.setItem("ui-theme", "dark"));
  await open(page, "/contact");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  for (const region of ["Get In Touch", "Contact details", "Business hours", "Find us"]) {
    const box = await page.getByRole("region", { name: region }).boundingBox();
    expect(box, region).not.toBeNull();
    expect(box!.x, region).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, region).toBeLessThanOrEqual(375);
  }
  await input(page, "Full Name").scrollIntoViewIfNeeded();
  await expect(input(page, "Full Name")).toBeInViewport();
  // Dark theme tokens apply to the form's controls too.
  const background = await page
    .getByLabel("Full Name")
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).not.toBe("rgb(255, 255, 255)");
});
