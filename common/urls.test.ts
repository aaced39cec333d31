import { describe, expect, it } from "vitest";
import { SiteSettingsUpdateSchema } from "./schemas/site-settings";
import { isSafeUrl } from "./urls";

describe("isSafeUrl", () => {
  it("accepts web addresses and paths on this site", () => {
    for (const url of ["https://example.com/a?b=1", "http://localhost:3000", "/media/x.webp", "/"]) {
      expect(isSafeUrl(url), url).toBe(true);
    }
  });

  it("refuses other schemes, protocol-relative paths and control characters", () => {
    for (const url of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox",
      "//evil.example",
      "/\\evil.example",
      "https://exa mple.com",
      "java\tscript:alert(1)",
      "https://\u0000example.com",
      "mailto:ops@example.com",
      "",
    ]) {
      expect(isSafeUrl(url), url).toBe(false);
    }
  });

  it("accepts mailto: and tel: only where contact links fit", () => {
    expect(isSafeUrl("mailto:ops@example.com", "web-or-contact")).toBe(true);
    expect(isSafeUrl("tel:+442079460000", "web-or-contact")).toBe(true);
    expect(isSafeUrl("tel:javascript:alert(1)", "web-or-contact")).toBe(false);
    expect(isSafeUrl("javascript:alert(1)", "web-or-contact")).toBe(false);
  });
});

describe("stored links", () => {
  it("keep javascript: out of the social links and accept empty ones", () => {
    const refused = SiteSettingsUpdateSchema.safeParse({ social_links: { twitter: "javascript:alert(1)" } });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe("Use a web address starting with https:// or /");
    const kept = SiteSettingsUpdateSchema.parse({
      social_links: { twitter: "https://x.com/atrium", github: "" },
    });
    expect(kept.social_links).toEqual({ twitter: "https://x.com/atrium", github: "" });
  });
});
