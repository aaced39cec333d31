import { createTestDb } from "@tests/support/test-db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../db/client";
import {
  aboutContent,
  heroCarouselItems,
  successStories,
  teamMembers,
  testimonials,
  whatWeDo,
} from "../db/schema";
import { seedDefaults } from "../db/seed";
import {
  aboutItems,
  getHomeContent,
  listAboutSections,
  listSuccessStories,
  listTeamMembers,
  toStringList,
} from "./public-content";

let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDb();
  await seedDefaults(handle.db);
});
afterAll(() => handle.close());

describe("home page", () => {
  it("gathers active slides, what we do, featured services, projects and testimonials in order", async () => {
    await handle.db
      .insert(heroCarouselItems)
      .values({ title: "Hidden slide", is_active: false, order_index: 0 });
    await handle.db
      .insert(whatWeDo)
      .values({ title: "Hidden", description: "x", is_active: false, order_index: 0 });
    await handle.db
      .insert(testimonials)
      .values({ name: "Not featured", role: "CEO", content: "Fine.", featured: false, order_index: 0 });

    const home = await getHomeContent(handle.db);
    expect(home.slides.map((s) => s.title)).toEqual([
      "Simplifying Technology",
      "Work That Delivers Results",
      "Let's Build Something Together",
    ]);
    expect(home.whatWeDo).toHaveLength(6);
    expect(home.whatWeDo[0]!.icon).toBe("Code");
    expect(home.services.map((s) => s.slug)).toEqual([
      "agriculture-tech",
      "school-management",
      "business-solutions",
      "web-development",
    ]);
    expect(home.projects).toHaveLength(3);
    expect(home.testimonials.map((t) => t.name)).toEqual(["Maria Delgado", "James Okafor", "Priya Raman"]);
  });
});

describe("about page", () => {
  it("starts empty", async () => {
    expect(await listAboutSections(handle.db)).toEqual([]);
    expect(await listTeamMembers(handle.db)).toEqual([]);
  });

  it("lists active sections in order with their lists normalised", async () => {
    await handle.db.insert(aboutContent).values([
      {
        section_type: "values",
        title: "Our values",
        order_index: 2,
        content_data: { values: ["Honesty", { title: "Craft", description: "Do it well." }, 42, null] },
      },
      {
        section_type: "timeline",
        title: "Milestones",
        order_index: 1,
        content_data: { milestones: [{ year: 2023, title: "Founded" }] },
      },
      { section_type: "custom", title: "Hidden", order_index: 0, is_active: false },
    ]);
    const sections = await listAboutSections(handle.db);
    expect(sections.map((s) => s.title)).toEqual(["Milestones", "Our values"]);
    expect(sections[0]!.items).toEqual([{ title: "Founded", text: null, year: "2023" }]);
    expect(sections[1]!.items).toEqual([
      { title: "Honesty", text: null, year: null },
      { title: "Craft", text: "Do it well.", year: null },
    ]);
    expect(sections[1]).not.toHaveProperty("content_data");
  });

  it("lists active team members by order_index, newest first, without internal fields", async () => {
    await handle.db.insert(teamMembers).values([
      { name: "Second", role: "Engineer", order_index: 2, created_at: new Date("2024-01-01") },
      { name: "First older", role: "Lead", order_index: 1, created_at: new Date("2024-01-01") },
      {
        name: "First newer",
        role: "Designer",
        order_index: 1,
        created_at: new Date("2024-06-01"),
        admin_notes: "Internal note",
        email: "private@example.com",
        specialties: ["UX", "Branding"],
      },
      { name: "Inactive", role: "Former", order_index: 0, is_active: false },
    ]);
    const team = await listTeamMembers(handle.db);
    expect(team.map((m) => m.name)).toEqual(["First newer", "First older", "Second"]);
    expect(team[0]!.specialties).toEqual(["UX", "Branding"]);
    for (const member of team) {
      expect(member).not.toHaveProperty("admin_notes");
      expect(member).not.toHaveProperty("email");
      expect(member).not.toHaveProperty("phone");
    }
  });
});

describe("case studies", () => {
  it("lists active stories in order with plain metrics", async () => {
    expect(await listSuccessStories(handle.db)).toEqual([]);
    await handle.db.insert(successStories).values([
      {
        title: "B",
        client_name: "Client B",
        story_content: "Story B",
        order_index: 2,
        metrics: { hours_saved: 12, nested: { a: 1 }, conversion: "2.9%" },
      },
      { title: "A", client_name: "Client A", story_content: "Story A", order_index: 1 },
      { title: "Hidden", client_name: "X", story_content: "X", order_index: 0, is_active: false },
    ]);
    const stories = await listSuccessStories(handle.db);
    expect(stories.map((s) => s.title)).toEqual(["A", "B"]);
    // Nested values are left out; the order of keys in jsonb is the database's.
    expect(stories[1]!.metrics).toHaveLength(2);
    expect(stories[1]!.metrics).toEqual(
      expect.arrayContaining([
        { label: "Hours saved", value: "12" },
        { label: "Conversion", value: "2.9%" },
      ]),
    );
  });
});

describe("helpers", () => {
  it("reads lists from arrays, JSON strings and comma-separated text", () => {
    expect(toStringList(["a", "", 1, "b"])).toEqual(["a", "b"]);
    expect(toStringList('["x","y"]')).toEqual(["x", "y"]);
    expect(toStringList("x, y ,z")).toEqual(["x", "y", "z"]);
    expect(toStringList(null)).toEqual([]);
  });

  it("reads about-section lists of several shapes", () => {
    expect(aboutItems({ awards: [{ name: "Best Agency", year: "2024", text: "Regional award" }] })).toEqual([
      { title: "Best Agency", text: "Regional award", year: "2024" },
    ]);
    expect(aboutItems({ something: "else" })).toEqual([]);
    expect(aboutItems([1, 2])).toEqual([]);
    expect(aboutItems(null)).toEqual([]);
  });
});
