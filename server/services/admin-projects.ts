import type { ListQuery } from "@common/pagination";
import { defaultProjectYear, type ProjectCreate, type ProjectUpdate } from "@common/schemas/projects";
import { SLUG_MESSAGES } from "@common/slug";
import { asc, eq, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { projects } from "../db/schema";
import { ApiError, notFound } from "../lib/errors";
import type { Actor } from "./audit";
import { deleteAudited, insertAudited, isUniqueViolation, updateAudited } from "./content-crud";
import { listPage } from "./list-page";
import { toStringList } from "./public-content";

/**
 * The back office's Portfolio manager (spec 2 §2–§5, §7): list with search and filters, one
 * project, create, update, delete. Writes are audited as "projects". Whether a project shows on
 * the public site is public-content.ts's business (published only).
 */

const ENTITY = "projects";
const NOT_FOUND = "The project";

export type ProjectRow = typeof projects.$inferSelect;
export type ProjectFilters = { status?: string; category?: string };

/** Imported rows may hold lists as JSON strings (spec 2 §3): the API always answers arrays. */
function normalise(row: ProjectRow): ProjectRow {
  return {
    ...row,
    technologies: toStringList(row.technologies),
    gallery_images: toStringList(row.gallery_images),
  };
}

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
  const [row] = await db.select().from(projects).where(eq(projects.id, id));
  if (!row) throw notFound(NOT_FOUND);
  return normalise(row);
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
  return insertAudited(db, actor, projects, ENTITY, values).catch(duplicateSlug).then(normalise);
}

export async function updateProject(
  db: Database,
  actor: Actor,
  id: string,
  patch: ProjectUpdate,
): Promise<ProjectRow> {
  const row = await updateAudited(db, actor, projects, ENTITY, id, patch).catch(duplicateSlug);
  if (!row) throw notFound(NOT_FOUND);
  return normalise(row);
}

export async function deleteProject(db: Database, actor: Actor, id: string): Promise<void> {
  if (!(await deleteAudited(db, actor, projects, ENTITY, id))) throw notFound(NOT_FOUND);
}
