import { describe, expect, it } from "vitest";
import { diffRows, fieldLabel, shown } from "./revision-diff";

describe("diffRows", () => {
  it("lists only the changed fields a person edits, in the row's order", () => {
    const before = { id: "1", title: "Old", slug: "a", featured: true, updated_at: "x", tags: ["a"] };
    const now = { id: "1", title: "New", slug: "a", featured: false, updated_at: "y", tags: ["a", "b"] };
    expect(diffRows(before, now)).toEqual([
      { field: "title", label: "Title", kind: "value", before: "Old", after: "New" },
      { field: "featured", label: "Featured", kind: "value", before: "Yes", after: "No" },
      { field: "tags", label: "Tags", kind: "value", before: "a", after: "a, b" },
    ]);
  });

  it("shows long texts as a word diff from the version to now", () => {
    const was = "The first paragraph.\n\nWe build booking systems for clinics.";
    const now = "The first paragraph.\n\nWe build patient portals for clinics.";
    const [change] = diffRows({ content: was }, { content: now });
    expect(change?.kind).toBe("text");
    if (change?.kind !== "text") return;
    expect(change.parts.filter((p) => p.change === "removed").map((p) => p.text.trim())).toEqual([
      "booking systems",
    ]);
    expect(change.parts.filter((p) => p.change === "added").map((p) => p.text.trim())).toEqual([
      "patient portals",
    ]);
    expect(change.parts.map((p) => (p.change === "added" ? "" : p.text)).join("")).toBe(was);
  });

  it("reads values and names as a person would", () => {
    expect(shown(null)).toBe("—");
    expect(shown([{ title: "Plan", text: "We plan" }])).toBe("Plan: We plan");
    expect(fieldLabel("project_link")).toBe("Project link");
    expect(diffRows({ a: [1] }, { a: [1] })).toEqual([]);
  });
});
