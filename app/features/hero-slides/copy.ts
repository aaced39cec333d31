import type { HeroSlide } from "@common/schemas/hero-slides";
import {
  CONTENT_DIALOG_WORDS,
  CONTENT_WORDS,
  type ShownInOrderWords,
  shownInOrderWords,
} from "~/features/admin-kit";

/** The Hero Slides manager's words (issue 16; the spec gives none for this section). */
export const HERO_SLIDES_COPY = {
  ...CONTENT_WORDS,
  description:
    "The slides of the home page's hero, in the order shown. Only active slides appear; with none, the home page shows the site's tagline.",
  add: "Add Slide",
  searchLabel: "Search slides",
  searchPlaceholder: "Search slides...",
  listLabel: "Hero slides",
  empty: "No slides yet",
  emptyFiltered: "No slides match your search.",
  emptyHint: "Without slides the home page's hero shows the site's tagline.",
  loadFailed: "Error loading slides",
  deleted: "Slide deleted",
  confirmDeleteTitle: "Delete slide",
  confirmDelete: (row) => `Are you sure you want to delete "${row.title}"?`,
  ...shownInOrderWords<HeroSlide>({ one: "slide", many: "slides", where: "the home page" }),
} satisfies ShownInOrderWords<HeroSlide>;

export const HERO_SLIDE_DIALOG_COPY = {
  ...CONTENT_DIALOG_WORDS,
  addTitle: "Add Slide",
  editTitle: "Edit Slide",
  addSave: "Add Slide",
  added: "Slide added",
  updated: "Slide updated",
  imageAltHint: "Describe the picture for people who cannot see it; leave empty if it is only decoration.",
  buttonsHint: "A button is shown when it has both a text and a link, e.g. /contact.",
  activeHint: "Shown on the home page.",
} as const;
