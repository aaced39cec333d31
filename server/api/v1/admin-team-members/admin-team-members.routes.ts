import { ListQuerySchema } from "@common/pagination";
import {
  TEAM_MEMBER_STATUSES,
  TeamMemberCreateSchema,
  TeamMemberUpdateSchema,
} from "@common/schemas/team-members";
import { createRoute, z } from "@hono/zod-openapi";
import { contentRoutes, jsonContent } from "@server/api/content-routes";
import { ADMIN_SECURITY, errorResponses } from "@server/api/openapi";
import { requirePermission } from "@server/auth/guards";

const tags = ["Team members"];
const RESOURCE = "team_members";
const BASE = "/admin/team-members";

const text = z.string().nullable();
const list = z.array(z.string());

export const AdminTeamMemberSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    role: z.string(),
    bio: text,
    email: text,
    phone: text,
    department: text,
    years_of_experience: z.number().int(),
    specialties: list,
    achievements: list,
    image_url: text,
    image_alt: text,
    linkedin_url: text,
    twitter_url: text,
    github_url: text,
    website_url: text,
    instagram_url: text,
    is_active: z.boolean(),
    is_featured: z.boolean(),
    order_index: z.number().int(),
    join_date: text.openapi({ example: "2024-03-01" }),
    location: text,
    languages: list,
    certifications: list,
    admin_notes: text.openapi({ description: "Internal; never shown on the website" }),
    additional_info: z.record(z.string(), z.unknown()).nullable(),
    user_id: text.openapi({ description: "The admin who created the member" }),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi("AdminTeamMember");

const TeamMemberStatsSchema = z
  .object({
    total: z.number().int(),
    active: z.number().int(),
    featured: z.number().int(),
    departments: z.record(z.string(), z.number().int()).openapi({ example: { Engineering: 4, Design: 1 } }),
    this_month: z.number().int(),
    this_week: z.number().int(),
  })
  .openapi("TeamMemberStats");

const FiltersSchema = z.object({
  status: z.enum(TEAM_MEMBER_STATUSES, { error: "Choose active, inactive or featured" }).optional(),
  department: z.string().trim().max(100).optional(),
});

export const teamMemberStatsRoute = createRoute({
  method: "get",
  path: `${BASE}/stats`,
  tags,
  summary: "Totals, members per department, and members added in the last 30 and 7 days",
  security: ADMIN_SECURITY,
  middleware: [requirePermission(RESOURCE, "read")] as const,
  responses: {
    200: jsonContent(TeamMemberStatsSchema, "The stats"),
    ...errorResponses(401, 403),
  },
});

/** List, create, read, update and delete. */
export const teamMembersRoutes = contentRoutes({
  base: "/admin/team-members",
  resource: "team_members",
  tags: ["Team members"],
  item: AdminTeamMemberSchema,
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
