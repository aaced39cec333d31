import { describe, expect, it } from "vitest";
import { countTone } from "./character-count";

describe("countTone", () => {
  it("is green to 90 percent, yellow above it, red over the limit (spec 3 §5)", () => {
    expect(countTone(54, 60)).toBe("ok");
    expect(countTone(55, 60)).toBe("near");
    expect(countTone(60, 60)).toBe("near");
    expect(countTone(61, 60)).toBe("over");
    expect(countTone(144, 160)).toBe("ok");
    expect(countTone(145, 160)).toBe("near");
    expect(countTone(161, 160)).toBe("over");
  });
});
