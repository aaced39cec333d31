import { describe, expect, it } from "vitest";
import { hasPermission } from "./auth";

describe("hasPermission", () => {
  it("matches an exact resource:action", () => {
    expect(hasPermission(["projects:update"], "projects", "update")).toBe(true);
    expect(hasPermission(["projects:update"], "projects", "delete")).toBe(false);
    expect(hasPermission(["projects:update"], "services", "update")).toBe(false);
  });

  it("accepts * in either part", () => {
    expect(hasPermission(["projects:*"], "projects", "delete")).toBe(true);
    expect(hasPermission(["*:read"], "services", "read")).toBe(true);
    expect(hasPermission(["*:read"], "services", "update")).toBe(false);
    expect(hasPermission(["*:*"], "anything", "at_all")).toBe(true);
  });

  it("lets manage_users grant everything", () => {
    expect(hasPermission(["manage_users"], "admin_users", "manage")).toBe(true);
  });

  it("grants nothing without permissions, and never by prefix", () => {
    expect(hasPermission([], "projects", "read")).toBe(false);
    expect(hasPermission(["project:read"], "projects", "read")).toBe(false);
    expect(hasPermission(["projects"], "projects", "read")).toBe(false);
  });
});
