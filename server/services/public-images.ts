import type { PublicImage } from "@common/public-images";
import { inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { storedImages } from "../db/schema";

/**
 * The stored sizes of the pictures a public page shows, by address, in one query (issue 16): a
 * page's loader passes the image URLs of its rows and hands the components `PublicImage`s. An
 * address that is not in the image library keeps unknown sizes.
 */
export async function publicImages(
  db: Database,
  urls: readonly (string | null | undefined)[],
): Promise<Record<string, PublicImage>> {
  const wanted = [...new Set(urls.filter((u): u is string => Boolean(u)))];
  const out: Record<string, PublicImage> = {};
  for (const src of wanted) out[src] = { src, width: null, height: null };
  if (wanted.length === 0) return out;
  const rows = await db
    .select({ src: storedImages.public_url, width: storedImages.width, height: storedImages.height })
    .from(storedImages)
    .where(inArray(storedImages.public_url, wanted));
  for (const row of rows) out[row.src] = row;
  return out;
}
