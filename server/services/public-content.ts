import { and, asc, count, desc, eq, inArray, isNotNull, lte, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { blogPosts, heroCarouselItems, projects, services, whatWeDo } from "../db/schema";
import { markdownToPlainText, renderMarkdown } from "./markdown";
import { listFeaturedTestimonials } from "./testimonials";

/**
 * Read-only queries behind the public content pages (home, about, services, our work, blog,
 * case studies). Only what a visitor may see leaves here: draft and archived projects, drafts and
 * future blog posts, inactive rows and internal fields (admin notes, budgets, owners) never do.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Spec 2 §3: list columns "may arrive as a JSON string" (imported data); always give an array. */
export function toStringList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === "string" && v.trim() !== "");
  if (typeof value === "string") {
    const text = value.trim();
    if (!text) return [];
    if (text.startsWith("[")) {
      try {
        return toStringList(JSON.parse(text));
      } catch {
        // not JSON after all: fall through to a comma-separated list
      }
    }
    return text
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
  }
  return [];
}

// ---------------------------------------------------------------------------------------------
// Services
// ---------------------------------------------------------------------------------------------

const serviceColumns = {
  id: services.id,
  title: services.title,
  slug: services.slug,
  description: services.description,
  icon: services.icon,
  color: services.color,
  gradient: services.gradient,
  image: services.image,
  featured: services.featured,
};

export type PublicService = {
  id: string;
  title: string;
  slug: string;
  description: string;
  icon: string | null;
  /** The accent's class names (common/service-accents.ts). */
  color: string | null;
  gradient: string | null;
  image: string | null;
  featured: boolean;
};

/** Every service, in display order (the /services overview). */
export function listPublicServices(db: Database): Promise<PublicService[]> {
  return db.select(serviceColumns).from(services).orderBy(asc(services.order_index), asc(services.title));
}

/** The services flagged as featured, in display order (the home page). */
export function listFeaturedServices(db: Database): Promise<PublicService[]> {
  return db
    .select(serviceColumns)
    .from(services)
    .where(eq(services.featured, true))
    .orderBy(asc(services.order_index), asc(services.title));
}

export async function getServiceBySlug(db: Database, slug: string): Promise<PublicService | null> {
  const [row] = await db.select(serviceColumns).from(services).where(eq(services.slug, slug)).limit(1);
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------
// Projects
// ---------------------------------------------------------------------------------------------

const published = eq(projects.status, "published");

const projectCardColumns = {
  id: projects.id,
  title: projects.title,
  slug: projects.slug,
  description: projects.description,
  category: projects.category,
  image: projects.image,
  technologies: projects.technologies,
  client_name: projects.client_name,
  year: projects.year,
  results: projects.results,
  featured: projects.featured,
};

export type ProjectCard = {
  id: string;
  title: string;
  slug: string;
  description: string;
  category: string;
  image: string | null;
  technologies: string[];
  client_name: string | null;
  year: number | null;
  results: string | null;
  featured: boolean;
};

function toCard(row: ProjectCard): ProjectCard {
  return { ...row, technologies: toStringList(row.technologies) };
}

function projectQuery(db: Database, where: SQL | undefined, limit?: number) {
  const query = db
    .select(projectCardColumns)
    .from(projects)
    .where(where)
    .orderBy(asc(projects.order_index), desc(projects.created_at), asc(projects.id));
  return (limit ? query.limit(limit) : query).then((rows) => rows.map(toCard));
}

/** Published projects in display order, optionally of one category; and the categories present. */
export async function listPublishedProjects(
  db: Database,
  options: { category?: string | null } = {},
): Promise<{ projects: ProjectCard[]; categories: string[] }> {
  const category = options.category?.trim() || null;
  const [rows, categoryRows] = await Promise.all([
    projectQuery(db, category ? and(published, eq(projects.category, category)) : published),
    db
      .selectDistinct({ category: projects.category })
      .from(projects)
      .where(published)
      .orderBy(asc(projects.category)),
  ]);
  return { projects: rows, categories: categoryRows.map((r) => r.category) };
}

/** Published and featured projects for the home page (up to `limit`, three by default). */
export function listFeaturedProjects(db: Database, limit = 3): Promise<ProjectCard[]> {
  return projectQuery(db, and(published, eq(projects.featured, true)), limit);
}

/** Published projects in some categories (a service page's related work). */
export function listProjectsInCategories(
  db: Database,
  categories: string[],
  limit = 3,
): Promise<ProjectCard[]> {
  if (categories.length === 0) return Promise.resolve([]);
  return projectQuery(db, and(published, inArray(projects.category, categories)), limit);
}

/** Published projects with stated results, featured first (case studies' empty state). */
export function listProjectOutcomes(db: Database, limit = 3): Promise<ProjectCard[]> {
  return db
    .select(projectCardColumns)
    .from(projects)
    .where(and(published, isNotNull(projects.results), sql`btrim(${projects.results}) <> ''`))
    .orderBy(desc(projects.featured), asc(projects.order_index), desc(projects.created_at))
    .limit(limit)
    .then((rows) => rows.map(toCard));
}

export type ProjectDetail = ProjectCard & {
  testimonial_text: string | null;
  project_link: string | null;
  gallery_images: string[];
  project_duration: string | null;
  team_size: number | null;
  updated_at: Date;
};

/** One published project by slug; null for drafts, archived and unknown slugs. */
export async function getPublishedProject(db: Database, slug: string): Promise<ProjectDetail | null> {
  const [row] = await db
    .select({
      ...projectCardColumns,
      testimonial_text: projects.testimonial_text,
      project_link: projects.project_link,
      gallery_images: projects.gallery_images,
      project_duration: projects.project_duration,
      team_size: projects.team_size,
      updated_at: projects.updated_at,
    })
    .from(projects)
    .where(and(published, eq(projects.slug, slug)))
    .limit(1);
  if (!row) return null;
  return {
    ...row,
    technologies: toStringList(row.technologies),
    gallery_images: toStringList(row.gallery_images),
  };
}

// ---------------------------------------------------------------------------------------------
// Home page
// ---------------------------------------------------------------------------------------------

/** Active hero slides in order. */
export function listHeroSlides(db: Database) {
  return db
    .select({
      id: heroCarouselItems.id,
      title: heroCarouselItems.title,
      subtitle: heroCarouselItems.subtitle,
      description: heroCarouselItems.description,
      image_url: heroCarouselItems.image_url,
      cta_text: heroCarouselItems.cta_text,
      cta_link: heroCarouselItems.cta_link,
    })
    .from(heroCarouselItems)
    .where(eq(heroCarouselItems.is_active, true))
    .orderBy(asc(heroCarouselItems.order_index), asc(heroCarouselItems.created_at));
}

/** Active "what we do" entries in order. */
export function listWhatWeDo(db: Database) {
  return db
    .select({
      id: whatWeDo.id,
      title: whatWeDo.title,
      description: whatWeDo.description,
      icon: whatWeDo.icon,
    })
    .from(whatWeDo)
    .where(eq(whatWeDo.is_active, true))
    .orderBy(asc(whatWeDo.order_index), asc(whatWeDo.created_at));
}

/** Everything the home page shows, in one call. */
export async function getHomeContent(db: Database) {
  const [slides, whatWeDoItems, featuredServices, featuredProjects, featuredTestimonials] = await Promise.all(
    [
      listHeroSlides(db),
      listWhatWeDo(db),
      listFeaturedServices(db),
      listFeaturedProjects(db, 3),
      listFeaturedTestimonials(db),
    ],
  );
  return {
    slides,
    whatWeDo: whatWeDoItems,
    services: featuredServices,
    projects: featuredProjects,
    testimonials: featuredTestimonials,
  };
}

// ---------------------------------------------------------------------------------------------
// Blog
// ---------------------------------------------------------------------------------------------

export const BLOG_PAGE_SIZE = 9;

/** Published and due: status published and a publication date that has come. */
function visiblePost(now: Date) {
  return and(
    eq(blogPosts.status, "published"),
    isNotNull(blogPosts.published_at),
    lte(blogPosts.published_at, now),
  );
}

export type BlogPostSummary = {
  id: string;
  title: string;
  excerpt: string;
  cover_image: string | null;
  author: string | null;
  tags: string[];
  published_at: Date;
};

/** One page of visible posts, newest first. */
export async function listPublishedPosts(
  db: Database,
  options: { page?: number; pageSize?: number; now?: Date } = {},
): Promise<{ items: BlogPostSummary[]; total: number; page: number; pageSize: number; pageCount: number }> {
  const pageSize = options.pageSize ?? BLOG_PAGE_SIZE;
  const page = Math.max(1, Math.floor(options.page ?? 1));
  const where = visiblePost(options.now ?? new Date());
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: blogPosts.id,
        title: blogPosts.title,
        excerpt: blogPosts.excerpt,
        content: blogPosts.content,
        cover_image: blogPosts.cover_image,
        author: blogPosts.author,
        tags: blogPosts.tags,
        published_at: blogPosts.published_at,
      })
      .from(blogPosts)
      .where(where)
      .orderBy(desc(blogPosts.published_at), desc(blogPosts.created_at), asc(blogPosts.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(blogPosts).where(where),
  ]);
  const total = totals?.n ?? 0;
  return {
    items: rows.map(({ content, excerpt, ...row }) => ({
      ...row,
      excerpt: excerpt?.trim() || markdownToPlainText(content, 220),
      tags: toStringList(row.tags),
      published_at: row.published_at as Date,
    })),
    total,
    page,
    pageSize,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
  };
}

export type BlogPostDetail = Omit<BlogPostSummary, "excerpt"> & {
  excerpt: string;
  html: string;
  updated_at: Date;
};

/** One visible post by id, its Markdown rendered to sanitised HTML; null otherwise (or not a uuid). */
export async function getPublishedPost(
  db: Database,
  id: string,
  now: Date = new Date(),
): Promise<BlogPostDetail | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      excerpt: blogPosts.excerpt,
      content: blogPosts.content,
      cover_image: blogPosts.cover_image,
      author: blogPosts.author,
      tags: blogPosts.tags,
      published_at: blogPosts.published_at,
      updated_at: blogPosts.updated_at,
    })
    .from(blogPosts)
    .where(and(eq(blogPosts.id, id), visiblePost(now)))
    .limit(1);
  if (!row) return null;
  const { content, ...rest } = row;
  return {
    ...rest,
    excerpt: row.excerpt?.trim() || markdownToPlainText(content, 160),
    tags: toStringList(row.tags),
    published_at: row.published_at as Date,
    html: renderMarkdown(content),
  };
}
