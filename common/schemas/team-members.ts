import { z } from "zod";
import { DEPARTMENTS } from "../options";
import { keys, OptionalUrlSchema, optionalText, storedRow, stringList } from "./fields";

/**
 * The back office's Team Members manager (spec 2 §2, §3, §5, §8): the schemas of its writes,
 * shared by `/api/v1/admin/team-members` and the add/edit dialog, and its texts.
 */

export const TEAM_MEMBER_STATUSES = ["active", "inactive", "featured"] as const;
export type TeamMemberStatus = (typeof TEAM_MEMBER_STATUSES)[number];

export const TEAM_LIMITS = {
  name: 200,
  role: 200,
  bio: 5000,
  adminNotes: 5000,
  phone: 50,
  location: 200,
  imageAlt: 300,
  listItems: 30,
  years: 100,
  orderIndex: 100_000,
} as const;

/** Spec 2 §2, §5, §8, word for word where the spec gives them. */
export const TEAM_TEXT = {
  required: "Name and role are required",
  emailInvalid: "Please enter a valid email",
  departmentInvalid: "Choose one of the departments",
  yearsInvalid: "Years of experience must be a whole number of 0 or more",
  orderInvalid: "Display order must be a whole number of 0 or more",
  joinDateInvalid: "Enter the join date as a date (YYYY-MM-DD)",
  nothingToUpdate: "Send at least one field to change",
  emptyFiltered: "No team members match your filters.",
  empty: "No team members found. Create your first team member to get started!",
  deleteConfirm: (name: string) => `Are you sure you want to delete ${name}?`,
  addTitle: "Add New Team Member",
  editTitle: "Edit Team Member",
  errorTitle: "Error",
  success: {
    create: "Team member created successfully",
    update: "Team member updated successfully",
    delete: "Team member deleted successfully",
    activate: "Team member activated successfully",
    deactivate: "Team member deactivated successfully",
    feature: "Team member featured successfully",
    unfeature: "Team member unfeatured successfully",
  },
  failure: {
    load: "Failed to fetch team members",
    stats: "Failed to fetch team member statistics",
    create: "Failed to create team member",
    update: "Failed to update team member",
    delete: "Failed to delete team member",
    status: "Failed to update team member status",
    featured: "Failed to update team member featured status",
  },
} as const;

const required = (max: number) =>
  z.string({ error: TEAM_TEXT.required }).trim().min(1, TEAM_TEXT.required).max(max);

/** A whole number of 0 or more (the form turns anything non-numeric into 0 before this). */
const count = (max: number, message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(max);

const EmailSchema = z
  .string()
  .trim()
  .max(320)
  .nullable()
  .transform((v) => v || null)
  .pipe(z.email(TEAM_TEXT.emailInvalid).nullable());

/** One of spec 2 §5's departments; blank means none. */
const DepartmentSchema = z
  .string({ error: TEAM_TEXT.departmentInvalid })
  .trim()
  .nullable()
  .transform((v) => v || null)
  .pipe(z.enum(DEPARTMENTS, { error: TEAM_TEXT.departmentInvalid }).nullable());

/** A calendar date, YYYY-MM-DD (what <input type="date"> gives); blank means none. */
const JoinDateSchema = z
  .string()
  .trim()
  .nullable()
  .transform((v) => v || null)
  .pipe(z.iso.date(TEAM_TEXT.joinDateInvalid).nullable());

const TeamMemberShape = z.object({
  name: required(TEAM_LIMITS.name),
  role: required(TEAM_LIMITS.role),
  bio: optionalText(TEAM_LIMITS.bio).optional(),
  email: EmailSchema.optional(),
  phone: optionalText(TEAM_LIMITS.phone).optional(),
  department: DepartmentSchema.optional(),
  years_of_experience: count(TEAM_LIMITS.years, TEAM_TEXT.yearsInvalid).optional(),
  specialties: stringList(TEAM_LIMITS.listItems).optional(),
  languages: stringList(TEAM_LIMITS.listItems).optional(),
  image_url: OptionalUrlSchema.optional(),
  image_alt: optionalText(TEAM_LIMITS.imageAlt).optional(),
  linkedin_url: OptionalUrlSchema.optional(),
  twitter_url: OptionalUrlSchema.optional(),
  github_url: OptionalUrlSchema.optional(),
  website_url: OptionalUrlSchema.optional(),
  join_date: JoinDateSchema.optional(),
  location: optionalText(TEAM_LIMITS.location).optional(),
  admin_notes: optionalText(TEAM_LIMITS.adminNotes).optional(),
  is_active: z.boolean().optional(),
  is_featured: z.boolean().optional(),
  order_index: count(TEAM_LIMITS.orderIndex, TEAM_TEXT.orderInvalid).optional(),
  // Spec 2 §3: carried but without an input in the form. The API takes them (imports, scripts);
  // the dialog never sends them, so an edit leaves them as they are.
  achievements: stringList(TEAM_LIMITS.listItems).optional(),
  certifications: stringList(TEAM_LIMITS.listItems).optional(),
  instagram_url: OptionalUrlSchema.optional(),
  additional_info: z.record(z.string(), z.unknown()).nullable().optional(),
});

/** POST /admin/team-members: name and role required; the rest optional (column defaults apply). */
export const TeamMemberCreateSchema = TeamMemberShape;
export type TeamMemberCreate = z.output<typeof TeamMemberCreateSchema>;

/** PATCH /admin/team-members/{id}: any subset (the row's toggles send is_active or is_featured). */
export const TeamMemberUpdateSchema = TeamMemberShape.partial().refine(
  (patch) => Object.values(patch).some((v) => v !== undefined),
  TEAM_TEXT.nothingToUpdate,
);
export type TeamMemberUpdate = z.output<typeof TeamMemberUpdateSchema>;

const text = z.string().nullable();
const list = z.array(z.string());

/** A team member as the back office receives it: every column, dates as ISO text. */
export const TeamMemberSchema = storedRow({
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
  is_active: z.boolean().meta({ description: "Active members are shown on /about" }),
  is_featured: z.boolean(),
  order_index: z.number().int(),
  join_date: text.meta({ description: "A calendar date, YYYY-MM-DD" }),
  location: text,
  languages: list,
  certifications: list,
  admin_notes: text.meta({ description: "Internal; never shown on the website" }),
  additional_info: z.record(z.string(), z.unknown()).nullable(),
  user_id: text.meta({ description: "The admin who created the member" }),
}).meta({ id: "TeamMember" });
export type TeamMember = z.infer<typeof TeamMemberSchema>;

/** Spec 2 §3 team stats; this_month is the last 30 days, this_week the last 7 (§9). */
export const TeamMemberStatsSchema = z
  .object({
    total: z.number().int(),
    active: z.number().int(),
    featured: z.number().int(),
    departments: z
      .record(z.string(), z.number().int())
      .meta({ description: "Members per department, for the departments present" }),
    this_month: z.number().int(),
    this_week: z.number().int(),
  })
  .meta({ id: "TeamMemberStats" });
export type TeamMemberStats = z.infer<typeof TeamMemberStatsSchema>;

/** A member as /about shows it: no contact details, notes or flags. */
export const PublicTeamMemberSchema = TeamMemberSchema.pick({
  ...keys("id", "name", "role", "bio", "department", "image_url", "image_alt", "location"),
  ...keys("years_of_experience", "specialties"),
  ...keys("linkedin_url", "twitter_url", "github_url", "website_url"),
}).meta({ id: "PublicTeamMember" });
export type PublicTeamMember = z.infer<typeof PublicTeamMemberSchema>;
