import type { ListQuery, Page } from "@common/pagination";
import type {
  PublicTeamMember,
  TeamMemberCreate,
  TeamMemberStats,
  TeamMemberStatus,
  TeamMemberUpdate,
} from "@common/schemas/team-members";
import { asc, count, desc, eq, gte, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { teamMembers as members } from "../db/schema";
import { toStringList } from "../lib/string-list";
import type { Actor } from "./audit";
import { contentCrud } from "./content-crud";
import { countWhere, listPage } from "./list-page";

/**
 * Team members (spec 2 §2–§7): the back office's list, stats, one member, create, edit
 * (activate/deactivate and feature/unfeature are edits too) and delete, audited as
 * "team_members"; and the public reader behind /about (active members only).
 */

export type TeamMemberRow = typeof members.$inferSelect;
export type TeamMemberFilters = { status?: TeamMemberStatus; department?: string };

const crud = contentCrud(members, "team_members", "The team member");
const DAY_MS = 24 * 3_600_000;

/** Searched together (spec: name, role, bio, department, location). */
const SEARCH_COLUMNS = [members.name, members.role, members.bio, members.department, members.location];

/** Spec 2 §3: list columns "may arrive as a JSON string" (imported rows); always arrays here. */
function withLists(row: TeamMemberRow): TeamMemberRow {
  return {
    ...row,
    specialties: toStringList(row.specialties),
    achievements: toStringList(row.achievements),
    languages: toStringList(row.languages),
    certifications: toStringList(row.certifications),
  };
}

const SORTABLE = {
  order_index: members.order_index,
  name: members.name,
  created_at: members.created_at,
  years_of_experience: members.years_of_experience,
};

/** "Featured" is the is_featured flag, whether or not the member is active (it toggles independently). */
const STATUS_FILTERS: Record<TeamMemberStatus, SQL> = {
  active: eq(members.is_active, true),
  inactive: eq(members.is_active, false),
  featured: eq(members.is_featured, true),
};

/**
 * The list: search, status and department filters, sort and pages in SQL. Spec 2 §7 orders by
 * order_index ascending, then newest first; another sort (?sort=name…) falls back to that order
 * for ties.
 */
export async function listTeamMembers(
  db: Database,
  query: ListQuery & TeamMemberFilters,
): Promise<Page<TeamMemberRow>> {
  const page = await listPage(
    db,
    {
      table: members,
      searchColumns: SEARCH_COLUMNS,
      sortable: SORTABLE,
      defaultSort: "order_index",
      thenBy: [asc(members.order_index), desc(members.created_at)],
      filters: [
        query.status ? STATUS_FILTERS[query.status] : undefined,
        query.department ? eq(members.department, query.department) : undefined,
      ],
    },
    query,
  );
  return { ...page, items: page.items.map(withLists) };
}

/**
 * Spec 2 §3 team stats in one query; spec 2 §9: this_month is the last 30 days, this_week the
 * last 7. `departments` maps each department present to its number of members (blank ones are
 * not a department).
 */
export async function teamMemberStats(db: Database, now = new Date()): Promise<TeamMemberStats> {
  const monthStart = new Date(now.getTime() - 30 * DAY_MS);
  const weekStart = new Date(now.getTime() - 7 * DAY_MS);
  const [row] = await db
    .select({
      total: count(),
      active: countWhere(eq(members.is_active, true)),
      featured: countWhere(eq(members.is_featured, true)),
      this_month: countWhere(gte(members.created_at, monthStart)),
      this_week: countWhere(gte(members.created_at, weekStart)),
      departments: sql<Record<string, number>>`(
        select coalesce(jsonb_object_agg(d.department, d.n order by d.department), '{}'::jsonb)
        from (
          select ${members.department} as department, count(*)::int as n
          from ${members}
          where coalesce(${members.department}, '') <> ''
          group by ${members.department}
        ) as d
      )`,
    })
    .from(members);
  if (!row) throw new Error("Stats query returned nothing");
  return row;
}

export async function getTeamMember(db: Database, id: string): Promise<TeamMemberRow> {
  return withLists(await crud.get(db, id));
}

/** Spec 2 §6: the member records who created it. Unset fields take the column defaults (active, not featured, order 0…). */
export async function createTeamMember(
  db: Database,
  actor: Actor,
  input: TeamMemberCreate,
): Promise<TeamMemberRow> {
  return withLists(await crud.insert(db, actor, { ...input, user_id: actor.id }));
}

/** A partial update, audited with what changed; the fields left out stay as they are. */
export async function updateTeamMember(
  db: Database,
  actor: Actor,
  id: string,
  patch: TeamMemberUpdate,
): Promise<TeamMemberRow> {
  const fields = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  return withLists(await crud.update(db, actor, id, fields));
}

export const deleteTeamMember = crud.remove;

/**
 * Active team members for /about (spec 2: inactive members are hidden from the website), by
 * order_index, newest first within the same index. Internal and contact fields (admin notes,
 * e-mail, phone, additional info) are not selected.
 */
export async function listPublicTeamMembers(db: Database): Promise<PublicTeamMember[]> {
  const rows = await db
    .select({
      id: members.id,
      name: members.name,
      role: members.role,
      bio: members.bio,
      department: members.department,
      image_url: members.image_url,
      image_alt: members.image_alt,
      location: members.location,
      years_of_experience: members.years_of_experience,
      specialties: members.specialties,
      linkedin_url: members.linkedin_url,
      twitter_url: members.twitter_url,
      github_url: members.github_url,
      website_url: members.website_url,
    })
    .from(members)
    .where(eq(members.is_active, true))
    .orderBy(asc(members.order_index), desc(members.created_at), asc(members.id));
  return rows.map((r) => ({ ...r, specialties: toStringList(r.specialties) }));
}
