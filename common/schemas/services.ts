import { z } from "zod";
import { PROJECT_CATEGORIES, SERVICE_ICONS } from "../options";
import { ACCENT_COLORS, ACCENT_GRADIENTS, ACCENT_TEXT, isAccentPair } from "../service-accents";
import { SLUG_MESSAGES, SLUG_PATTERN } from "../slug";
import { keys, OptionalUrlSchema, optionalText, storedRow, stringList, titledTextList } from "./fields";

/**
 * Services (spec 2 §3, §5, §6, §8): the schemas of the API's writes, shared with the add/edit
 * dialog, and of what the API and the public pages answer. `link` is not an input: the server
 * always sets it to /services/{slug}.
 */

// In a zod-free module: the public service page shows one of them without loading zod.
import { SERVICE_TEXT } from "../service-text";

export { SERVICE_TEXT };

/** The lengths of a service page's fields; SEO lengths are advice (counted in the dialog), not limits. */
export const SERVICE_LIMITS = {
  headline: 300,
  intro: 20_000,
  items: 20,
  itemTitle: 120,
  itemText: 1000,
  deliverable: 300,
  /** What search engines show of a title and a description. */
  seoTitle: 60,
  seoDescription: 160,
} as const;

// Kept in a zod-free module so the public menu can build links without loading zod.
export { serviceLink } from "../public-routes";

const SlugSchema = z
  .string()
  .trim()
  .max(200, "Use at most 200 characters")
  .regex(SLUG_PATTERN, SLUG_MESSAGES.invalid);

const ServiceShape = z.object({
  title: z.string().trim().min(1, SERVICE_TEXT.titleRequired).max(200, "Use at most 200 characters"),
  slug: SlugSchema,
  description: z
    .string()
    .trim()
    .min(1, SERVICE_TEXT.descriptionRequired)
    .max(5000, "Use at most 5000 characters"),
  icon: z.enum(SERVICE_ICONS, { error: `Choose one of: ${SERVICE_ICONS.join(", ")}` }).nullable(),
  color: z.enum(ACCENT_COLORS, { error: ACCENT_TEXT.invalid }).nullable(),
  gradient: z.enum(ACCENT_GRADIENTS, { error: ACCENT_TEXT.invalid }).nullable(),
  image: OptionalUrlSchema,
  featured: z.boolean(),
  order_index: z
    .number({ error: SERVICE_TEXT.order })
    .int(SERVICE_TEXT.order)
    .min(0, SERVICE_TEXT.order)
    .max(1_000_000, SERVICE_TEXT.order),
  headline: optionalText(SERVICE_LIMITS.headline),
  intro: optionalText(SERVICE_LIMITS.intro),
  included: titledTextList(SERVICE_LIMITS.items, SERVICE_LIMITS.itemTitle, SERVICE_LIMITS.itemText),
  process: titledTextList(SERVICE_LIMITS.items, SERVICE_LIMITS.itemTitle, SERVICE_LIMITS.itemText),
  deliverables: stringList(SERVICE_LIMITS.items, SERVICE_LIMITS.deliverable),
  audience: titledTextList(SERVICE_LIMITS.items, SERVICE_LIMITS.itemTitle, SERVICE_LIMITS.itemText),
  project_categories: z
    .array(z.enum(PROJECT_CATEGORIES, { error: SERVICE_TEXT.category }))
    .transform((items) => [...new Set(items)]),
  // Stored up to 200 characters; the dialog counts against the recommended lengths.
  seo_title: optionalText(200),
  seo_description: optionalText(500),
  hidden: z.boolean(),
});

/** color and gradient are one accent: sent together, both null or both from the same accent. */
function checkAccent(v: { color?: string | null; gradient?: string | null }, ctx: z.RefinementCtx): void {
  if (v.color === undefined && v.gradient === undefined) return;
  if (v.color === undefined || v.gradient === undefined || !isAccentPair(v.color, v.gradient)) {
    ctx.addIssue({ code: "custom", path: ["color"], message: ACCENT_TEXT.invalid });
  }
}

/**
 * POST /admin/services: title and description required. Without a slug the server derives a free
 * one from the title (-1, -2… suffixes); without an order_index the service goes last.
 */
export const ServiceCreateSchema = ServiceShape.partial()
  .required({ title: true, description: true })
  .superRefine(checkAccent);
export type ServiceCreate = z.output<typeof ServiceCreateSchema>;

/** PATCH /admin/services/{id}: any subset; a new slug moves the link with it. */
export const ServiceUpdateSchema = ServiceShape.partial().superRefine(checkAccent);
export type ServiceUpdate = z.output<typeof ServiceUpdateSchema>;

/** GET /admin/services/slug-suggestion: the title to derive from, and the service being edited. */
export const SlugSuggestionQuerySchema = z.object({
  title: z.string().trim().max(200).default(""),
  exclude: z.uuid("Invalid id").optional(),
});

/** The answer of GET /admin/services/slug-suggestion. */
export const SlugSuggestionSchema = z.object({ slug: z.string() }).meta({ id: "SlugSuggestion" });

const TitledTextSchema = z.object({ title: z.string(), text: z.string() }).meta({ id: "TitledText" });

/** A service as the API answers it. */
export const ServiceSchema = storedRow({
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  link: z.string().nullable().meta({ description: "Always /services/{slug}, set by the server" }),
  color: z.string().nullable().meta({ description: "The accent's text class (common/service-accents.ts)" }),
  gradient: z.string().nullable().meta({ description: "The accent's gradient classes" }),
  icon: z.string().nullable(),
  image: z.string().nullable(),
  featured: z.boolean().meta({ description: "Featured services are shown on the home page" }),
  order_index: z.number().int(),
  headline: z.string().nullable().meta({ description: "One line under the title on its page" }),
  intro: z.string().nullable().meta({ description: "Markdown: the page's opening paragraphs" }),
  included: z.array(TitledTextSchema).meta({ description: "What's included, in order" }),
  process: z
    .array(TitledTextSchema)
    .meta({ description: "How we work, in order (empty: a generic process)" }),
  deliverables: z.array(z.string()),
  audience: z.array(TitledTextSchema).meta({ description: "Who it's for, in order" }),
  project_categories: z.array(z.string()).meta({ description: "Related work: projects of these categories" }),
  seo_title: z
    .string()
    .nullable()
    .meta({ description: "The page's title for search engines (else the title)" }),
  seo_description: z
    .string()
    .nullable()
    .meta({ description: "The page's meta description (else the description)" }),
  hidden: z
    .boolean()
    .meta({ description: "Out of the menu, footer and lists; its page answers 404 to visitors" }),
}).meta({ id: "Service" });
export type Service = z.infer<typeof ServiceSchema>;

/** A service card as public pages show it (the /services list, the home page's featured): only what the card reads. */
export const PublicServiceSchema = ServiceSchema.pick(
  keys("id", "title", "slug", "description", "icon", "color", "gradient"),
).meta({ id: "PublicService" });
export type PublicService = z.infer<typeof PublicServiceSchema>;

/** A visible service as the public layout's menu and footer list it: a link's label and address. */
export const NavServiceSchema = ServiceSchema.pick(keys("title", "slug")).meta({
  id: "NavService",
});
export type NavService = z.infer<typeof NavServiceSchema>;

/** A service's own page (/services/{slug}): the card's fields and the whole page. */
export const PublicServicePageSchema = ServiceSchema.pick(
  keys(
    "id",
    "title",
    "slug",
    "description",
    "icon",
    "color",
    "gradient",
    "image",
    "featured",
    "headline",
    "intro",
    "included",
    "process",
    "deliverables",
    "audience",
    "project_categories",
    "seo_title",
    "seo_description",
    "hidden",
  ),
).meta({ id: "PublicServicePage" });
export type PublicServicePage = z.infer<typeof PublicServicePageSchema>;

/** POST /admin/services/preview: the introduction's Markdown, rendered as the service page does. */
export const ServicePreviewSchema = z.object({
  intro: z.string().max(SERVICE_LIMITS.intro, `Use at most ${SERVICE_LIMITS.intro} characters`),
});
