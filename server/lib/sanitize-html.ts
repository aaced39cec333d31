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
