import { setUpSsrApp } from "@tests/support/ssr-app";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { projects, storedImages } from "./db/schema";

/**
 * A project's gallery on its public page (issue 16): stored pictures come with their width,
 * height and a srcset of WebP variants like the project's cover; outside addresses stay as they are.
 */
const { t, fetch } = setUpSsrApp();

const SLUG = "coastline-outfitters-online-store";
const STORED = "/media/projects/gallery-shot-test.webp";
const OUTSIDE = "https://images.example.com/store-checkout.png";

/** The page's <img> tags whose alt starts with `alt`, each as its attributes. */
function images(html: string, alt: string): Record<string, string>[] {
  return [...html.matchAll(/<img\b[^>]*>/g)]
    .map((m) => Object.fromEntries([...m[0].matchAll(/([a-zA-Z]+)="([^"]*)"/g)].map((a) => [a[1]!, a[2]!])))
    .filter((a) => a.alt?.startsWith(alt));
}

describe("/our-work/:slug gallery", () => {
  it("shows stored pictures sized with WebP variants, and outside URLs as they are", async () => {
    await t.db.insert(storedImages).values({
      name: "gallery-shot-test.webp",
      folder: "projects",
      full_path: "projects/gallery-shot-test.webp",
      public_url: STORED,
      mime_type: "image/webp",
      size: 1000,
      width: 1200,
      height: 900,
    });
    const [project] = await t.db
      .update(projects)
      .set({ gallery_images: [STORED, OUTSIDE] })
      .where(eq(projects.slug, SLUG))
      .returning({ title: projects.title, status: projects.status });
    expect(project?.status).toBe("published");

    const res = await fetch(`/our-work/${SLUG}`);
    expect(res.status).toBe(200);
    const [stored, outside, ...rest] = images(await res.text(), `${project!.title}: screenshot`);
    expect(rest).toEqual([]);
    expect(stored).toMatchObject({
      src: STORED,
      alt: `${project!.title}: screenshot 1 of 2`,
      width: "1200",
      height: "900",
      loading: "lazy",
      srcSet: `${STORED}?w=320 320w, ${STORED}?w=640 640w, ${STORED}?w=960 960w, ${STORED} 1200w`,
    });
    expect(stored?.sizes).toMatch(/100vw$/);
    expect(outside).toMatchObject({
      src: OUTSIDE,
      alt: `${project!.title}: screenshot 2 of 2`,
      loading: "lazy",
    });
    expect(outside).not.toHaveProperty("srcSet");
    expect(outside).not.toHaveProperty("width");
  });
});
