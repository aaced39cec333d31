import {
  ABOUT_SECTION_TYPES,
  BLOG_STATUSES,
  COMMENT_STATUSES,
  PAGE_STATUSES,
  PROJECT_STATUSES,
  STORY_CATEGORIES,
} from "@common/options";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { belongsTo, createdAt, id, oneOf, timestamps } from "./columns";

/** A titled paragraph of a service page ("what's included", "process", "who it's for"). */
export type TitledText = { title: string; text: string };

const orderIndex = () => integer("order_index").notNull().default(0);

export const services = pgTable(
  "services",
  {
    id: id(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    description: text("description").notNull(),
    link: text("link"),
    color: text("color"),
    gradient: text("gradient"),
    icon: text("icon"),
    image: text("image"),
    featured: boolean("featured").notNull().default(false),
    order_index: orderIndex(),
    // The service's own page (issue 16): what /services/{slug} shows below the title.
    /** One line under the title. */
    headline: text("headline"),
    /** Markdown: the opening paragraphs. */
    intro: text("intro"),
    included: jsonb("included").$type<TitledText[]>().notNull().default([]),
    process: jsonb("process").$type<TitledText[]>().notNull().default([]),
    deliverables: jsonb("deliverables").$type<string[]>().notNull().default([]),
    /** "Who it's for". */
    audience: jsonb("audience").$type<TitledText[]>().notNull().default([]),
    /** Project categories whose published projects the page shows as related work. */
    project_categories: jsonb("project_categories").$type<string[]>().notNull().default([]),
    seo_title: text("seo_title"),
    seo_description: text("seo_description"),
    /** Hidden: out of the menu, the footer and the lists; its page answers 404 (staff see a preview). */
    hidden: boolean("hidden").notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    check("services_slug_check", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    index("services_order_idx").on(t.order_index),
  ],
);

export const projects = pgTable(
  "projects",
  {
    id: id(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    description: text("description").notNull().default(""),
    category: text("category").notNull().default("Other"),
    image: text("image"),
    technologies: jsonb("technologies").$type<string[]>().notNull().default([]),
    client_name: text("client_name"),
    testimonial_text: text("testimonial_text"),
    featured: boolean("featured").notNull().default(false),
    order_index: orderIndex(),
    year: integer("year"),
    results: text("results"),
    project_link: text("project_link"),
    status: text("status").$type<(typeof PROJECT_STATUSES)[number]>().notNull().default("published"),
    gallery_images: jsonb("gallery_images").$type<string[]>().notNull().default([]),
    project_duration: text("project_duration"),
    budget_range: text("budget_range"),
    team_size: integer("team_size"),
    user_id: uuid("user_id").references(() => user.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [
    check("projects_status_check", oneOf("status", PROJECT_STATUSES)),
    check("projects_year_check", sql`${t.year} IS NULL OR ${t.year} BETWEEN 2000 AND 2030`),
    check("projects_team_size_check", sql`${t.team_size} IS NULL OR ${t.team_size} >= 1`),
    index("projects_order_idx").on(t.order_index),
    index("projects_status_idx").on(t.status, t.category),
  ],
);

export const testimonials = pgTable(
  "testimonials",
  {
    id: id(),
    name: text("name").notNull(),
    role: text("role").notNull(),
    company: text("company"),
    avatar: text("avatar"),
    content: text("content").notNull(),
    rating: integer("rating").notNull().default(5),
    featured: boolean("featured").notNull().default(false),
    order_index: orderIndex(),
    ...timestamps(),
  },
  (t) => [check("testimonials_rating_check", sql`${t.rating} BETWEEN 1 AND 5`)],
);

export const aboutContent = pgTable(
  "about_content",
  {
    id: id(),
    // The check below keeps it one of these, so the row says so too.
    section_type: text("section_type").$type<(typeof ABOUT_SECTION_TYPES)[number]>().notNull(),
    title: text("title").notNull(),
    description: text("description"),
    year: text("year"),
    content_data: jsonb("content_data").$type<Record<string, unknown>>().notNull().default({}),
    order_index: orderIndex(),
    is_active: boolean("is_active").notNull().default(true),
    ...timestamps(),
  },
  () => [check("about_content_section_type_check", oneOf("section_type", ABOUT_SECTION_TYPES))],
);

export const successStories = pgTable(
  "success_stories",
  {
    id: id(),
    title: text("title").notNull(),
    client_name: text("client_name").notNull(),
    client_role: text("client_role"),
    client_company: text("client_company"),
    story_content: text("story_content").notNull(),
    results_achieved: text("results_achieved"),
    project_duration: text("project_duration"),
    client_image: text("client_image"),
    project_image: text("project_image"),
    technologies_used: jsonb("technologies_used").$type<string[]>().notNull().default([]),
    metrics: jsonb("metrics").$type<Record<string, unknown>>(),
    is_featured: boolean("is_featured").notNull().default(false),
    is_active: boolean("is_active").notNull().default(true),
    order_index: orderIndex(),
    category: text("category").$type<(typeof STORY_CATEGORIES)[number]>().notNull().default("other"),
    ...timestamps(),
  },
  () => [check("success_stories_category_check", oneOf("category", STORY_CATEGORIES))],
);

export const teamMembers = pgTable(
  "team_members",
  {
    id: id(),
    name: text("name").notNull(),
    role: text("role").notNull(),
    bio: text("bio"),
    email: text("email"),
    phone: text("phone"),
    department: text("department"),
    years_of_experience: integer("years_of_experience").notNull().default(0),
    specialties: jsonb("specialties").$type<string[]>().notNull().default([]),
    achievements: jsonb("achievements").$type<string[]>().notNull().default([]),
    image_url: text("image_url"),
    image_alt: text("image_alt"),
    linkedin_url: text("linkedin_url"),
    twitter_url: text("twitter_url"),
    github_url: text("github_url"),
    website_url: text("website_url"),
    instagram_url: text("instagram_url"),
    is_active: boolean("is_active").notNull().default(true),
    is_featured: boolean("is_featured").notNull().default(false),
    order_index: orderIndex(),
    join_date: date("join_date"),
    location: text("location"),
    languages: jsonb("languages").$type<string[]>().notNull().default([]),
    certifications: jsonb("certifications").$type<string[]>().notNull().default([]),
    admin_notes: text("admin_notes"),
    additional_info: jsonb("additional_info").$type<Record<string, unknown>>(),
    user_id: uuid("user_id").references(() => user.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [
    check("team_members_years_check", sql`${t.years_of_experience} >= 0`),
    index("team_members_order_idx").on(t.order_index, t.created_at),
  ],
);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: id(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    excerpt: text("excerpt"),
    /** Markdown; rendered to sanitised HTML on display. */
    content: text("content").notNull().default(""),
    cover_image: text("cover_image"),
    author: text("author"),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    status: text("status").notNull().default("draft"),
    published_at: timestamp("published_at", { withTimezone: true }),
    user_id: uuid("user_id").references(() => user.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [
    check("blog_posts_status_check", oneOf("status", BLOG_STATUSES)),
    index("blog_posts_published_idx").on(t.status, t.published_at),
  ],
);

export const comments = pgTable(
  "comments",
  {
    id: id(),
    post_id: belongsTo("post_id", () => blogPosts.id),
    author_name: text("author_name").notNull(),
    author_email: text("author_email"),
    content: text("content").notNull(),
    status: text("status").notNull().default("pending"),
    ...timestamps(),
  },
  (t) => [
    check("comments_status_check", oneOf("status", COMMENT_STATUSES)),
    index("comments_post_idx").on(t.post_id),
  ],
);

export const heroCarouselItems = pgTable("hero_carousel_items", {
  id: id(),
  title: text("title").notNull(),
  subtitle: text("subtitle"),
  description: text("description"),
  image_url: text("image_url"),
  image_alt: text("image_alt"),
  cta_text: text("cta_text"),
  cta_link: text("cta_link"),
  secondary_cta_text: text("secondary_cta_text"),
  secondary_cta_link: text("secondary_cta_link"),
  order_index: orderIndex(),
  is_active: boolean("is_active").notNull().default(true),
  ...timestamps(),
});

export const whatWeDo = pgTable("what_we_do", {
  id: id(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  icon: text("icon"),
  order_index: orderIndex(),
  is_active: boolean("is_active").notNull().default(true),
  ...timestamps(),
});

/**
 * The standing pages (issue 16): about, faq, industries, careers, support, privacy, terms,
 * cookies — one row each, seeded; staff edit them, they are not created or deleted. The body is
 * Markdown (rendered sanitised, like the blog); the FAQ's questions are `items`. The about page's
 * sections stay in about_content.
 */
export const pages = pgTable(
  "pages",
  {
    id: id(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    /** Markdown. */
    body: text("body").notNull().default(""),
    /** The FAQ's questions and answers (answers in Markdown), in order; empty for other pages. */
    items: jsonb("items").$type<{ question: string; answer: string }[]>().notNull().default([]),
    seo_title: text("seo_title"),
    seo_description: text("seo_description"),
    status: text("status").$type<(typeof PAGE_STATUSES)[number]>().notNull().default("published"),
    ...timestamps(),
  },
  (t) => [
    check("pages_slug_check", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check("pages_status_check", oneOf("status", PAGE_STATUSES)),
  ],
);

/**
 * Every save of a service, project, blog post, page, testimonial or hero slide keeps the row as it
 * was before (issue 16), so staff can see what changed and restore it.
 */
export const revisions = pgTable(
  "revisions",
  {
    id: id(),
    /** The resource's name (common/resources.ts), e.g. "blog-posts". */
    resource: text("resource").notNull(),
    entity_id: uuid("entity_id").notNull(),
    /** The whole row before the save, as stored. */
    row: jsonb("row").$type<Record<string, unknown>>().notNull(),
    actor_id: uuid("actor_id").references(() => user.id, { onDelete: "set null" }),
    actor_email: text("actor_email"),
    created_at: createdAt(),
  },
  (t) => [index("revisions_entity_idx").on(t.resource, t.entity_id, t.created_at)],
);

/**
 * Permanent (or temporary) redirects of public addresses: recorded when a published slug changes,
 * editable in the Pages manager. `from_path` is a site path without query ("/our-work/old-slug").
 */
export const redirects = pgTable(
  "redirects",
  {
    id: id(),
    from_path: text("from_path").notNull().unique(),
    to_path: text("to_path").notNull(),
    status_code: integer("status_code").notNull().default(301),
    ...timestamps(),
  },
  (t) => [
    check("redirects_from_check", sql`${t.from_path} ~ '^/'`),
    check("redirects_status_check", sql`${t.status_code} IN (301, 302, 307, 308)`),
  ],
);
