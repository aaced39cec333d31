/**
 * Class names shared by the static pages. Links use the primary colour in light mode and a light
 * tint of it in dark mode, so they keep their contrast on the dark background.
 */
export const linkClass =
  "font-medium text-primary underline decoration-1 underline-offset-2 hover:decoration-2 " +
  "focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary " +
  "dark:text-[color-mix(in_oklab,var(--color-primary)_45%,white)]";

/** Paragraph and list rhythm for long-form copy. */
export const proseClass =
  "space-y-4 leading-7 text-fg [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 " +
  "[&_strong]:font-semibold [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6";

/** A bordered card on the page background. */
export const cardClass = "rounded-lg border border-border bg-card p-5";
