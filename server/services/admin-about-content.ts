import type { ListQuery } from "@common/pagination";
import type { AboutContentCreate, AboutContentUpdate } from "@common/schemas/about-content";
import { eq, max } from "drizzle-orm";
import type { Database } from "../db/client";
import { aboutContent } from "../db/schema";
import { notFound } from "../lib/errors";
import type { Actor } from "./audit";
import { deleteAudited, insertAudited, updateAudited } from "./content-crud";
import { listPage } from "./list-page";

/** The back office's about-content manager (spec 2 §2, §3, §4, §5, §7). /about shows the active sections. */

export type AboutContentRow = typeof aboutContent.$inferSelect;
const ENTITY = "about_content";
const NOT_FOUND = "The about section";

export function listAboutContent(db: Database, query: ListQuery) {
  return listPage(
    db,
    {
      table: aboutContent,
      searchColumns: [
        aboutContent.title,
        aboutContent.section_type,
        aboutContent.description,
        aboutContent.year,
      ],
      sortable: {
        order_index: aboutContent.order_index,
        title: aboutContent.title,
        section_type: aboutContent.section_type,
        created_at: aboutContent.created_at,
      },
      defaultSort: "order_index",
    },
    query,
  );
}

export async function getAboutContent(db: Database, id: string): Promise<AboutContentRow> {
  const [row] = await db.select().from(aboutContent).where(eq(aboutContent.id, id));
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** A new section goes after the last one unless an order is given. */
export async function createAboutContent(
  db: Database,
  actor: Actor,
  input: AboutContentCreate,
): Promise<AboutContentRow> {
  let order = input.order_index;
  if (order === undefined) {
    const [row] = await db.select({ last: max(aboutContent.order_index) }).from(aboutContent);
    order = (row?.last ?? 0) + 1;
  }
  return insertAudited(db, actor, aboutContent, ENTITY, { ...input, order_index: order });
}

export async function updateAboutContent(
  db: Database,
  actor: Actor,
  id: string,
  patch: AboutContentUpdate,
): Promise<AboutContentRow> {
  const row = await updateAudited(db, actor, aboutContent, ENTITY, id, patch);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

export async function deleteAboutContent(db: Database, actor: Actor, id: string): Promise<void> {
  if (!(await deleteAudited(db, actor, aboutContent, ENTITY, id))) throw notFound(NOT_FOUND);
}
