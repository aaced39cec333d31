import { loadPurifier } from "./sanitize-svg";

/**
 * HTML e-mail bodies: sanitised with DOMPurify (HTML profile: no scripts, event handlers or
 * javascript: links) on the same jsdom window as SVG favicons, and turned into plain text for the
 * text/plain part when only HTML was written.
 */

export async function sanitizeHtml(html: string): Promise<string> {
  const { purify } = await loadPurifier();
  return purify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ["form", "input", "button", "textarea", "select", "iframe", "object", "embed"],
  });
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
