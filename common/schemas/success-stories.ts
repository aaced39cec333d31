import { z } from "zod";
import { STORY_CATEGORIES, STORY_CATEGORY_LABELS, storyCategoryLabel } from "../options";

export { STORY_CATEGORY_LABELS, storyCategoryLabel };

import { keys, OptionalUrlSchema, optionalText, storedRow, stringList } from "./fields";

/**
 * Success stories (spec 2 §3, §5): the schemas of the back office's writes, shared by
 * /api/v1/admin/success-stories and the Add / Edit Success Story dialog, and of the answers: the
 * back office's story and stats, and the public pages' story.
 */

export type StoryCategory = (typeof STORY_CATEGORIES)[number];

export const STORY_LIMITS = {
  title: 200,
  clientName: 200,
  clientRole: 200,
  clientCompany: 200,
  content: 10_000,
  results: 2_000,
  duration: 100,
  technologies: 30,
  technology: 100,
  /** JSON text of metrics, so one story cannot carry an unbounded document. */
  metrics: 10_000,
  /** Ids one reorder request may carry. */
  order: 1_000,
} as const;

export const STORY_TEXT = {
  titleRequired: "Title is required",
  clientNameRequired: "Client name is required",
  storyRequired: "Story is required",
  category: "Choose one of the categories",
  metrics: "Metrics must be a JSON object",
  metricsTooLarge: `Metrics must be at most ${STORY_LIMITS.metrics} characters of JSON`,
} as const;

/** Spec 2 §5: technologies are typed comma-separated; items trimmed, empties dropped. */
export function parseTechnologies(text: string): string[] {
  return text
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

const required = (max: number, message: string, what: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, `${what} must be at most ${max} characters`);

/** A plain JSON object (not an array); the form does not edit it, so an edit leaves it as it is. */
const MetricsSchema = z
  .record(z.string(), z.unknown(), { error: STORY_TEXT.metrics })
  .refine((m) => !Array.isArray(m), STORY_TEXT.metrics)
  .refine((m) => JSON.stringify(m).length <= STORY_LIMITS.metrics, STORY_TEXT.metricsTooLarge)
  .nullable();

const TechnologiesSchema = stringList(STORY_LIMITS.technologies, STORY_LIMITS.technology);

const StoryShape = z.object({
  title: required(STORY_LIMITS.title, STORY_TEXT.titleRequired, "Title"),
  client_name: required(STORY_LIMITS.clientName, STORY_TEXT.clientNameRequired, "Client name"),
  client_role: optionalText(STORY_LIMITS.clientRole).optional(),
  client_company: optionalText(STORY_LIMITS.clientCompany).optional(),
  story_content: required(STORY_LIMITS.content, STORY_TEXT.storyRequired, "Story"),
  results_achieved: optionalText(STORY_LIMITS.results).optional(),
  project_duration: optionalText(STORY_LIMITS.duration).optional(),
  client_image: OptionalUrlSchema.optional(),
  project_image: OptionalUrlSchema.optional(),
  technologies_used: TechnologiesSchema.optional(),
  metrics: MetricsSchema.optional(),
  category: z.enum(STORY_CATEGORIES, { error: STORY_TEXT.category }).optional(),
  is_featured: z.boolean().optional(),
  is_active: z.boolean().optional(),
});

/** POST /admin/success-stories. Left out: category "other", active, not featured. */
export const SuccessStoryCreateSchema = StoryShape;
export type SuccessStoryCreate = z.output<typeof SuccessStoryCreateSchema>;

/**
 * The Add / Edit dialog's form: the create schema, with the technologies typed comma-separated
 * (spec 2 §5) and read into its list; a problem with the list is reported on that one input.
 */
export const SuccessStoryFormSchema = SuccessStoryCreateSchema.extend({
  technologies_used: z.string().transform((text, ctx) => {
    const parsed = TechnologiesSchema.safeParse(parseTechnologies(text));
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", message: issue.message });
    return z.NEVER;
  }),
});

/** PATCH /admin/success-stories/{id}: any subset (also the enable/disable and feature toggles). */
export const SuccessStoryUpdateSchema = StoryShape.partial();
export type SuccessStoryUpdate = z.output<typeof SuccessStoryUpdateSchema>;

/** PUT /admin/success-stories/order: every story exactly once, in the new order. */
export const SuccessStoryOrderSchema = z.object({
  ids: z.array(z.uuid("Invalid id")).max(STORY_LIMITS.order),
});
export type SuccessStoryOrder = z.output<typeof SuccessStoryOrderSchema>;

/** A story as the back office receives it. */
export const SuccessStorySchema = storedRow({
  title: z.string(),
  client_name: z.string(),
  client_role: z.string().nullable(),
  client_company: z.string().nullable(),
  story_content: z.string(),
  results_achieved: z.string().nullable(),
  project_duration: z.string().nullable(),
  client_image: z.string().nullable(),
  project_image: z.string().nullable(),
  technologies_used: z.array(z.string()),
  metrics: z.record(z.string(), z.unknown()).nullable(),
  is_featured: z.boolean().meta({ description: "Featured active stories are shown on the contact page" }),
  is_active: z.boolean().meta({ description: "Active stories are shown on /case-studies" }),
  order_index: z.number().int(),
  category: z.enum(STORY_CATEGORIES),
}).meta({ id: "SuccessStory" });
export type SuccessStory = z.infer<typeof SuccessStorySchema>;

/** Spec 2 §3 story stats. */
export const SuccessStoryStatsSchema = z
  .object({
    total: z.number().int(),
    active: z.number().int(),
    featured: z.number().int(),
    categories: z
      .record(z.string(), z.number().int())
      .meta({ description: "Stories per category, for the categories in use" }),
  })
  .meta({ id: "SuccessStoryStats" });
export type SuccessStoryStats = z.infer<typeof SuccessStoryStatsSchema>;

/**
 * A story as the public pages show it (/case-studies, the featured ones on the contact page):
 * its metrics as label/value pairs, plain values only.
 */
export const PublicSuccessStorySchema = SuccessStorySchema.pick({
  ...keys("id", "title", "client_name", "client_role", "client_company"),
  ...keys("story_content", "results_achieved", "project_duration"),
  ...keys("client_image", "project_image", "technologies_used", "category"),
})
  .extend({ metrics: z.array(z.object({ label: z.string(), value: z.string() })) })
  .meta({ id: "PublicSuccessStory" });
export type PublicSuccessStory = z.infer<typeof PublicSuccessStorySchema>;
