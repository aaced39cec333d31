import { describe, expect, it } from "vitest";
import { greetingName, hasPermission } from "./auth";

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

describe("greetingName", () => {
  it("is the first name when there is one", () => {
    expect(greetingName({ firstName: " Ada ", email: "ada.l@example.com" })).toBe("Ada");
  });

  it("falls back to the e-mail's local part", () => {
    expect(greetingName({ firstName: null, email: "ada.l@example.com" })).toBe("ada.l");
    expect(greetingName({ firstName: "  ", email: "ada.l@example.com" })).toBe("ada.l");
    expect(greetingName({ email: "@example.com" })).toBe("Admin");
  });
});
