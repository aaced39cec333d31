import { ListQuerySchema } from "@common/pagination";
import {
  TEAM_MEMBER_STATUSES,
  TeamMemberCreateSchema,
  TeamMemberSchema,
  TeamMemberStatsSchema,
  TeamMemberUpdateSchema,
} from "@common/schemas/team-members";
import { z } from "@hono/zod-openapi";
import { contentRoutes, type RouteSection, statsRoute } from "@server/api/content-routes";

const section: RouteSection = {
  base: "/admin/team-members",
  resource: "team_members",
  tags: ["Team members"],
};

const FiltersSchema = z.object({
  status: z.enum(TEAM_MEMBER_STATUSES, { error: "Choose active, inactive or featured" }).optional(),
  department: z.string().trim().max(100).optional(),
});

export const teamMemberStatsRoute = statsRoute({
  ...section,
  stats: TeamMemberStatsSchema,
  summary: "Totals, members per department, and members added in the last 30 and 7 days",
});

/** List, create, read, update and delete. */
export const teamMembersRoutes = contentRoutes({
  ...section,
  item: TeamMemberSchema,
  create: TeamMemberCreateSchema,
  update: TeamMemberUpdateSchema,
  query: ListQuerySchema.extend(FiltersSchema.shape),
  summaries: {
    list: "Team members, active or not: searched, filtered and paged on the server",
    create: "Add a team member (recorded as created by the signed-in admin)",
    get: "One team member",
    update: "Change a team member; is_active activates/deactivates, is_featured features/unfeatures",
    delete: "Delete a team member",
  },
  descriptions: {
    list:
      "q searches name, role, bio, department and location. status=featured means is_featured. " +
      "Ordered by order_index, then newest first, unless sort says otherwise.",
  },
});
