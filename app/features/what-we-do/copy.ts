import { iconLabel, PUBLIC_ICONS } from "@common/public-icons";
import type { WhatWeDo } from "@common/schemas/what-we-do";
import { shownInOrderCopy } from "~/features/admin-kit";

// The "What We Do" manager's words (issue 16; the spec gives none for this section).
const { section, dialog } = shownInOrderCopy<WhatWeDo>({
  one: "entry",
  many: "entries",
  where: "the home page",
  listLabel: "What we do",
  description:
    'The home page\'s "What we do" section, in the order shown. Only active entries appear; with none, the section is left out.',
  emptyHint: "Without entries the home page leaves the section out.",
});

export const WHAT_WE_DO_COPY = section;
export const WHAT_WE_DO_DIALOG_COPY = dialog;

export const ICON_OPTIONS = [
  { value: "", label: "No icon" },
  ...PUBLIC_ICONS.map((name) => ({ value: name, label: iconLabel(name) })),
];
