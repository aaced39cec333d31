// `npm test`: lint, typecheck, unit + integration tests on PGlite, the same suite on PostgreSQL
// when DATABASE_URL is set, the production build, then end-to-end tests in Chromium.
import { spawnSync } from "node:child_process";

const { DATABASE_URL, ...withoutDatabase } = process.env;

const steps = [
  ["Lint", "npm", ["run", "lint"], process.env],
  ["Typecheck", "npm", ["run", "typecheck"], process.env],
  ["Unit and integration tests (PGlite)", "npx", ["vitest", "run"], withoutDatabase],
  ...(DATABASE_URL
    ? [
        [
          "Integration tests (PostgreSQL)",
          "npx",
          ["vitest", "run", "server"],
          { ...withoutDatabase, DATABASE_URL },
        ],
      ]
    : []),
  ["Build", "npm", ["run", "build"], process.env],
  // The end-to-end server uses the embedded database, as `npm start` does on a fresh machine.
  ["End-to-end tests (Chromium)", "npx", ["playwright", "test"], withoutDatabase],
];

if (!DATABASE_URL)
  console.log("DATABASE_URL is not set: the PostgreSQL run of the integration suite is skipped.");

for (const [title, command, args, env] of steps) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${Math.round((Date.now() - started) / 1000)} s)`);
}
