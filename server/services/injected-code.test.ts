import { describe, expect, it } from "vitest";
import { safeCustomCss, safeInjectedScript, validAnalyticsIds } from "./injected-code";

describe("safeInjectedScript", () => {
  it("keeps valid JavaScript", () => {
    expect(safeInjectedScript("window.dataLayer = window.dataLayer || [];")).toBe(
      "window.dataLayer = window.dataLayer || [];",
    );
  });

  it("drops empty, HTML-like and invalid code", () => {
    expect(safeInjectedScript(null)).toBeNull();
    expect(safeInjectedScript("   \n ")).toBeNull();
    expect(safeInjectedScript('<script src="https://evil.example/x.js"></script>')).toBeNull();
    expect(safeInjectedScript("console.log('a'); </script><img src=x onerror=alert(1)>")).toBeNull();
    expect(safeInjectedScript("<!-- comment -->")).toBeNull();
    expect(safeInjectedScript("function (")).toBeNull();
  });

  it("only compiles, never runs, the code", () => {
    const marker = "__atrium_injected_ran__";
    safeInjectedScript(`globalThis.${marker} = true;`);
    expect((globalThis as Record<string, unknown>)[marker]).toBeUndefined();
  });

  it("allows comparisons that are not tags", () => {
    expect(safeInjectedScript("if (1 < 2 && 3 > 2) { void 0; }")).not.toBeNull();
  });
});

describe("validAnalyticsIds", () => {
  it("keeps well-formed ids and drops the rest", () => {
    expect(
      validAnalyticsIds({
        google_analytics_id: "G-ABCDE12345",
        google_tag_manager_id: "GTM-ABC1234",
        facebook_pixel_id: "123456789012345",
      }),
    ).toEqual({ ga: "G-ABCDE12345", gtm: "GTM-ABC1234", pixel: "123456789012345" });
    expect(
      validAnalyticsIds({
        google_analytics_id: "UA-1234",
        google_tag_manager_id: "GTM-abc",
        facebook_pixel_id: "12",
      }),
    ).toEqual({ ga: null, gtm: null, pixel: null });
  });
});

describe("safeCustomCss", () => {
  it("cannot break out of its style element", () => {
    expect(safeCustomCss("body{color:red}</style><script>alert(1)</script>")).toBe(
      "body{color:red}>>alert(1)>",
    );
    expect(safeCustomCss("")).toBeNull();
  });
});
