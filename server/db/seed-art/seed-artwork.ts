import type { ImageFolder } from "@common/images";
import type { ResourceName } from "@common/resources";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { loadSharp } from "../../lib/sharp";
import { storeImage } from "../../services/images";
import type { MediaStorage } from "../../storage/media-storage";
import type { Database } from "../client";
import { heroCarouselItems, projects, revisions, services, storedImages } from "../schema";
import { defaultHeroCarouselItems } from "../seed-content";
import { type Artwork, drawArtwork, type Motif } from "./artwork";
import { CARD_SIZE, HERO_ART, HERO_SIZE, PROJECT_ART, SERVICE_ART } from "./catalogue";

/** One seeded row that gets a picture: where its image address goes, and what to draw. */
type Job = {
  art: Artwork;
  folder: ImageFolder;
  /** Sets the row's image address (in the transaction that records the image). */
  save: (tx: Tx, url: string) => Promise<unknown>;
};
type Tx = Pick<Database, "update">;

/** Hero artwork is stored as `hero-slide-<order_index>.webp`. */
const HERO_PREFIX = "hero-slide";
/** The hero slides' resource, as their revisions name it (common/resources.ts). */
const RESOURCE: ResourceName = "hero-slides";

/**
 * Gives the freshly seeded hero slides, projects and services their artwork (issue 16): each
 * illustration is rasterised to WebP and stored through the image library like an upload (a
 * stored_images row with its size, a file in the media storage), so the agency sees it in the
 * Image Manager and replaces it like any other picture. Rows that are missing or already have a
 * picture are left alone. Answers how many pictures were stored.
 */
export async function seedArtwork(db: Database, storage: MediaStorage): Promise<number> {
  const jobs = await artworkJobs(db);
  // Drawn side by side (sharp works on its own threads), then stored one row at a time.
  const rendered = await Promise.all(jobs.map(async (job) => ({ job, webp: await rasterise(job.art) })));
  for (const { job, webp } of rendered) {
    await storeImage(
      db,
      storage,
      {
        name: `${job.art.name}.webp`,
        folder: job.folder,
        processed: webp,
        originalSize: null,
        uploadedBy: null,
      },
      (tx, row) => job.save(tx, row.public_url),
    );
  }
  return rendered.length;
}

async function artworkJobs(db: Database): Promise<Job[]> {
  const [slides, projectRows, serviceRows] = await Promise.all([
    db
      .select({
        id: heroCarouselItems.id,
        key: heroCarouselItems.order_index,
        image: heroCarouselItems.image_url,
      })
      .from(heroCarouselItems),
    db.select({ id: projects.id, key: projects.slug, image: projects.image }).from(projects),
    db.select({ id: services.id, key: services.slug, image: services.image }).from(services),
  ]);
  const jobsOf = <K extends string | number>(
    rows: { id: string; key: K; image: string | null }[],
    motifs: Partial<Record<K, Motif>>,
    kind: {
      prefix: string;
      size: typeof CARD_SIZE;
      folder: ImageFolder;
      save: (tx: Tx, id: string, url: string) => Promise<unknown>;
    },
  ): Job[] =>
    rows.flatMap((row) => {
      const motif = motifs[row.key];
      if (!motif || row.image) return [];
      return [
        {
          art: { name: `${kind.prefix}-${row.key}`, motif, ...kind.size },
          folder: kind.folder,
          save: (tx: Tx, url: string) => kind.save(tx, row.id, url),
        },
      ];
    });
  return [
    ...jobsOf(slides, HERO_ART, {
      prefix: HERO_PREFIX,
      size: HERO_SIZE,
      folder: "general",
      save: (tx, id, url) =>
        tx.update(heroCarouselItems).set({ image_url: url }).where(eq(heroCarouselItems.id, id)),
    }),
    ...jobsOf(projectRows, PROJECT_ART, {
      prefix: "project",
      size: CARD_SIZE,
      folder: "projects",
      save: (tx, id, url) => tx.update(projects).set({ image: url }).where(eq(projects.id, id)),
    }),
    ...jobsOf(serviceRows, SERVICE_ART as Record<string, Motif>, {
      prefix: "service",
      size: CARD_SIZE,
      folder: "services",
      save: (tx, id, url) => tx.update(services).set({ image: url }).where(eq(services.id, id)),
    }),
  ];
}

/**
 * Describes the seeded hero artwork where a slide still shows it with no alternative text: an
 * install seeded before the slides had descriptions gets them on its next start. Staff edits win:
 * a slide with a description, a replaced picture, or any saved revision (staff may have cleared
 * the description on purpose) is left alone. The picture is recognised by its stored image
 * (hero-slide-N.webp, stored by the seed, uploaded by no one), not by the slide's place, which
 * staff may have changed. Answers how many slides it described.
 */
export async function describeSeededHeroArt(db: Database): Promise<number> {
  let described = 0;
  for (const slide of defaultHeroCarouselItems) {
    if (!slide.image_alt || !(slide.order_index in HERO_ART)) continue;
    const seededImage = db
      .select({ url: storedImages.public_url })
      .from(storedImages)
      .where(
        and(
          eq(storedImages.name, `${HERO_PREFIX}-${slide.order_index}.webp`),
          eq(storedImages.folder, "general"),
          isNull(storedImages.uploaded_by),
        ),
      );
    const rows = await db
      .update(heroCarouselItems)
      // Not an edit: the slide's "last updated" stays.
      .set({ image_alt: slide.image_alt, updated_at: sql`${heroCarouselItems.updated_at}` })
      .where(
        and(
          sql`coalesce(btrim(${heroCarouselItems.image_alt}), '') = ''`,
          inArray(heroCarouselItems.image_url, seededImage),
          sql`not exists (select 1 from ${revisions} where ${revisions.resource} = ${RESOURCE}
                          and ${revisions.entity_id} = ${heroCarouselItems.id})`,
        ),
      )
      .returning({ id: heroCarouselItems.id });
    described += rows.length;
  }
  return described;
}

/** The illustration as a WebP (effort 2: a quick encode, the first start stays fast). */
async function rasterise(art: Artwork) {
  const sharp = await loadSharp();
  const { data, info } = await sharp(Buffer.from(drawArtwork(art)))
    .webp({ quality: 82, effort: 2 })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, type: "image/webp" as const, ext: "webp", width: info.width, height: info.height };
}
