import { TeamMemberSchema, TeamMemberStatsSchema } from "@common/schemas/team-members";
import { adminResource } from "~/features/admin-kit";

/** `/api/v1/admin/team-members`, its queries, writes and stats. */
export const teamMembers = adminResource({
  name: "team-members",
  item: TeamMemberSchema,
  stats: TeamMemberStatsSchema,
  // Cards sit two or three to a row; 24 fills both evenly.
  pageSize: 24,
});
