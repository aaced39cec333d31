import { defineConfig } from "vitest/config";
import { iconSprite } from "./scripts/icon-sprite.ts";

export default defineConfig({
  // Writes the icon sprite that app/components/icon imports.
  plugins: [iconSprite()],
  resolve: { tsconfigPaths: true },
  test: {
    include: ["server/**/*.test.ts", "common/**/*.test.ts", "app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    globalSetup: ["tests/support/global-setup.ts"],
    // Each file gets its own in-memory database (a copy of one migrated template), so files run in parallel.
    pool: "forks",
    // Generous: CI shares two cores with other work. Tests wait on conditions, so these limits
    // only ever decide between "slow" and "hung".
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
