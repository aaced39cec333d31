import { describe, expect, it } from "vitest";
import { sanitizeSvg } from "./sanitize-svg";

const svg = (inner: string, attributes = "") =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 16 16" width="16" height="16"${attributes}>${inner}</svg>`;

describe("sanitizeSvg", () => {
  it("keeps a plain drawing, gradients and internal references intact", async () => {
    const drawing = svg(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/></linearGradient><rect id="r" width="2" height="2"/></defs>' +
        '<rect width="16" height="16" fill="url(#g)"/><use href="#r"/><use xlink:href="#r"/><circle cx="8" cy="8" r="3" style="fill:#00f"/>',
    );
    // The drawing comes back as it was, to the letter, less its XML declaration.
    expect(await sanitizeSvg(`<?xml version="1.0"?>${drawing}`)).toBe(drawing);
  });

  it("removes scripts, event handlers, foreignObject and javascript: links", async () => {
    const clean = await sanitizeSvg(
      svg(
        '<script>alert(1)</script><a href="javascript:alert(2)"><circle r="3"/></a>' +
          '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml" onclick="alert(3)">hi</div></foreignObject>' +
          '<rect width="1" height="1" onclick="alert(4)" onmouseover="alert(5)"/>' +
          '<set attributeName="onmouseover" to="alert(6)"/><animate attributeName="href" to="javascript:alert(7)"/>',
        ' onload="alert(8)"',
      ),
    );
    expect(clean).not.toBeNull();
    for (const bad of [
      "script",
      "alert",
      "javascript",
      "foreignObject",
      "onclick",
      "onload",
      "onmouseover",
    ]) {
      expect(clean).not.toContain(bad);
    }
    expect(clean).toContain("<rect");
  });

  it("removes every reference outside the file", async () => {
    const clean = await sanitizeSvg(
      svg(
        '<image href="https://evil.example/track.png" width="1" height="1"/>' +
          '<use xlink:href="https://evil.example/sprite.svg#a"/>' +
          '<rect width="1" height="1" fill="url(https://evil.example/p.svg#x)" style="fill:url(https://evil.example/q)"/>' +
          "<style>@import url(https://evil.example/x.css);</style>" +
          "<style>rect { fill: url(//evil.example/y) }</style>",
      ),
    );
    expect(clean).not.toBeNull();
    expect(clean).not.toContain("evil.example");
    expect(clean).toContain("<rect");
  });

  it("drops a DOCTYPE and its entities rather than expanding them", async () => {
    const clean = await sanitizeSvg(
      `<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]>${svg("<text>&b;</text>")}`,
    );
    expect(clean ?? "").not.toContain("aaaaaaaaaa");
    expect(clean ?? "").not.toContain("ENTITY");
  });

  it("refuses what is not well-formed SVG", async () => {
    expect(await sanitizeSvg("<svg><g></svg>")).toBeNull();
    expect(await sanitizeSvg("<html><body>hi</body></html>")).toBeNull();
    expect(await sanitizeSvg('<svg xmlns="http://example.com/not-svg"/>')).toBeNull();
    expect(await sanitizeSvg("just text")).toBeNull();
  });
});
