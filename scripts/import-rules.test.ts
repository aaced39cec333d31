import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The one-way imports of ARCHITECTURE.md decision 22, as `npm run lint` enforces them: a file with
 * a forbidden import, placed where the rule applies, must fail lint with noRestrictedImports.
 */
const run = promisify(execFile);
const written: string[] = [];
afterAll(() => {
  for (const file of written) rmSync(file, { force: true });
});

async function lintErrors(folder: string, source: string): Promise<string[]> {
  const file = path.join(folder, `lint-probe-${randomBytes(4).toString("hex")}.ts`);
  writeFileSync(file, source);
  written.push(file);
  const result = await run("npx", ["biome", "lint", "--reporter=json", file]).catch(
    (err: { stdout: string }) => err,
  );
  const report = JSON.parse(result.stdout) as { diagnostics: { category: string }[] };
  return report.diagnostics.map((d) => d.category);
}

const RULE = "lint/style/noRestrictedImports";

describe("imports point one way", () => {
  it("components/ and lib/ import no feature, route or server module", async () => {
    expect(await lintErrors("app/components", 'export { useCan } from "~/features/admin-kit";\n')).toContain(
      RULE,
    );
    expect(await lintErrors("app/lib", 'export type { Env } from "@server/env";\n')).toContain(RULE);
    expect(await lintErrors("app/lib", 'export { meta } from "~/routes/public/home";\n')).toContain(RULE);
  });

  it("features import nothing from server/, by alias or by path", async () => {
    expect(await lintErrors("app/features", 'export type { Env } from "@server/env";\n')).toContain(RULE);
    expect(await lintErrors("app/features", 'export type { Env } from "../../server/env";\n')).toContain(
      RULE,
    );
  });

  it("common/ imports neither app/ nor server/", async () => {
    expect(await lintErrors("common", 'export { cn } from "~/lib/cn";\n')).toContain(RULE);
    expect(await lintErrors("common", 'export type { Env } from "@server/env";\n')).toContain(RULE);
  });

  it("allows what is allowed", async () => {
    expect(await lintErrors("app/features", 'export { cn } from "~/lib/cn";\n')).not.toContain(RULE);
    expect(
      await lintErrors("app/components", 'export { RESOURCES } from "@common/resources";\n'),
    ).not.toContain(RULE);
    expect(
      await lintErrors(
        "app/routes",
        'export { StandingPage } from "~/features/static-pages/standing-page";\n',
      ),
    ).not.toContain(RULE);
  });
});
