import { describe, expect, it } from "vitest";
import { changeParts } from "./recent-updates";

describe("changeParts", () => {
  it("finds the name a create or delete kept with the whole row", () => {
    expect(changeParts("create", { id: "x", title: "Harvest", slug: "harvest" })).toEqual({
      label: "Harvest",
      fields: [],
      status: null,
      priority: null,
    });
    expect(changeParts("delete", { field_name: "budget", field_label: "Budget" }).label).toBe("Budget");
    // A deleted quote request keeps its sender under `deleted`.
    expect(changeParts("delete", { deleted: { name: "Quinn Lee", email: "q@example.com" } }).label).toBe(
      "Quinn Lee",
    );
    expect(changeParts("create", { email: "new@example.com", permissions: ["manage_users"] }).label).toBe(
      "new@example.com",
    );
  });

  it("lists an update's changed fields, without those derived from others, and the new status", () => {
    expect(
      changeParts("update", {
        status: { from: "new", to: "replied" },
        replied_at: { from: null, to: "2025-01-01T00:00:00.000Z" },
        replied_by: { from: null, to: "u1" },
      }),
    ).toEqual({ label: null, fields: ["status"], status: "replied", priority: null });
    expect(
      changeParts("update", {
        slug: { from: "seo", to: "search" },
        link: { from: "/services/seo", to: "/services/search" },
        title: { from: "SEO", to: "Search" },
        priority: { from: "normal", to: "urgent" },
      }),
    ).toEqual({ label: "Search", fields: ["slug", "title", "priority"], status: null, priority: "urgent" });
  });

  it("copes with entries that say nothing usable", () => {
    const none = { label: null, fields: [], status: null, priority: null };
    expect(changeParts("update", null)).toEqual(none);
    expect(changeParts("create", { title: 3, name: "  " })).toEqual(none);
    expect(changeParts("reorder", { order: { from: ["a"], to: ["b"] } })).toEqual(none);
  });
});
