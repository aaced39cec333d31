import { AdminInvitationCreatedSchema, AdminInvitationListSchema } from "@common/schemas/admin-invitations";
import { activityLog, adminInvitations } from "@server/db/schema";
import { setUpSignIns } from "@tests/support/admin-api";
import { cookieFrom, type Json, json, setUpTestApp, TEST_PASSWORD } from "@tests/support/test-app";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

const t = setUpTestApp();
const people = setUpSignIns(t);

async function invite(email: string, permissions?: string[], cookie = people.admin) {
  return t.request("/api/v1/admin/invitations", {
    body: { email, ...(permissions ? { permissions } : {}) },
    cookie,
  });
}

describe("admin invitations", () => {
  it("creates an invitation, shows its token once, stores only a hash and audits it", async () => {
    const res = await invite("Editor@Example.com", ["projects:*", "services:read"]);
    expect(res.status).toBe(201);
    const body = await json(res);
    expect(AdminInvitationCreatedSchema.parse(body)).toEqual(body);
    expect(body.invitation).toMatchObject({
      email: "editor@example.com",
      permissions: ["projects:*", "services:read"],
    });
    expect(body.invitation.token_hash).toBeUndefined();
    expect(body.signupUrl).toContain(`/admin/signup?invitation=${body.token}`);
    const [stored] = await t.db
      .select()
      .from(adminInvitations)
      .where(eq(adminInvitations.id, body.invitation.id));
    expect(stored!.token_hash).not.toContain(body.token);
    const audit = await t.db
      .select()
      .from(activityLog)
      .where(
        and(eq(activityLog.entity_type, "admin_invitation"), eq(activityLog.entity_id, body.invitation.id)),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "create", user_email: "owner@example.com" });

    const list = await json(await t.request("/api/v1/admin/invitations", { cookie: people.admin }));
    expect(AdminInvitationListSchema.parse(list)).toEqual(list);
    expect(list.items.map((i: Json) => i.id)).toContain(body.invitation.id);
  });

  it("lets the invitee sign up once, with the invited permissions", async () => {
    const { token } = await json(await invite("once@example.com", ["projects:*"]));
    const signup = (email: string) =>
      t.request("/api/v1/auth/admin-signup", {
        body: { email, password: TEST_PASSWORD, firstName: "Ona", lastName: "Once", invitationToken: token },
      });
    const wrongEmail = await signup("someone-else@example.com");
    expect(wrongEmail.status).toBe(403);
    expect((await json(wrongEmail)).error.message).toBe(
      "This invitation was sent to a different email address.",
    );

    const ok = await signup("once@example.com");
    expect(ok.status).toBe(201);
    expect((await json(ok)).permissions).toEqual(["projects:*"]);

    const again = await signup("once@example.com");
    expect(again.status).toBe(403);
    expect((await json(again)).error.message).toBe("This invitation is invalid or has expired.");

    // Without manage_users, this admin may not invite others.
    const limited = cookieFrom(ok);
    expect((await invite("third@example.com", undefined, limited)).status).toBe(403);
    expect((await t.request("/api/v1/admin/invitations", { cookie: limited })).status).toBe(403);
  });

  it("refuses an expired invitation", async () => {
    const { token, invitation } = await json(await invite("late@example.com"));
    await t.db
      .update(adminInvitations)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(adminInvitations.id, invitation.id));
    const res = await t.request("/api/v1/auth/admin-signup", {
      body: {
        email: "late@example.com",
        password: TEST_PASSWORD,
        firstName: "L",
        lastName: "Ate",
        invitationToken: token,
      },
    });
    expect(res.status).toBe(403);
  });

  it("validates the invitation input", async () => {
    const res = await invite("nope", ["not a permission"]);
    expect(res.status).toBe(400);
    const { error } = await json(res);
    expect(error.fields.email).toBe("Please enter a valid email");
    expect(error.fields["permissions.0"]).toMatch(/resource:action/);
  });

  it("deletes an invitation, and answers 404 for an unknown one", async () => {
    const { invitation } = await json(await invite("gone@example.com"));
    const del = await t.request(`/api/v1/admin/invitations/${invitation.id}`, {
      method: "DELETE",
      cookie: people.admin,
    });
    expect(del.status).toBe(200);
    const again = await t.request(`/api/v1/admin/invitations/${invitation.id}`, {
      method: "DELETE",
      cookie: people.admin,
    });
    expect(again.status).toBe(404);
    const bad = await t.request("/api/v1/admin/invitations/not-a-uuid", {
      method: "DELETE",
      cookie: people.admin,
    });
    expect(bad.status).toBe(400);
  });
});
