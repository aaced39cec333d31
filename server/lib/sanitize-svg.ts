import { loadPurifier } from "./dom-purifier";

/**
 * SVG favicons are drawings that can carry scripts: they are sanitised with DOMPurify (SVG
 * profile) on a jsdom window, then every reference outside the file is dropped — links other
 * than "#fragment", `url(...)` to anything but a fragment, and style sheets that import or point
 * out. A file that is not well-formed SVG is refused (null), never repaired.
 */

const SVG_NS = "http://www.w3.org/2000/svg";
/** url( followed by anything but a #fragment. */
const EXTERNAL_URL = /url\s*\(\s*['"]?\s*(?!#)/i;

const isInternal = (value: string) => value.trim().startsWith("#");

/** Removes what points outside the file from the sanitised tree. */
function dropExternalReferences(root: Element) {
  for (const element of [root, ...root.querySelectorAll("*")]) {
    if (element.localName === "style" && /@import/i.test(element.textContent ?? "")) {
      element.remove();
      continue;
    }
    if (element.localName === "style" && EXTERNAL_URL.test(element.textContent ?? "")) {
      element.remove();
      continue;
    }
    for (const attribute of [...element.attributes]) {
      const external =
        (/(^|:)href$/i.test(attribute.name) && !isInternal(attribute.value)) ||
        EXTERNAL_URL.test(attribute.value);
      if (external) element.removeAttributeNode(attribute);
    }
  }
}

export async function sanitizeSvg(text: string): Promise<string | null> {
  const { purify, window } = await loadPurifier();
  const parsed = new window.DOMParser().parseFromString(text, "image/svg+xml");
  const source = parsed.documentElement;
  if (parsed.getElementsByTagName("parsererror").length > 0) return null;
  if (source.localName !== "svg" || source.namespaceURI !== SVG_NS) return null;

  // The root alone: the XML declaration and any DOCTYPE (with its entities) stay behind.
  const markup = new window.XMLSerializer().serializeToString(source);
  const fragment = purify.sanitize(markup, {
    USE_PROFILES: { svg: true, svgFilters: true },
    ADD_TAGS: ["use"],
    FORBID_TAGS: ["script", "foreignObject", "a", "set", "animate", "animateMotion", "animateTransform"],
    RETURN_DOM_FRAGMENT: true,
  });
  const svg = fragment.firstElementChild;
  if (!svg || svg.localName !== "svg") return null;
  dropExternalReferences(svg);
  // XML serialisation, so the file is well-formed (HTML's would leave "<" in attributes).
  const clean = new window.XMLSerializer().serializeToString(svg);
  const check = new window.DOMParser().parseFromString(clean, "image/svg+xml");
  return check.getElementsByTagName("parsererror").length === 0 ? clean : null;
}
