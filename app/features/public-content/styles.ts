/**
 * The class names shared by the public pages (content pages and static pages alike), defined in
 * app/app.css's components layer so each is one short name in the HTML. The theme's primary
 * colour is set by staff; on the dark background app.css lightens `text-primary` (mixes it with
 * white) so text in it keeps its contrast.
 */
export const accentText = "text-primary";

/** Links in running text: coloured and underlined, so they are not told apart by colour alone. */
export const textLink = "text-primary text-link";

export const primaryButton = "cta cta-primary";

export const secondaryButton = "cta cta-secondary";

/** For buttons on the primary-coloured hero and call-to-action bands. */
export const onPrimaryButton = "cta cta-on-primary";
export const onPrimaryOutlineButton = "cta cta-on-primary-outline";

export const card = "card";

/** Paragraph and list rhythm for long-form copy (the static pages' sections). */
export const pageProse = "page-prose";

/** A card whose heading link covers the whole card (the link's ::after stretches over it). */
export const stretchedLink = "stretched-link";

export const container = "page-container";

/** Pills for categories and technologies. */
export const pill = "pill";

/** A faintly tinted band (page headers, every other section) that cards stand out on. */
export const altSurface = "alt-surface";

/** A rounded chip that jumps to a part of the page (the lists of groups atop /faq and /industries). */
export const jumpChip = "jump-chip";
