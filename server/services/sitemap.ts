import { and, asc, desc, eq, isNotNull, lte } from "drizzle-orm";
import type { Database } from "../db/client";
import { blogPosts, projects, services } from "../db/schema";

/** Pages built from data, for sitemap.xml: every visible service, published project and published post. */
export async function listDynamicPages(db: Database, now = new Date()) {
  const [serviceRows, projectRows, postRows] = await Promise.all([
    db
      .select({ slug: services.slug, updated_at: services.updated_at })
      .from(services)
      .where(eq(services.hidden, false))
      .orderBy(asc(services.order_index), asc(services.title)),
    db
      .select({ slug: projects.slug, updated_at: projects.updated_at })
      .from(projects)
      .where(eq(projects.status, "published"))
      .orderBy(asc(projects.order_index)),
    db
      .select({ id: blogPosts.id, updated_at: blogPosts.updated_at })
      .from(blogPosts)
      .where(
        and(
          eq(blogPosts.status, "published"),
          isNotNull(blogPosts.published_at),
          lte(blogPosts.published_at, now),
        ),
      )
      .orderBy(desc(blogPosts.published_at)),
  ]);
  return [
    ...serviceRows.map((r) => ({ path: `/services/${r.slug}`, lastModified: r.updated_at })),
    ...projectRows.map((r) => ({ path: `/our-work/${r.slug}`, lastModified: r.updated_at })),
    ...postRows.map((r) => ({ path: `/blog/${r.id}`, lastModified: r.updated_at })),
  ];
}
