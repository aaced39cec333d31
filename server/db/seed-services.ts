import { PROJECT_CATEGORIES, SERVICE_ICONS } from "@common/options";
import { SERVICE_ACCENTS } from "@common/service-accents";
import { z } from "zod";
import type { services } from "./schema";
import pages from "./seed-services.json" with { type: "json" };

/**
 * The twelve service pages of spec 1 §2.1 (issue 16): seeded as services rows carrying their whole
 * page, edited afterwards in the back office's Services manager. Written in the agency's voice
 * ("we"), without the company name, which the pages take from the site settings. Plain data only;
 * keys of the rows are snake_case to match the database columns. The artwork seed sets `image` by
 * slug afterwards, so the slugs stay those of spec 1.
 */

export type SeedService = typeof services.$inferInsert & {
  title: string;
  slug: string;
  color: string;
  gradient: string;
};

/**
 * One service page's content; the pages themselves are plain text, so they live in
 * seed-services.json (keyed by slug, in display order) and are checked here on load.
 */
const TitledTextSchema = z.object({ title: z.string(), text: z.string() });

const ServicePageSchema = z.object({
  title: z.string(),
  /** Icon name (common/options.ts SERVICE_ICONS). */
  icon: z.enum(SERVICE_ICONS),
  /** One line under the title. */
  headline: z.string(),
  /** The card's text and the page's meta description (≤ 160 characters). */
  metaDescription: z.string(),
  /** Paragraphs, joined as Markdown. */
  intro: z.array(z.string()),
  included: z.array(TitledTextSchema),
  process: z.array(TitledTextSchema),
  deliverables: z.array(z.string()),
  audience: z.array(TitledTextSchema),
  /** Project categories whose published projects are shown as related work. */
  projectCategories: z.array(z.enum(PROJECT_CATEGORIES)),
});

const PAGES = z.record(z.string(), ServicePageSchema).parse(pages);

type SeedAccent = (typeof SERVICE_ACCENTS)[number]["key"];

/** Each page's named accent (common/service-accents.ts) and whether the home page features it. */
const LOOK: Record<string, { accent: SeedAccent; featured: boolean }> = {
  "web-development": { accent: "cyan", featured: true },
  seo: { accent: "green", featured: false },
  "digital-marketing": { accent: "pink", featured: false },
  "brand-design": { accent: "purple", featured: false },
  "cloud-services": { accent: "blue", featured: false },
  "app-development": { accent: "orange", featured: false },
  "agriculture-tech": { accent: "green", featured: true },
  "school-management": { accent: "blue", featured: true },
  "business-solutions": { accent: "purple", featured: true },
  "student-programs": { accent: "orange", featured: false },
  "technical-services": { accent: "slate", featured: false },
  "digital-transformation": { accent: "cyan", featured: false },
};

export const defaultServices: SeedService[] = Object.entries(PAGES).map(([slug, page], i) => {
  const look = LOOK[slug] ?? { accent: "slate", featured: false };
  const accent = SERVICE_ACCENTS.find((a) => a.key === look.accent)!;
  return {
    title: page.title,
    slug,
    description: page.metaDescription,
    link: `/services/${slug}`,
    color: accent.color,
    gradient: accent.gradient,
    icon: page.icon,
    image: null,
    featured: look.featured,
    order_index: i + 1,
    headline: page.headline,
    intro: page.intro.join("\n\n"),
    included: page.included,
    process: page.process,
    deliverables: page.deliverables,
    audience: page.audience,
    project_categories: page.projectCategories,
    seo_title: null,
    seo_description: page.metaDescription,
    hidden: false,
  };
});
