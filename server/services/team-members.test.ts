import { setUpTestDb } from "@tests/support/test-db";
import { describe, expect, it } from "vitest";
import { teamMembers } from "../db/schema";
import { listPublicTeamMembers } from "./team-members";

/** The public reader behind /about's team; the API's tests cover the back office. */

const handle = setUpTestDb();

describe("about page", () => {
  it("starts empty", async () => {
    expect(await listPublicTeamMembers(handle.db)).toEqual([]);
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
    const team = await listPublicTeamMembers(handle.db);
    expect(team.map((m) => m.name)).toEqual(["First newer", "First older", "Second"]);
    expect(team[0]!.specialties).toEqual(["UX", "Branding"]);
    for (const member of team) {
      expect(member).not.toHaveProperty("admin_notes");
      expect(member).not.toHaveProperty("email");
      expect(member).not.toHaveProperty("phone");
    }
  });
});
