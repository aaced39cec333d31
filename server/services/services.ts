import type { ListQuery } from "@common/pagination";
import type { PublicImage } from "@common/public-images";
import {
  type NavService,
  type PublicService,
  type PublicServicePage,
  type ServiceCreate,
  type ServiceUpdate,
  serviceLink,
} from "@common/schemas/services";
import { SLUG_MESSAGES, slugify, uniqueSlug } from "@common/slug";
import { and, asc, eq, like, ne, or, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { services } from "../db/schema";
import { ApiError } from "../lib/errors";
import type { Actor } from "./audit";
import { contentCrud, isUniqueViolation, nextOrderIndex } from "./content-crud";
import { CONTENT_HOOKS } from "./content-hooks";
import { listPage } from "./list-page";
import { publicImages } from "./public-images";

/**
 * Services (spec 2 §2, §3, §5, §7): the back office's list with search, one service, audited
 * create / update / delete (as "services") and the slug generator; and the public readers. `link`
 * is derived here from the slug on every write, never taken from the caller.
 */

// Every save keeps a revision; a visible service's new slug leaves a 301 from its old page.
const crud = contentCrud(services, "services", "The service", CONTENT_HOOKS.services);

export type ServiceRow = typeof services.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Back office
// ---------------------------------------------------------------------------------------------

export function listServices(db: Database, query: ListQuery) {
  return listPage(
    db,
    {
      table: services,
      searchColumns: [services.title, services.slug, services.description],
      sortable: {
        order_index: services.order_index,
        title: services.title,
        created_at: services.created_at,
        updated_at: services.updated_at,
      },
      defaultSort: "order_index",
      // Display order: order_index, then title.
      thenBy: [asc(services.title)],
    },
    query,
  );
}

export async function getService(db: Database, id: string): Promise<ServiceRow> {
  return crud.get(db, id);
}

/**
 * Spec 2 §5: the title's slug, or the first free one of slug-1, slug-2… `exceptId` is the service
 * being edited, whose own slug counts as free. An empty title is a 400 with the spec's text.
 */
export async function suggestServiceSlug(db: Database, title: string, exceptId?: string): Promise<string> {
  const base = slugify(title);
  if (!base) {
    throw new ApiError(400, "title_required", SLUG_MESSAGES.titleFirst, { title: SLUG_MESSAGES.titleFirst });
  }
  const rows = await db
    .select({ slug: services.slug })
    .from(services)
    .where(
      and(
        or(eq(services.slug, base), like(services.slug, `${base}-%`)),
        exceptId ? ne(services.id, exceptId) : undefined,
      ),
    );
  return uniqueSlug(base, new Set(rows.map((r) => r.slug)));
}

function duplicateSlug(err: unknown): never {
  if (isUniqueViolation(err, "services_slug_unique")) {
    throw new ApiError(409, "duplicate_slug", SLUG_MESSAGES.duplicate, { slug: SLUG_MESSAGES.duplicate });
  }
  throw err;
}

/** Without a slug one is generated from the title; without an order the service goes last. */
export async function createService(db: Database, actor: Actor, input: ServiceCreate): Promise<ServiceRow> {
  const slug = input.slug || (await suggestServiceSlug(db, input.title));
  const order_index = input.order_index ?? (await nextOrderIndex(db, services));
  const values = { ...input, slug, order_index, link: serviceLink(slug) };
  return crud.insert(db, actor, values).catch(duplicateSlug);
}

export async function updateService(
  db: Database,
  actor: Actor,
  id: string,
  patch: ServiceUpdate,
): Promise<ServiceRow> {
  const values = patch.slug ? { ...patch, link: serviceLink(patch.slug) } : patch;
  return crud.update(db, actor, id, values).catch(duplicateSlug);
}

export const deleteService = crud.remove;

// ---------------------------------------------------------------------------------------------
// Public site
// ---------------------------------------------------------------------------------------------

const cardColumns = {
  id: services.id,
  title: services.title,
  slug: services.slug,
  description: services.description,
  icon: services.icon,
  color: services.color,
  gradient: services.gradient,
  image: services.image,
  featured: services.featured,
};

/** A service card with its picture's stored sizes (null without a picture). */
export type PublicServiceCard = PublicService & { picture: PublicImage | null };

const visible = eq(services.hidden, false);
const displayOrder = [asc(services.order_index), asc(services.title)];

async function serviceCards(db: Database, where: SQL): Promise<PublicServiceCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(services)
    .where(where)
    .orderBy(...displayOrder);
  const pictures = await publicImages(
    db,
    rows.map((r) => r.image),
  );
  // The picture's path and the featured flag served only to choose: the card reads neither.
  return rows.map(({ image, featured: _featured, ...card }) => ({
    ...card,
    picture: image ? (pictures[image] ?? null) : null,
  }));
}

/** Every visible service, in display order (the /services overview). */
export function listPublicServices(db: Database): Promise<PublicServiceCard[]> {
  return serviceCards(db, visible);
}

/** The visible services flagged as featured, in display order (the home page). */
export function listFeaturedServices(db: Database): Promise<PublicServiceCard[]> {
  return serviceCards(db, and(visible, eq(services.featured, true))!);
}

/** The visible services for the public layout's menu and footer: only what they show. */
export function listNavServices(db: Database): Promise<NavService[]> {
  return db
    .select({ title: services.title, slug: services.slug })
    .from(services)
    .where(visible)
    .orderBy(...displayOrder);
}

/**
 * A service's own page by slug, hidden or not (the page decides who may see a hidden one), with
 * its picture's sizes.
 */
export async function getServicePage(
  db: Database,
  slug: string,
): Promise<(PublicServicePage & { picture: PublicImage | null }) | null> {
  const [row] = await db
    .select({
      ...cardColumns,
      headline: services.headline,
      intro: services.intro,
      included: services.included,
      process: services.process,
      deliverables: services.deliverables,
      audience: services.audience,
      project_categories: services.project_categories,
      seo_title: services.seo_title,
      seo_description: services.seo_description,
      hidden: services.hidden,
    })
    .from(services)
    .where(eq(services.slug, slug))
    .limit(1);
  if (!row) return null;
  const picture = row.image ? ((await publicImages(db, [row.image]))[row.image] ?? null) : null;
  return { ...row, picture };
}
