import { describe, expect, it } from "vitest";
import { FONT_FAMILIES, FONT_GROUPS, fontGroup, fontStack, SYSTEM_FONTS } from "./fonts";

describe("fontGroup", () => {
  it("names the group each family is listed under", () => {
    expect(fontGroup("Lora")).toBe("Serif");
    expect(fontGroup("Consolas")).toBe("Monospace");
    expect(FONT_FAMILIES.filter((f) => fontGroup(f) === "Sans-serif")).toEqual(FONT_GROUPS["Sans-serif"]);
  });
});

describe("fontStack", () => {
  it("puts each offered family before its group's generic family", () => {
    const generic = { "Sans-serif": "sans-serif", Serif: "serif", Monospace: "monospace" } as const;
    for (const family of FONT_FAMILIES) {
      const stack = fontStack(family);
      expect(stack.split(",")[0]?.replaceAll('"', ""), family).toBe(family);
      expect(stack.endsWith(`,${generic[fontGroup(family)]}`), family).toBe(true);
    }
    expect(SYSTEM_FONTS.map(fontStack)).toEqual([
      '"Times New Roman",Times,"Liberation Serif",serif',
      'Monaco,Menlo,Consolas,"Liberation Mono",monospace',
      'Consolas,Monaco,Menlo,"Liberation Mono",monospace',
    ]);
  });

  it("still tries an unlisted name, but never lets one out of its quotes", () => {
    expect(fontStack("Comic Sans MS")).toMatch(/^"Comic Sans MS",ui-sans-serif,.*sans-serif$/);
    expect(fontStack('x";}body{color:red')).toMatch(/^ui-sans-serif,/);
  });
});
