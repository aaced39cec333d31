import { z } from "zod";
import { PROJECT_BUDGETS, PROJECT_CATEGORIES, PROJECT_STATUSES } from "../options";
import { SLUG_MESSAGES, SLUG_PATTERN } from "../slug";
import { isSafeUrl } from "../urls";
import { keys, OptionalUrlSchema, optionalText, storedRow, stringList } from "./fields";

/**
 * Portfolio projects (spec 2 §3, §5, §9): the schemas of the API's writes, shared with the add/edit
 * dialog, and of what the API and the public pages answer.
 */

export const PROJECT_YEARS = { min: 2000, max: 2030 } as const;

export const PROJECT_TEXT = {
  titleRequired: "Project title is required",
  slugRequired: "Project slug is required",
  categoryRequired: "Project category is required",
  descriptionRequired: "Project description is required",
  year: `Year must be between ${PROJECT_YEARS.min} and ${PROJECT_YEARS.max}`,
  teamSize: "Team size must be at least 1",
  order: "Order must be 0 or more",
  galleryUrl: "Gallery images must be web addresses starting with https:// or /",
} as const;

/** Spec 2 §5: the year field defaults to the current year (kept inside the allowed range). */
export function defaultProjectYear(now = new Date()): number {
  return Math.min(PROJECT_YEARS.max, Math.max(PROJECT_YEARS.min, now.getFullYear()));
}

const whole = (message: string) => z.number({ error: message }).int(message);

/** Gallery addresses: a list without blanks or repeats, each an http(s) URL or a /path. */
const GalleryImagesSchema = stringList(20, 2000).pipe(
  z.array(z.string().refine((url) => isSafeUrl(url), PROJECT_TEXT.galleryUrl)),
);

const ProjectShape = z.object({
  title: z.string().trim().min(1, PROJECT_TEXT.titleRequired).max(200, "Use at most 200 characters"),
  slug: z
    .string()
    .trim()
    .min(1, PROJECT_TEXT.slugRequired)
    .max(200, "Use at most 200 characters")
    .regex(SLUG_PATTERN, SLUG_MESSAGES.invalid),
  category: z.enum(PROJECT_CATEGORIES, { error: PROJECT_TEXT.categoryRequired }),
  description: z
    .string()
    .trim()
    .min(1, PROJECT_TEXT.descriptionRequired)
    .max(5000, "Use at most 5000 characters"),
  image: OptionalUrlSchema,
  technologies: stringList(30, 100),
  gallery_images: GalleryImagesSchema,
  client_name: optionalText(200),
  testimonial_text: optionalText(2000),
  results: optionalText(2000),
  project_link: OptionalUrlSchema,
  project_duration: optionalText(100),
  budget_range: z.enum(PROJECT_BUDGETS, { error: "Choose one of the budget ranges" }).nullable(),
  year: whole(PROJECT_TEXT.year)
    .min(PROJECT_YEARS.min, PROJECT_TEXT.year)
    .max(PROJECT_YEARS.max, PROJECT_TEXT.year)
    .nullable(),
  team_size: whole(PROJECT_TEXT.teamSize).min(1, PROJECT_TEXT.teamSize).nullable(),
  order_index: whole(PROJECT_TEXT.order).min(0, PROJECT_TEXT.order).max(1_000_000, PROJECT_TEXT.order),
  status: z.enum(PROJECT_STATUSES, { error: "Choose draft, published or archived" }),
  featured: z.boolean(),
});

/** POST /admin/projects: title, slug, category and description required; the rest has defaults. */
export const ProjectCreateSchema = ProjectShape.partial().required({
  title: true,
  slug: true,
  category: true,
  description: true,
});
export type ProjectCreate = z.output<typeof ProjectCreateSchema>;

/** PATCH /admin/projects/{id}: any subset. */
export const ProjectUpdateSchema = ProjectShape.partial();
export type ProjectUpdate = z.output<typeof ProjectUpdateSchema>;

/** GET /admin/projects filters (with the shared list query). */
export const ProjectFiltersSchema = z.object({
  status: z.enum(PROJECT_STATUSES).optional(),
  category: z.enum(PROJECT_CATEGORIES).optional(),
});

/** A project as the API answers it (every status, every field). */
export const ProjectSchema = storedRow({
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  category: z.string(),
  image: z.string().nullable(),
  technologies: z.array(z.string()),
  client_name: z.string().nullable(),
  testimonial_text: z.string().nullable(),
  featured: z.boolean().meta({ description: "Featured projects are shown on the home page" }),
  order_index: z.number().int(),
  year: z.number().int().nullable(),
  results: z.string().nullable(),
  project_link: z.string().nullable(),
  status: z.enum(PROJECT_STATUSES).meta({ description: "Only published projects are shown on the site" }),
  gallery_images: z.array(z.string()),
  project_duration: z.string().nullable(),
  budget_range: z.string().nullable(),
  team_size: z.number().int().nullable(),
  user_id: z.string().nullable().meta({ description: "The admin who created it" }),
}).meta({ id: "Project" });
export type Project = z.infer<typeof ProjectSchema>;

/** A published project as a card shows it (Our Work, the home page, a service page's related work). */
export const PublicProjectSchema = ProjectSchema.pick(
  keys("id", "title", "slug", "category", "image", "technologies", "client_name", "year"),
).meta({ id: "PublicProject" });
export type PublicProject = z.infer<typeof PublicProjectSchema>;

/** A published project with its stated results (case studies, while there are no success stories). */
export const PublicProjectOutcomeSchema = PublicProjectSchema.extend(
  ProjectSchema.pick(keys("results")).shape,
).meta({ id: "PublicProjectOutcome" });
export type PublicProjectOutcome = z.infer<typeof PublicProjectOutcomeSchema>;

/** A published project's own page: no budget, owner, status or order (internal). */
export const PublicProjectDetailSchema = PublicProjectSchema.extend(
  ProjectSchema.pick({
    ...keys("description", "results", "testimonial_text", "project_link"),
    ...keys("gallery_images", "project_duration", "team_size"),
  }).shape,
).meta({ id: "PublicProjectDetail" });
export type PublicProjectDetail = z.infer<typeof PublicProjectDetailSchema>;
