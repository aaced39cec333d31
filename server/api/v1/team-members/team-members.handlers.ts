import { createRouter } from "@server/api/openapi";
import { actorOf } from "@server/auth/guards";
import { wire, wirePage } from "@server/lib/wire";
import {
  createTeamMember,
  deleteTeamMember,
  getTeamMember,
  listTeamMembers,
  teamMemberStats,
  updateTeamMember,
} from "@server/services/team-members";
import { teamMembersRoutes as routes, teamMemberStatsRoute } from "./team-members.routes";

/** The back office's Team Members section (spec 2 §2–§8). */
export const teamMembersRouter = createRouter();

teamMembersRouter.openapi(routes.list, async (c) => {
  return c.json(wirePage(await listTeamMembers(c.var.deps.db, c.req.valid("query"))), 200);
});

// Before /{id}, so "stats" is not taken for an id.
teamMembersRouter.openapi(teamMemberStatsRoute, async (c) => {
  return c.json(await teamMemberStats(c.var.deps.db), 200);
});

teamMembersRouter.openapi(routes.create, async (c) => {
  return c.json(wire(await createTeamMember(c.var.deps.db, actorOf(c), c.req.valid("json"))), 201);
});

teamMembersRouter.openapi(routes.get, async (c) => {
  return c.json(wire(await getTeamMember(c.var.deps.db, c.req.valid("param").id)), 200);
});

teamMembersRouter.openapi(routes.update, async (c) => {
  const { id } = c.req.valid("param");
  return c.json(wire(await updateTeamMember(c.var.deps.db, actorOf(c), id, c.req.valid("json"))), 200);
});

teamMembersRouter.openapi(routes.delete, async (c) => {
  await deleteTeamMember(c.var.deps.db, actorOf(c), c.req.valid("param").id);
  return c.body(null, 204);
});
