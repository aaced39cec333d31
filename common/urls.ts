/**
 * Which stored addresses may become a link or an image source: http(s) web addresses, paths on
 * this site, and — where a field asks for them — mailto: and tel:. `javascript:`, `data:` and
 * other schemes never pass, whether a form sends them or an old row holds them.
 */
export type UrlKind = "web" | "web-or-contact";

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f]/;

/** True when `value` is an address of the given kind. */
export function isSafeUrl(value: string, kind: UrlKind = "web"): boolean {
  if (value === "" || CONTROL_OR_SPACE.test(value)) return false;
  // A path on this site; "//host" and "/\host" would leave it.
  if (value.startsWith("/")) return !/^\/[/\\]/.test(value);
  if (/^https?:\/\//i.test(value)) return URL.canParse(value);
  if (kind === "web-or-contact") return /^(mailto:[^@\s]+@[^@\s]+|tel:\+?[\d().-]{3,})$/i.test(value);
  return false;
}

export const URL_TEXT = { web: "Use a web address starting with https:// or /" } as const;
