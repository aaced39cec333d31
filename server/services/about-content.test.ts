import { setUpTestDb } from "@tests/support/test-db";
import { describe, expect, it } from "vitest";
import { aboutContent } from "../db/schema";
import { aboutItems, listAboutSections } from "./about-content";

/** The public reader behind /about's sections; the API's tests cover the back office. */

const handle = setUpTestDb();

describe("about page", () => {
  it("starts empty", async () => {
    expect(await listAboutSections(handle.db)).toEqual([]);
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
});

describe("aboutItems", () => {
  it("reads about-section lists of several shapes", () => {
    expect(aboutItems({ awards: [{ name: "Best Agency", year: "2024", text: "Regional award" }] })).toEqual([
      { title: "Best Agency", text: "Regional award", year: "2024" },
    ]);
    expect(aboutItems({ something: "else" })).toEqual([]);
    expect(aboutItems([1, 2])).toEqual([]);
    expect(aboutItems(null)).toEqual([]);
  });
});
