import { iconLabel, PUBLIC_ICONS } from "@common/public-icons";
import { describe, expect, it } from "vitest";
import * as ICON_SET from "./icon-set";

describe("the public icon set", () => {
  it("draws exactly the icons staff can choose", () => {
    expect(Object.keys(ICON_SET).sort()).toEqual([...PUBLIC_ICONS].sort());
  });

  it("labels each name in words", () => {
    expect(iconLabel("BarChart3")).toBe("Bar chart 3");
    expect(iconLabel("ShieldCheck")).toBe("Shield check");
    expect(iconLabel("Building2")).toBe("Building 2");
    expect(iconLabel("Code")).toBe("Code");
  });
});
