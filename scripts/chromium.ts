/**
 * Debian's Chromium, which the e2e tests (playwright.config.ts) and Lighthouse (bench/lighthouse.ts)
 * both run: no browser is downloaded here.
 */
export const CHROMIUM_PATH = "/usr/bin/chromium";

/** For a test or benchmark run in a container: no sandbox, no GPU, no traffic of its own. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
