import { createRouter } from "@server/api/openapi";
import { actorOf } from "@server/auth/guards";
import {
  createTeamMember,
  deleteTeamMember,
  getTeamMember,
  listTeamMembersAdmin,
  type TeamMemberRow,
  teamMemberStats,
  updateTeamMember,
} from "@server/services/admin-team-members";
import { toStringList } from "@server/services/public-content";
import { teamMemberStatsRoute, teamMembersRoutes } from "./admin-team-members.routes";

/** The back office's Team Members section (spec 2 §2–§8). */
export const adminTeamMembersRouter = createRouter();

/** Lists always as arrays (imported rows may hold them as JSON text, spec 2 §3); dates as ISO text. */
const serialise = (row: TeamMemberRow) => ({
  ...row,
  specialties: toStringList(row.specialties),
  achievements: toStringList(row.achievements),
  languages: toStringList(row.languages),
  certifications: toStringList(row.certifications),
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

adminTeamMembersRouter.openapi(teamMembersRoutes.list, async (c) => {
  const page = await listTeamMembersAdmin(c.var.deps.db, c.req.valid("query"));
  return c.json({ ...page, items: page.items.map(serialise) }, 200);
});

// Before /{id}, so "stats" is not taken for an id.
adminTeamMembersRouter.openapi(teamMemberStatsRoute, async (c) => {
  return c.json(await teamMemberStats(c.var.deps.db), 200);
});

adminTeamMembersRouter.openapi(teamMembersRoutes.create, async (c) => {
  const row = await createTeamMember(c.var.deps.db, actorOf(c), c.req.valid("json"));
  return c.json(serialise(row), 201);
});

adminTeamMembersRouter.openapi(teamMembersRoutes.get, async (c) => {
  return c.json(serialise(await getTeamMember(c.var.deps.db, c.req.valid("param").id)), 200);
});

adminTeamMembersRouter.openapi(teamMembersRoutes.update, async (c) => {
  const { id } = c.req.valid("param");
  const row = await updateTeamMember(c.var.deps.db, actorOf(c), id, c.req.valid("json"));
  return c.json(serialise(row), 200);
});

adminTeamMembersRouter.openapi(teamMembersRoutes.delete, async (c) => {
  await deleteTeamMember(c.var.deps.db, actorOf(c), c.req.valid("param").id);
  return c.body(null, 204);
});
