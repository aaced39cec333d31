import { createTestDb } from "@tests/support/test-db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../db/client";
import { successStories } from "../db/schema";
import { listFeaturedSuccessStories } from "./success-stories-public";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

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

describe("listFeaturedSuccessStories", () => {
  it("is empty on a fresh install", async () => {
    expect(await listFeaturedSuccessStories(handle.db)).toEqual([]);
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
    const stories = await listFeaturedSuccessStories(handle.db);
    expect(stories.map((s) => s.title)).toEqual(["A", "B", "C"]);
    expect(stories[0]).toMatchObject({ client_name: "Client of A", story_content: "How A went." });
    expect(Object.keys(stories[0]!)).not.toContain("is_featured");
  });
});
