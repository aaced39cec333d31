/** Slugs of services, projects and blog posts (spec 2 §5): one place for the rule and its texts. */

/** Lowercase letters and digits separated by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const SLUG_MESSAGES = {
  invalid: "Invalid Slug: Slug must contain only lowercase letters, numbers, and hyphens",
  duplicate: "Duplicate Slug: This slug already exists. Please use a different one.",
  titleFirst: "Please enter a title first.",
} as const;

/** Lowercase, runs of anything but a-z and 0-9 become one hyphen, no hyphen at either end. */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** `base` itself when free, else base-1, base-2 … (spec 2 §5: numeric suffixes stay unique). */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 1; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
