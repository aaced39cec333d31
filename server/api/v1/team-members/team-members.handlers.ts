import { serveContentRoutes } from "@server/api/content-routes";
import { createRouter } from "@server/api/openapi";
import * as service from "@server/services/team-members";
import { teamMemberStatsRoute, teamMembersRoutes } from "./team-members.routes";

/** The back office's Team Members section (spec 2 §2–§8). */
export const teamMembersRouter = createRouter();

// Before /{id}, so "stats" is not taken for an id.
teamMembersRouter.openapi(teamMemberStatsRoute, async (c) => {
  return c.json(await service.teamMemberStats(c.var.deps.db), 200);
});

serveContentRoutes(teamMembersRouter, teamMembersRoutes, {
  list: service.listTeamMembers,
  create: service.createTeamMember,
  get: service.getTeamMember,
  update: service.updateTeamMember,
  remove: service.deleteTeamMember,
});
