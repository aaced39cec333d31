import { stretchedTarget } from "~/components/ui/stretched";

/**
 * The class names shared by the public pages (content pages and static pages alike). The theme's
 * primary colour is set by staff; on the dark background it is lightened (mixed with white) so
 * text in it keeps its contrast.
 */
export const accentText = "text-primary dark:text-[color-mix(in_oklab,var(--color-primary)_55%,white)]";

/** Links in running text: coloured and underlined, so they are not told apart by colour alone. */
export const textLink = `${accentText} font-medium underline underline-offset-4 hover:decoration-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary`;

const button =
  "inline-flex items-center justify-center gap-2 rounded-md px-5 py-3 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2";

export const primaryButton = `${button} bg-primary text-white hover:brightness-90 focus-visible:outline-primary`;

export const secondaryButton = `${button} border border-border bg-card text-fg hover:bg-black/5 focus-visible:outline-primary dark:hover:bg-white/10`;

/** For buttons on the primary-coloured hero and call-to-action bands. */
export const onPrimaryButton = `${button} bg-white text-[#1f2937] hover:bg-white/90 focus-visible:outline-white`;
export const onPrimaryOutlineButton = `${button} border border-white text-white hover:bg-white/10 focus-visible:outline-white`;

export const card = "rounded-xl border border-border bg-card";

/** Paragraph and list rhythm for long-form copy (the static pages' sections). */
export const pageProse =
  "space-y-4 leading-7 text-fg [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 " +
  "[&_strong]:font-semibold [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6";

/** A card whose heading link covers the whole card (the link's ::after stretches over it). */
export const stretchedLink = `${stretchedTarget} after:rounded-xl`;

export const container = "mx-auto w-full max-w-6xl px-4 sm:px-6";

/** Pills for categories and technologies. */
export const pill =
  "inline-flex items-center rounded-full border border-border px-2.5 py-0.5 text-xs font-medium";

/** A faintly tinted band (page headers, every other section) that cards stand out on. */
export const altSurface = "bg-black/[0.03] dark:bg-white/[0.04]";

/** A rounded chip that jumps to a part of the page (the lists of groups atop /faq and /industries). */
export const jumpChip =
  "inline-block rounded-full border border-border bg-card px-3 py-1.5 text-sm text-fg hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary dark:hover:bg-white/10";
