import { parseCircular, parseDependencyTree } from "dpdm";
import { expect, it } from "vitest";

/**
 * ARCHITECTURE.md decision 22: imports point one way, so no module imports itself through
 * others. Type-only imports count: a cycle of types is still a tangle a newcomer has to untie.
 */
it("has no import cycle in app/, server/ or common/", async () => {
  const tree = await parseDependencyTree(["app/**/*.{ts,tsx}", "server/**/*.ts", "common/**/*.ts"], {
    tsconfig: "tsconfig.json",
    context: process.cwd(),
    transform: false,
    skipDynamicImports: false,
    exclude: /node_modules|\.react-router/,
  });
  expect(Object.keys(tree).length).toBeGreaterThan(100);
  expect(parseCircular(tree)).toEqual([]);
});
