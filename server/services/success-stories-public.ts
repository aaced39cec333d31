import { and, asc, desc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { successStories } from "../db/schema";

/** A success story as the public pages show it. */
export type PublicSuccessStory = {
  id: string;
  title: string;
  client_name: string;
  client_role: string | null;
  client_company: string | null;
  story_content: string;
  results_achieved: string | null;
  project_duration: string | null;
  client_image: string | null;
  technologies_used: string[];
  category: string;
};

/** Featured, active success stories in display order (the contact page shows up to three). */
export async function listFeaturedSuccessStories(db: Database, limit = 3): Promise<PublicSuccessStory[]> {
  return db
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
      technologies_used: successStories.technologies_used,
      category: successStories.category,
    })
    .from(successStories)
    .where(and(eq(successStories.is_active, true), eq(successStories.is_featured, true)))
    .orderBy(asc(successStories.order_index), desc(successStories.created_at))
    .limit(Math.max(1, Math.min(limit, 12)));
}
