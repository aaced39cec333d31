import type { ListQuery } from "@common/pagination";
import {
  defaultProjectYear,
  type ProjectCreate,
  type ProjectUpdate,
  type PublicProject,
  type PublicProjectDetail,
  type PublicProjectOutcome,
} from "@common/schemas/projects";
import { SLUG_MESSAGES } from "@common/slug";
import { and, asc, desc, eq, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { projects } from "../db/schema";
import { ApiError } from "../lib/errors";
import { toStringList } from "../lib/string-list";
import type { Actor } from "./audit";
import { contentCrud, isUniqueViolation } from "./content-crud";
import { CONTENT_HOOKS } from "./content-hooks";
import { listPage } from "./list-page";

/**
 * Portfolio projects (spec 2 §2–§5, §7): the back office's list with search and filters, one
 * project, audited create / update / delete (as "projects"); and the public readers, which only
 * ever see published projects and never internal fields (budget, owner, status, order).
 */

const crud = contentCrud(projects, "projects", "The project", CONTENT_HOOKS.projects);

export type ProjectRow = typeof projects.$inferSelect;
export type ProjectFilters = { status?: ProjectRow["status"]; category?: string };

/** Imported rows may hold lists as JSON strings (spec 2 §3): the API always answers arrays. */
function normalise<T extends { technologies: string[]; gallery_images?: string[] }>(row: T): T {
  return {
    ...row,
    technologies: toStringList(row.technologies),
    ...("gallery_images" in row ? { gallery_images: toStringList(row.gallery_images) } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// Back office
// ---------------------------------------------------------------------------------------------

export async function listProjects(db: Database, query: ListQuery & ProjectFilters) {
  const filters: (SQL | undefined)[] = [
    query.status ? eq(projects.status, query.status) : undefined,
    query.category ? eq(projects.category, query.category) : undefined,
  ];
  const page = await listPage(
    db,
    {
      table: projects,
      searchColumns: [projects.title, projects.description, projects.client_name, projects.category],
      sortable: {
        order_index: projects.order_index,
        title: projects.title,
        year: projects.year,
        created_at: projects.created_at,
        updated_at: projects.updated_at,
      },
      defaultSort: "order_index",
      // Display order: order_index, then title.
      thenBy: [asc(projects.title)],
      filters,
    },
    query,
  );
  return { ...page, items: page.items.map(normalise) };
}

export async function getProject(db: Database, id: string): Promise<ProjectRow> {
  return normalise(await crud.get(db, id));
}

/** A taken slug is a 409 with the spec's duplicate text on the slug field. */
function duplicateSlug(err: unknown): never {
  if (isUniqueViolation(err, "projects_slug_unique")) {
    throw new ApiError(409, "duplicate_slug", SLUG_MESSAGES.duplicate, { slug: SLUG_MESSAGES.duplicate });
  }
  throw err;
}

/** Spec 2 §4–§6: published by default, the current year, order 0, owned by the acting admin. */
export async function createProject(db: Database, actor: Actor, input: ProjectCreate): Promise<ProjectRow> {
  const values = {
    status: "published" as const,
    year: defaultProjectYear(),
    order_index: 0,
    ...input,
    user_id: actor.id,
  };
  return crud.insert(db, actor, values).catch(duplicateSlug).then(normalise);
}

export async function updateProject(
  db: Database,
  actor: Actor,
  id: string,
  patch: ProjectUpdate,
): Promise<ProjectRow> {
  return crud.update(db, actor, id, patch).catch(duplicateSlug).then(normalise);
}

export const deleteProject = crud.remove;

// ---------------------------------------------------------------------------------------------
// Public site
// ---------------------------------------------------------------------------------------------

const published = eq(projects.status, "published");

const cardColumns = {
  id: projects.id,
  title: projects.title,
  slug: projects.slug,
  category: projects.category,
  image: projects.image,
  technologies: projects.technologies,
  client_name: projects.client_name,
  year: projects.year,
};

function cards(db: Database, where: SQL | undefined, limit?: number): Promise<PublicProject[]> {
  const query = db
    .select(cardColumns)
    .from(projects)
    .where(where)
    .orderBy(asc(projects.order_index), desc(projects.created_at), asc(projects.id));
  return (limit ? query.limit(limit) : query).then((rows) => rows.map(normalise));
}

/** Published projects in display order, optionally of one category; and the categories present. */
export async function listPublishedProjects(
  db: Database,
  options: { category?: string | null } = {},
): Promise<{ projects: PublicProject[]; categories: string[] }> {
  const category = options.category?.trim() || null;
  const [rows, categoryRows] = await Promise.all([
    cards(db, category ? and(published, eq(projects.category, category)) : published),
    db
      .selectDistinct({ category: projects.category })
      .from(projects)
      .where(published)
      .orderBy(asc(projects.category)),
  ]);
  return { projects: rows, categories: categoryRows.map((r) => r.category) };
}

/** Published and featured projects for the home page (up to `limit`, three by default). */
export function listFeaturedProjects(db: Database, limit = 3): Promise<PublicProject[]> {
  return cards(db, and(published, eq(projects.featured, true)), limit);
}

/** Published projects in some categories (a service page's related work). */
export function listProjectsInCategories(
  db: Database,
  categories: string[],
  limit = 3,
): Promise<PublicProject[]> {
  if (categories.length === 0) return Promise.resolve([]);
  return cards(db, and(published, inArray(projects.category, categories)), limit);
}

/** Published projects with stated results, featured first (case studies' empty state). */
export function listProjectOutcomes(db: Database, limit = 3): Promise<PublicProjectOutcome[]> {
  return db
    .select({ ...cardColumns, results: projects.results })
    .from(projects)
    .where(and(published, isNotNull(projects.results), sql`btrim(${projects.results}) <> ''`))
    .orderBy(desc(projects.featured), asc(projects.order_index), desc(projects.created_at))
    .limit(limit)
    .then((rows) => rows.map(normalise));
}

/** One published project by slug; null for drafts, archived and unknown slugs. */
export function getPublishedProject(db: Database, slug: string): Promise<PublicProjectDetail | null> {
  return readProject(db, slug, published);
}

/** Any project by slug, drafts and archived ones too, for a signed-in admin's preview (issue 16). */
export function getProjectForPreview(db: Database, slug: string): Promise<PublicProjectDetail | null> {
  return readProject(db, slug);
}

async function readProject(db: Database, slug: string, visible?: SQL): Promise<PublicProjectDetail | null> {
  const [row] = await db
    .select({
      ...cardColumns,
      description: projects.description,
      results: projects.results,
      testimonial_text: projects.testimonial_text,
      project_link: projects.project_link,
      gallery_images: projects.gallery_images,
      project_duration: projects.project_duration,
      team_size: projects.team_size,
    })
    .from(projects)
    .where(and(visible, eq(projects.slug, slug)))
    .limit(1);
  return row ? normalise(row) : null;
}
