import { asc, desc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { aboutContent, heroCarouselItems, successStories, teamMembers, whatWeDo } from "../db/schema";
import { toStringList } from "../lib/string-list";
import { listFeaturedProjects } from "./projects";
import { listFeaturedServices } from "./services";
import { listFeaturedTestimonials } from "./testimonials";

/**
 * Read-only queries behind the public content pages (home, about, services, our work, blog,
 * case studies). Only what a visitor may see leaves here: draft and archived projects, drafts and
 * future blog posts, inactive rows and internal fields (admin notes, budgets, owners) never do.
 */

/** Lives in server/lib now; still exported here for the modules that import it from this one. */
export { toStringList };

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
// About page
// ---------------------------------------------------------------------------------------------

export type AboutItem = { title: string; text: string | null; year: string | null };

export type AboutSection = {
  id: string;
  section_type: string;
  title: string;
  description: string | null;
  year: string | null;
  items: AboutItem[];
};

const ITEM_KEYS = ["items", "values", "milestones", "awards", "members", "points", "list"] as const;

function text(value: unknown): string | null {
  if (typeof value === "string") return value.trim() || null;
  if (typeof value === "number") return String(value);
  return null;
}

/**
 * The list an about section's content_data may hold (items, values, milestones, awards…), as
 * title/text/year entries: strings become titles; objects give title|name|label|value,
 * description|text|detail|content|role and year|date. Unknown shapes give no items, and the
 * section shows its description.
 */
export function aboutItems(contentData: unknown): AboutItem[] {
  if (!contentData || typeof contentData !== "object" || Array.isArray(contentData)) return [];
  const data = contentData as Record<string, unknown>;
  const list = ITEM_KEYS.map((k) => data[k]).find((v) => Array.isArray(v)) as unknown[] | undefined;
  if (!list) return [];
  return list
    .map((entry): AboutItem | null => {
      if (typeof entry === "string")
        return entry.trim() ? { title: entry.trim(), text: null, year: null } : null;
      if (!entry || typeof entry !== "object") return null;
      const e = entry as Record<string, unknown>;
      const title = text(e.title) ?? text(e.name) ?? text(e.label) ?? text(e.value);
      const body = text(e.description) ?? text(e.text) ?? text(e.detail) ?? text(e.content) ?? text(e.role);
      const year = text(e.year) ?? text(e.date);
      if (!title && !body) return null;
      return { title: title ?? body ?? "", text: title ? body : null, year };
    })
    .filter((item): item is AboutItem => item !== null);
}

/** Active about-page sections in order, with the lists in their content_data normalised. */
export async function listAboutSections(db: Database): Promise<AboutSection[]> {
  const rows = await db
    .select({
      id: aboutContent.id,
      section_type: aboutContent.section_type,
      title: aboutContent.title,
      description: aboutContent.description,
      year: aboutContent.year,
      content_data: aboutContent.content_data,
    })
    .from(aboutContent)
    .where(eq(aboutContent.is_active, true))
    .orderBy(asc(aboutContent.order_index), asc(aboutContent.created_at));
  return rows.map(({ content_data, ...row }) => ({ ...row, items: aboutItems(content_data) }));
}

export type PublicTeamMember = {
  id: string;
  name: string;
  role: string;
  bio: string | null;
  department: string | null;
  image_url: string | null;
  image_alt: string | null;
  location: string | null;
  years_of_experience: number;
  specialties: string[];
  linkedin_url: string | null;
  twitter_url: string | null;
  github_url: string | null;
  website_url: string | null;
  is_featured: boolean;
};

/**
 * Active team members (spec 2: inactive members are hidden from the website), by order_index,
 * newest first within the same index. Internal and contact fields (admin notes, e-mail, phone,
 * additional info) are not selected.
 */
export async function listTeamMembers(db: Database): Promise<PublicTeamMember[]> {
  const rows = await db
    .select({
      id: teamMembers.id,
      name: teamMembers.name,
      role: teamMembers.role,
      bio: teamMembers.bio,
      department: teamMembers.department,
      image_url: teamMembers.image_url,
      image_alt: teamMembers.image_alt,
      location: teamMembers.location,
      years_of_experience: teamMembers.years_of_experience,
      specialties: teamMembers.specialties,
      linkedin_url: teamMembers.linkedin_url,
      twitter_url: teamMembers.twitter_url,
      github_url: teamMembers.github_url,
      website_url: teamMembers.website_url,
      is_featured: teamMembers.is_featured,
    })
    .from(teamMembers)
    .where(eq(teamMembers.is_active, true))
    .orderBy(asc(teamMembers.order_index), desc(teamMembers.created_at), asc(teamMembers.id));
  return rows.map((r) => ({ ...r, specialties: toStringList(r.specialties) }));
}

// ---------------------------------------------------------------------------------------------
// Case studies
// ---------------------------------------------------------------------------------------------

/** Active success stories in order. */
export async function listSuccessStories(db: Database) {
  const rows = await db
    .select({
      id: successStories.id,
      title: successStories.title,
      client_name: successStories.client_name,
      client_role: successStories.client_role,
      client_company: successStories.client_company,
      story_content: successStories.story_content,
      results_achieved: successStories.results_achieved,
      project_duration: successStories.project_duration,
      client_image: successStories.client_image,
      project_image: successStories.project_image,
      technologies_used: successStories.technologies_used,
      metrics: successStories.metrics,
      is_featured: successStories.is_featured,
      category: successStories.category,
    })
    .from(successStories)
    .where(eq(successStories.is_active, true))
    .orderBy(asc(successStories.order_index), asc(successStories.created_at));
  return rows.map((r) => ({
    ...r,
    technologies_used: toStringList(r.technologies_used),
    metrics: publicMetrics(r.metrics),
  }));
}

/** A story's metrics as label/value pairs; only plain values are shown. */
function publicMetrics(metrics: Record<string, unknown> | null): { label: string; value: string }[] {
  if (!metrics || typeof metrics !== "object" || Array.isArray(metrics)) return [];
  return Object.entries(metrics)
    .filter(([, v]) => typeof v === "string" || typeof v === "number")
    .map(([k, v]) => ({
      label: k.replace(/[_-]+/g, " ").replace(/^\w/, (c) => c.toUpperCase()),
      value: String(v),
    }))
    .filter((m) => m.value.trim() !== "");
}
