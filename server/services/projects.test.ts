import { setUpTestDb } from "@tests/support/test-db";
import { beforeAll, describe, expect, it } from "vitest";
import { projects } from "../db/schema";
import { seedDefaults } from "../db/seed";
import { defaultProjects } from "../db/seed-content";
import {
  getPublishedProject,
  listFeaturedProjects,
  listProjectOutcomes,
  listPublishedProjects,
} from "./projects";

const handle = setUpTestDb();

beforeAll(async () => {
  await seedDefaults(handle.db);
  const base = { description: "A project.", technologies: ["React"], client_name: "Client" };
  await handle.db.insert(projects).values([
    {
      ...base,
      title: "Draft app",
      slug: "draft-app",
      category: "Mobile App",
      status: "draft",
      featured: true,
      order_index: 0,
    },
    {
      ...base,
      title: "Archived store",
      slug: "archived-store",
      category: "E-commerce",
      status: "archived",
      featured: true,
      order_index: 0,
    },
    {
      ...base,
      title: "Field inspections app",
      slug: "field-inspections-app",
      category: "Mobile App",
      status: "published",
      order_index: 4,
      technologies: '["React Native","Expo","SQLite","Sentry","TypeScript"]' as unknown as string[],
      gallery_images: ["/media/a.png", "/media/b.png"],
      results: "  ",
    },
  ]);
});

describe("projects", () => {
  it("lists published projects only, in order_index order, with the categories present", async () => {
    const { projects: list, categories } = await listPublishedProjects(handle.db);
    expect(list.map((p) => p.slug)).toEqual([...defaultProjects.map((p) => p.slug), "field-inspections-app"]);
    expect(list.every((p) => !["draft-app", "archived-store"].includes(p.slug))).toBe(true);
    expect(categories).toEqual(["Agriculture Tech", "E-commerce", "Mobile App", "School Management"]);
  });

  it("filters by category (published only)", async () => {
    const mobile = await listPublishedProjects(handle.db, { category: "Mobile App" });
    expect(mobile.projects.map((p) => p.slug)).toEqual(["field-inspections-app"]);
    // The category list stays complete so the filter can switch.
    expect(mobile.categories).toHaveLength(4);
    const ecommerce = await listPublishedProjects(handle.db, { category: "E-commerce" });
    expect(ecommerce.projects.map((p) => p.slug)).toEqual(["coastline-outfitters-online-store"]);
    const none = await listPublishedProjects(handle.db, { category: "No such category" });
    expect(none.projects).toEqual([]);
    const blank = await listPublishedProjects(handle.db, { category: "  " });
    expect(blank.projects).toHaveLength(4);
  });

  it("normalises technologies stored as a JSON string", async () => {
    const { projects: list } = await listPublishedProjects(handle.db, { category: "Mobile App" });
    expect(list[0]!.technologies).toEqual(["React Native", "Expo", "SQLite", "Sentry", "TypeScript"]);
  });

  it("features up to three published featured projects", async () => {
    const featured = await listFeaturedProjects(handle.db);
    expect(featured.map((p) => p.slug)).toEqual(defaultProjects.filter((p) => p.featured).map((p) => p.slug));
    expect(await listFeaturedProjects(handle.db, 2)).toHaveLength(2);
  });

  it("finds a published project by slug and never a draft or archived one", async () => {
    const project = await getPublishedProject(handle.db, "field-inspections-app");
    expect(project?.gallery_images).toEqual(["/media/a.png", "/media/b.png"]);
    expect(project).not.toHaveProperty("budget_range");
    expect(project).not.toHaveProperty("user_id");
    expect(await getPublishedProject(handle.db, "draft-app")).toBeNull();
    expect(await getPublishedProject(handle.db, "archived-store")).toBeNull();
    expect(await getPublishedProject(handle.db, "no-such-project")).toBeNull();
  });

  it("lists outcomes only of published projects with stated results", async () => {
    const outcomes = await listProjectOutcomes(handle.db, 10);
    expect(outcomes.map((p) => p.slug).sort()).toEqual(defaultProjects.map((p) => p.slug).sort());
  });
});
