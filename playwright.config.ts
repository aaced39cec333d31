import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end tests in Debian's Chromium against the production server (`node scripts/start.mjs`),
 * which runs on a fresh, empty embedded database per run.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;

// The config is loaded by the runner and again by every worker: the runner makes the data
// directory once and hands it to the workers through the environment they inherit.
const DATA_DIR_VAR = "ATRIUM_E2E_DATA_DIR";
let dataDir = process.env[DATA_DIR_VAR];
if (!dataDir) {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "atrium-e2e-"));
  process.env[DATA_DIR_VAR] = dataDir;
  const created = dataDir;
  if (!process.env.E2E_KEEP_DATA) {
    process.on("exit", () => rmSync(created, { recursive: true, force: true }));
  }
}

/**
 * Back-office content managers (issue 5): they add content the public pages' own tests expect
 * absent or seeded, so they run after those.
 */
const CONTENT_MANAGER_SPECS =
  /admin-(projects|services|success-stories|testimonials|team-members|about-content|blog-posts)\.spec\.ts$/;

const chromium = {
  ...devices["Desktop Chrome"],
  viewport: { width: 1280, height: 800 },
  launchOptions: {
    executablePath: "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  },
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: "list",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    // Requests a service worker handles escape page.route(), which made interception tests
    // flaky once /sw.js took control; the offline test turns it back on for itself.
    serviceWorkers: "block",
  },
  projects: [
    // Creates the run's administrator through the set-up page before anything else.
    { name: "setup", testMatch: /.*\.setup\.ts/, use: chromium },
    {
      name: "chromium",
      testIgnore: [
        /\.setup\.ts$/,
        /\.settings\.spec\.ts$/,
        /contact-fields\.spec\.ts$/,
        CONTENT_MANAGER_SPECS,
      ],
      dependencies: ["setup"],
      use: chromium,
    },
    // Adds, reorders and removes fields of the public contact form that contact.spec.ts checks,
    // so it runs after the others.
    {
      name: "contact-fields",
      testMatch: /contact-fields\.spec\.ts$/,
      dependencies: ["chromium"],
      use: chromium,
    },
    // Add content that the public pages' own tests expect absent (the empty blog, the default
    // /about sections, the seeded testimonials' ratings on the home page), so they run after them.
    {
      name: "content-managers",
      testMatch: CONTENT_MANAGER_SPECS,
      dependencies: ["chromium"],
      use: chromium,
    },
    // Changes site-wide settings (maintenance mode, injected code), so it runs after all the others.
    {
      name: "site-settings",
      testMatch: /.*\.settings\.spec\.ts/,
      dependencies: ["contact-fields", "content-managers"],
      use: chromium,
    },
  ],
  webServer: {
    command: "node scripts/start.mjs",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      AUTH_RATE_LIMIT_MAX: "1000",
      // Every e2e test submits from 127.0.0.1; the limit itself is tested in Vitest.
      FORM_RATE_LIMIT_MAX: "1000",
      // Whatever the calling shell has set: embedded database, no unattended first admin.
      DATABASE_URL: "",
      PUBLIC_URL: "",
      ATRIUM_ADMIN_EMAIL: "",
      ATRIUM_ADMIN_PASSWORD: "",
    },
  },
});
