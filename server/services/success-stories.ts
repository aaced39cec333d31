import { STORY_CATEGORIES } from "@common/options";
import type { ListQuery } from "@common/pagination";
import type {
  PublicSuccessStory,
  StoryCategory,
  SuccessStoryCreate,
  SuccessStoryStats,
  SuccessStoryUpdate,
} from "@common/schemas/success-stories";
import { and, asc, count, eq, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { successStories as stories } from "../db/schema";
import { toStringList } from "../lib/string-list";
import type { Actor } from "./audit";
import { contentCrud, nextOrderIndex, reorderAudited } from "./content-crud";
import { countWhere, listPage } from "./list-page";

/**
 * Success stories (spec 2 §2–§5, §7): the back office's list, stats, one story, audited create /
 * update (also the enable and feature toggles) / delete and reordering; and the one public reader
 * behind /case-studies and the contact page.
 */

const ENTITY = "success_stories";
const crud = contentCrud(stories, ENTITY, "The success story");

export type SuccessStoryRow = typeof stories.$inferSelect;
export type SuccessStoryFilters = { category?: StoryCategory; is_active?: boolean; is_featured?: boolean };

/** Imported rows may hold the technologies as JSON text (spec 2 §3); always an array here. */
const withList = (row: SuccessStoryRow): SuccessStoryRow => ({
  ...row,
  technologies_used: toStringList(row.technologies_used),
});

/** Search over title, client and story; filters; by order_index unless sorted otherwise. */
export async function listSuccessStories(db: Database, query: ListQuery & SuccessStoryFilters) {
  const filters: (SQL | undefined)[] = [
    query.category ? eq(stories.category, query.category) : undefined,
    query.is_active === undefined ? undefined : eq(stories.is_active, query.is_active),
    query.is_featured === undefined ? undefined : eq(stories.is_featured, query.is_featured),
  ];
  const page = await listPage(
    db,
    {
      table: stories,
      searchColumns: [stories.title, stories.client_name, stories.client_company, stories.story_content],
      sortable: {
        order_index: stories.order_index,
        title: stories.title,
        client_name: stories.client_name,
        created_at: stories.created_at,
        updated_at: stories.updated_at,
      },
      defaultSort: "order_index",
      filters,
    },
    query,
  );
  return { ...page, items: page.items.map(withList) };
}

/** Spec 2 §3 stats in one query: totals, and a count per category (those in use only). */
export async function successStoryStats(db: Database): Promise<SuccessStoryStats> {
  const perCategory = Object.fromEntries(
    STORY_CATEGORIES.map((category) => [category, countWhere(eq(stories.category, category))]),
  ) as Record<StoryCategory, SQL<number>>;
  const [row] = await db
    .select({
      total: count(),
      active: countWhere(eq(stories.is_active, true)),
      featured: countWhere(eq(stories.is_featured, true)),
      ...perCategory,
    })
    .from(stories);
  if (!row) throw new Error("Stats query returned nothing");
  const { total, active, featured, ...counts } = row as unknown as Record<string, number>;
  const categories = Object.fromEntries(
    STORY_CATEGORIES.filter((c) => (counts[c] ?? 0) > 0).map((c) => [c, counts[c]]),
  );
  return { total: total ?? 0, active: active ?? 0, featured: featured ?? 0, categories };
}

export async function getSuccessStory(db: Database, id: string): Promise<SuccessStoryRow> {
  return withList(await crud.get(db, id));
}

/**
 * A new story goes at the end (order_index = highest + 1). Two stories added at the same instant
 * may share a position; the next reorder renumbers them.
 */
export async function createSuccessStory(
  db: Database,
  actor: Actor,
  input: SuccessStoryCreate,
): Promise<SuccessStoryRow> {
  const row = await crud.insert(db, actor, {
    ...input,
    category: input.category ?? "other",
    order_index: await nextOrderIndex(db, stories),
  });
  return withList(row);
}

export async function updateSuccessStory(
  db: Database,
  actor: Actor,
  id: string,
  patch: SuccessStoryUpdate,
): Promise<SuccessStoryRow> {
  return withList(await crud.update(db, actor, id, patch));
}

export const deleteSuccessStory = crud.remove;

/** Every story once, in the new order; saved as 1…n (spec 2 §4). */
export async function reorderSuccessStories(db: Database, actor: Actor, ids: string[]): Promise<void> {
  await reorderAudited(db, actor, stories, ENTITY, ids);
}

/**
 * Active stories in display order (order_index, then oldest first): all of them for
 * /case-studies, or `featured` ones for the contact page (up to `limit`, at most 12).
 */
export async function listPublicSuccessStories(
  db: Database,
  options: { featured?: boolean; limit?: number } = {},
): Promise<PublicSuccessStory[]> {
  const query = db
    .select({
      id: stories.id,
      title: stories.title,
      client_name: stories.client_name,
      client_role: stories.client_role,
      client_company: stories.client_company,
      story_content: stories.story_content,
      results_achieved: stories.results_achieved,
      project_duration: stories.project_duration,
      client_image: stories.client_image,
      project_image: stories.project_image,
      technologies_used: stories.technologies_used,
      metrics: stories.metrics,
      category: stories.category,
    })
    .from(stories)
    .where(and(eq(stories.is_active, true), options.featured ? eq(stories.is_featured, true) : undefined))
    .orderBy(asc(stories.order_index), asc(stories.created_at), asc(stories.id));
  const rows = await (options.limit ? query.limit(Math.max(1, Math.min(options.limit, 12))) : query);
  return rows.map((r) => ({
    ...r,
    technologies_used: toStringList(r.technologies_used),
    metrics: publicMetrics(r.metrics),
  }));
}

/** A story's metrics as label/value pairs; only plain values are shown. */
function publicMetrics(metrics: unknown): PublicSuccessStory["metrics"] {
  if (!metrics || typeof metrics !== "object" || Array.isArray(metrics)) return [];
  return Object.entries(metrics)
    .filter(([, v]) => typeof v === "string" || typeof v === "number")
    .map(([k, v]) => ({
      label: k.replace(/[_-]+/g, " ").replace(/^\w/, (c) => c.toUpperCase()),
      value: String(v),
    }))
    .filter((m) => m.value.trim() !== "");
}
