import { seedDefaults } from "@server/db/seed";
import { setUpTestDb } from "@tests/support/test-db";
import type { AppLoadContext } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { loadHome } from "./home.server";
import { HELD } from "./home-held";

/** The home loader: static sections' items reach the HTML once, never the hydration data. */

const handle = setUpTestDb();

beforeAll(async () => {
  await seedDefaults(handle.db);
});

function context(documentRequest: boolean) {
  const serverOnly = new Map<string, unknown>();
  const ctx = { deps: { db: handle.db }, documentRequest, serverOnly } as unknown as AppLoadContext;
  return { ctx, serverOnly };
}

describe("home loader", () => {
  it("on a document request sends the held sections' counts and keeps their items for the render", async () => {
    const { ctx, serverOnly } = context(true);
    const data = await loadHome(ctx);
    // Pinned on purpose: a field added here travels in every home page's hydration data.
    expect(Object.keys(data).sort()).toEqual(
      ["images", "projects", "services", "slides", "testimonials", "whatWeDo"].sort(),
    );
    expect({
      whatWeDo: data.whatWeDo,
      services: data.services,
      projects: data.projects,
      testimonials: data.testimonials,
    }).toEqual({ whatWeDo: 6, services: 4, projects: 3, testimonials: 3 });
    // The hero is interactive: its slides always travel.
    expect(data.slides).toHaveLength(3);
    expect([...serverOnly.keys()].sort()).toEqual(Object.values(HELD).sort());
    const services = serverOnly.get(HELD.services) as { slug: string }[];
    expect(services.map((s) => s.slug)).toEqual([
      "web-development",
      "agriculture-tech",
      "school-management",
      "business-solutions",
    ]);
    const testimonials = serverOnly.get(HELD.testimonials) as { name: string }[];
    expect(testimonials.map((t) => t.name)).toEqual(["Maria Delgado", "James Okafor", "Priya Raman"]);
    expect(serverOnly.get(HELD.whatWeDo)).toHaveLength(6);
    expect(serverOnly.get(HELD.projects)).toHaveLength(3);
  });

  it("on a data request (client navigation, revalidation) returns every list and stores nothing", async () => {
    const { ctx, serverOnly } = context(false);
    const data = await loadHome(ctx);
    const document = context(true);
    await loadHome(document.ctx);
    expect(data.whatWeDo).toEqual(document.serverOnly.get(HELD.whatWeDo));
    expect(data.services).toEqual(document.serverOnly.get(HELD.services));
    expect(data.projects).toEqual(document.serverOnly.get(HELD.projects));
    expect(data.testimonials).toEqual(document.serverOnly.get(HELD.testimonials));
    expect(Array.isArray(data.testimonials) && data.testimonials[0]).toMatchObject({ name: "Maria Delgado" });
    expect(serverOnly.size).toBe(0);
  });
});
