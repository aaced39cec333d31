import { setUpTestDb } from "@tests/support/test-db";
import { beforeEach, describe, expect, it } from "vitest";
import { successStories } from "../db/schema";
import { listPublicSuccessStories } from "./success-stories";

/** The one public reader (/case-studies, the contact page); the API's tests cover the back office. */

const handle = setUpTestDb();
beforeEach(async () => {
  await handle.db.delete(successStories);
});

const story = (
  title: string,
  order_index: number,
  flags: { is_featured?: boolean; is_active?: boolean } = {},
) => ({
  title,
  client_name: `Client of ${title}`,
  story_content: `How ${title} went.`,
  order_index,
  is_featured: flags.is_featured ?? true,
  is_active: flags.is_active ?? true,
});

describe("featured stories (the contact page)", () => {
  it("is empty on a fresh install", async () => {
    expect(await listPublicSuccessStories(handle.db, { featured: true, limit: 3 })).toEqual([]);
  });

  it("answers up to three active, featured stories in display order", async () => {
    await handle.db
      .insert(successStories)
      .values([
        story("D", 4),
        story("B", 2),
        story("Hidden", 0, { is_active: false }),
        story("Plain", 0, { is_featured: false }),
        story("A", 1),
        story("C", 3),
      ]);
    const stories = await listPublicSuccessStories(handle.db, { featured: true, limit: 3 });
    expect(stories.map((s) => s.title)).toEqual(["A", "B", "C"]);
    expect(stories[0]).toMatchObject({ client_name: "Client of A", story_content: "How A went." });
    expect(Object.keys(stories[0]!)).not.toContain("is_featured");
  });
});

describe("case studies", () => {
  it("lists active stories in order with plain metrics", async () => {
    expect(await listPublicSuccessStories(handle.db)).toEqual([]);
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
    const stories = await listPublicSuccessStories(handle.db);
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
