import type { PublicWhatWeDo } from "@common/schemas/what-we-do";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { whatWeDo } from "../db/schema";
import { orderedContentCrud } from "./content-crud";
import { orderedListPage } from "./list-page";

/** "What we do" (issue 16): the back office's list and audited writes, and the home page's reader. */

export type WhatWeDoRow = typeof whatWeDo.$inferSelect;

const crud = orderedContentCrud(whatWeDo, "what_we_do", "The entry");

/** Every entry, shown or not, searched on the server, in display order unless sorted otherwise. */
export const listWhatWeDoAdmin = orderedListPage(whatWeDo, [whatWeDo.title, whatWeDo.description], {
  title: whatWeDo.title,
});

export const getWhatWeDo = crud.get;
export const createWhatWeDo = crud.create;
export const updateWhatWeDo = crud.update;
export const deleteWhatWeDo = crud.remove;
/** Every entry once, in the new order; saved as 1…n. */
export const reorderWhatWeDo = crud.reorder;

/** Active entries in order, for the home page. */
export function listWhatWeDo(db: Database): Promise<PublicWhatWeDo[]> {
  return db
    .select({
      id: whatWeDo.id,
      title: whatWeDo.title,
      description: whatWeDo.description,
      icon: whatWeDo.icon,
    })
    .from(whatWeDo)
    .where(eq(whatWeDo.is_active, true))
    .orderBy(asc(whatWeDo.order_index), asc(whatWeDo.created_at));
}
