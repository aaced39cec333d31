import type { Database } from "./client";
import { pages } from "./schema";
import { SEED_PAGES } from "./seed-pages-copy";

/** When the seeded words were last changed: the legal pages' "Last updated" date until staff edit them. */
const WRITTEN = new Date("2026-11-21T12:00:00Z");

/**
 * The standing pages (issue 16), one row each with today's words, so a fresh install's /faq,
 * /privacy… read as before and the Pages manager is not empty. Pages already there are kept.
 */
export async function seedPages(db: Pick<Database, "insert">): Promise<void> {
  await db
    .insert(pages)
    .values(
      SEED_PAGES.map((page) => ({
        ...page,
        items: page.items ?? [],
        status: "published" as const,
        created_at: WRITTEN,
        updated_at: WRITTEN,
      })),
    )
    .onConflictDoNothing({ target: pages.slug });
}
