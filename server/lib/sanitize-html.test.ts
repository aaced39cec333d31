import { describe, expect, it } from "vitest";
import { sanitizeEmailHtml } from "./sanitize-html";

describe("sanitizeEmailHtml", () => {
  it("keeps the message's formatting and text", async () => {
    const html =
      '<p style="color: #333">Hi <b>Ada</b>,</p><ul><li>one</li></ul><table><tbody><tr><td>x</td></tr></tbody></table>';
    expect(await sanitizeEmailHtml(html)).toBe(html);
  });

  it("drops scripts, handlers, javascript: links, style sheets, frames and forms", async () => {
    const clean = await sanitizeEmailHtml(
      '<html><head><style>body{background:url(https://x.test/a)}</style><base href="https://evil.test/"></head>' +
        '<body><p onclick="steal()">Hi</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>' +
        '<iframe src="https://evil.test"></iframe><form action="https://evil.test"><input name="p"></form></body></html>',
    );
    expect(clean).toBe("<p>Hi</p><a>x</a>");
  });

  it("drops remote images and loading styles from received mail, keeps them when asked", async () => {
    const html =
      '<img src="https://tracker.test/pixel.gif" alt="logo"><div style="background-image: url(https://x.test/b.png)">a</div>';
    expect(await sanitizeEmailHtml(html)).toBe('<img alt="logo"><div>a</div>');
    expect(await sanitizeEmailHtml(html, { remote: "keep" })).toBe(
      '<img src="https://tracker.test/pixel.gif" alt="logo"><div>a</div>',
    );
  });

  it("opens links in a new tab without a referrer", async () => {
    expect(await sanitizeEmailHtml('<a href="https://example.com/a">a</a>')).toBe(
      '<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">a</a>',
    );
  });
});
