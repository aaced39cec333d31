import { ShownInOrderSection, sectionOf } from "~/features/admin-kit";
import { IconTile } from "~/features/public-content/icon-tile";
import { WHAT_WE_DO_COPY } from "./copy";
import { whatWeDo } from "./resource";
import { WhatWeDoDialog } from "./what-we-do-dialog";

const section = sectionOf(whatWeDo, WHAT_WE_DO_COPY, WhatWeDoDialog);

/**
 * Issue 16: the home page's "What we do" — the whole list in display order (drag to reorder),
 * each card with its icon and description; add, edit, show / hide and delete.
 */
export function WhatWeDoManager() {
  return (
    <ShownInOrderSection
      {...section}
      media={(entry) => <IconTile name={entry.icon} />}
      details={(entry) => <p className="mt-1 line-clamp-2 text-sm break-words">{entry.description}</p>}
    />
  );
}
