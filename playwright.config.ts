import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/chromium";

/**
 * End-to-end tests in Debian's Chromium against the production server (`node scripts/start.mjs`),
 * which runs on a fresh, empty embedded database per run, on a free port (E2E_PORT to choose one).
 *
 * The config is loaded by the runner and again by every worker: the runner picks the port and
 * makes the run's directory once, and hands both to the workers through the environment they
 * inherit.
 */
const RUN_VARS = { port: "ATRIUM_E2E_PORT", dir: "ATRIUM_E2E_RUN_DIR" } as const;
if (!process.env[RUN_VARS.dir]) {
  const created = mkdtempSync(path.join(os.tmpdir(), "atrium-e2e-"));
  process.env[RUN_VARS.dir] = created;
  process.env[RUN_VARS.port] =
    process.env.E2E_PORT ??
    execFileSync(process.execPath, [path.resolve("scripts/free-port.mjs")], { encoding: "utf8" }).trim();
  if (!process.env.E2E_KEEP_DATA) {
    process.on("exit", () => rmSync(created, { recursive: true, force: true }));
  }
}
const runDir = process.env[RUN_VARS.dir] as string;
const PORT = Number(process.env[RUN_VARS.port]);
const baseURL = `http://127.0.0.1:${PORT}`;
/** The administrator's signed-in browser state, saved by the set-up project (tests/support/e2e-fixtures.ts). */
process.env.ATRIUM_E2E_ADMIN_STATE = path.join(runDir, "admin-state.json");

/**
 * Back-office content managers (issue 5): they add content the public pages' own tests expect
 * absent or seeded, so they run after those. The image library's spec picks a project image and
 * sets the site logo for a moment.
 */
const CONTENT_MANAGER_SPECS =
  /admin-(projects|services|success-stories|testimonials|team-members|about-content|blog-posts|images|home-sections)\.spec\.ts$/;

/**
 * The e-mail area's spec points the site's e-mail settings at its own SMTP sink (after which every
 * new contact message or quote request is e-mailed), so it runs with the site-wide settings specs.
 */
const EMAIL_SPEC = /admin-email\.spec\.ts$/;

const chromium = {
  ...devices["Desktop Chrome"],
  viewport: { width: 1280, height: 800 },
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, "--disable-quic"],
  },
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: "list",
  // Generous limits: CI runs on two shared cores, often busy. Tests wait on conditions, so a fast
  // machine never waits for these; a slow one gets time instead of a failure.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL,
    // DOM snapshots only: the screencast's frames cost CPU in every test for the few that fail.
    trace: { mode: "retain-on-failure", screenshots: false },
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
        /(\.|admin-)settings\.spec\.ts$/,
        EMAIL_SPEC,
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
    // Change site-wide settings (maintenance mode, injected code, the editor's saves), so they run
    // after all the others, one file at a time.
    {
      name: "site-settings",
      testMatch: [/(\.|admin-)settings\.spec\.ts$/, EMAIL_SPEC],
      dependencies: ["contact-fields", "content-managers"],
      workers: 1,
      use: chromium,
    },
  ],
  webServer: {
    command: "node scripts/start.mjs",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: path.join(runDir, "data"),
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
