import { describe, expect, it } from "vitest";
import { isChunkLoadError, routeLabel } from "./route-label";

describe("routeLabel", () => {
  it("names paths for the loading and failure screens", () => {
    expect(routeLabel("/")).toBe("Home");
    expect(routeLabel("/our-work")).toBe("Our Work");
    expect(routeLabel("/services/web-development")).toBe("Web Development");
    expect(routeLabel("/blog/")).toBe("Blog");
  });
});

describe("isChunkLoadError", () => {
  it("recognises the browsers' failed dynamic import errors only", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Something else"))).toBe(false);
    expect(isChunkLoadError("Failed to fetch dynamically imported module")).toBe(false);
  });
});
