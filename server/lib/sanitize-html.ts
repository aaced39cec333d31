import { loadPurifier } from "./dom-purifier";

/**
 * E-mail HTML, sanitised before it is stored or shown (spec 3 composer; issue 13): DOMPurify's
 * HTML profile on a jsdom window drops scripts, event handlers and `javascript:` links; on top of
 * that, tags that reach outside a message or change the page around it (style sheets, frames,
 * forms, base, meta) are dropped, style attributes that load anything are dropped, and links open
 * in a new tab without a referrer.
 *
 * `remote: "drop"` (received mail) also removes what a message would load from elsewhere when
 * shown — remote images and backgrounds, the usual tracking pixels; `"keep"` (mail we send) keeps
 * them, since the recipient's own mail client decides.
 */
export type SanitizeHtmlOptions = { remote?: "drop" | "keep" };

const FORBID_TAGS = [
  "style",
  "link",
  "meta",
  "base",
  "title",
  "form",
  "input",
  "button",
  "textarea",
  "select",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
];
const LOADS = ["src", "srcset", "background", "poster", "lowsrc", "dynsrc"];
const REMOTE = /^\s*(https?:|\/\/|ftp:)/i;
const CSS_URL = /url\s*\(|@import|expression\s*\(/i;

export async function sanitizeEmailHtml(html: string, options: SanitizeHtmlOptions = {}): Promise<string> {
  const { purify } = await loadPurifier();
  const body = purify.sanitize(html, { FORBID_TAGS, RETURN_DOM: true }) as HTMLElement;
  for (const element of body.querySelectorAll("*")) {
    const style = element.getAttribute("style");
    if (style !== null && CSS_URL.test(style)) element.removeAttribute("style");
    if (options.remote !== "keep") {
      for (const name of LOADS) {
        const value = element.getAttribute(name);
        if (value !== null && (name === "srcset" || REMOTE.test(value))) element.removeAttribute(name);
      }
    }
    if (element.localName === "a" && element.hasAttribute("href")) {
      element.setAttribute("target", "_blank");
      element.setAttribute("rel", "noopener noreferrer");
    }
  }
  return body.innerHTML.trim();
}

const BLOCKS = new Set([
  "address",
  "article",
  "aside",
  "blockquote",
  "div",
  "dl",
  "dt",
  "dd",
  "footer",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hr",
  "li",
  "ol",
  "p",
  "pre",
  "section",
  "table",
  "tr",
  "ul",
]);
const SKIPPED = new Set(["head", "script", "style", "title"]);

/** Readable plain text of an HTML body: paragraphs as blank lines, list items with "- ", links with their address. */
export async function htmlToText(html: string): Promise<string> {
  const { window } = await loadPurifier();
  const doc = new window.DOMParser().parseFromString(html, "text/html");
  const out: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === 3) {
      out.push((node.textContent ?? "").replace(/\s+/g, " "));
      return;
    }
    if (node.nodeType !== 1) return;
    const element = node as Element;
    const tag = element.localName;
    if (SKIPPED.has(tag)) return;
    if (tag === "br") {
      out.push("\n");
      return;
    }
    const block = BLOCKS.has(tag);
    if (block) out.push(tag === "p" || tag.startsWith("h") ? "\n\n" : "\n");
    if (tag === "li") out.push("- ");
    for (const child of element.childNodes) walk(child);
    if (tag === "a") {
      const href = element.getAttribute("href");
      const label = element.textContent?.trim();
      if (href && /^(https?|mailto):/i.test(href) && href !== label && `mailto:${label}` !== href) {
        out.push(` (${href.replace(/^mailto:/i, "")})`);
      }
    }
    if (block) out.push(tag === "p" || tag.startsWith("h") ? "\n\n" : "\n");
    if (tag === "td" || tag === "th") out.push(" ");
  };
  walk(doc.body);
  return out
    .join("")
    .split("\n")
    .map((line) => line.trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text made safe to place inside HTML (a template variable's value in an HTML body). */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
