import type { HeroSlide } from "@common/schemas/hero-slides";
import { shownInOrderCopy } from "~/features/admin-kit";

// The Hero Slides manager's words (issue 16; the spec gives none for this section).
const { section, dialog } = shownInOrderCopy<HeroSlide>({
  one: "slide",
  many: "slides",
  where: "the home page",
  listLabel: "Hero slides",
  description:
    "The slides of the home page's hero, in the order shown. Only active slides appear; with none, the home page shows the site's tagline.",
  emptyHint: "Without slides the home page's hero shows the site's tagline.",
});

export const HERO_SLIDES_COPY = section;

export const HERO_SLIDE_DIALOG_COPY = {
  ...dialog,
  imageAltHint: "Describe the picture for people who cannot see it; leave empty if it is only decoration.",
  buttonsHint: "A button is shown when it has both a text and a link, e.g. /contact.",
} as const;
