import { AdminSignupSchema, LoginSchema } from "@common/schemas/auth";
import { createRoute, z } from "@hono/zod-openapi";
import { errorResponses } from "@server/api/openapi";

const tags = ["Auth"];

const UserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    company: z.string().nullable(),
    role: z.enum(["client", "admin"]),
  })
  .openapi("SessionUser");

export const SessionSchema = z
  .object({ user: UserSchema.nullable(), permissions: z.array(z.string()) })
  .openapi("SessionInfo");

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

export const getSessionRoute = createRoute({
  method: "get",
  path: "/auth/session",
  tags,
  summary: "The signed-in user, with admin permissions (empty for clients and visitors)",
  responses: { 200: json(SessionSchema, "The session, or user null") },
});

export const adminLoginRoute = createRoute({
  method: "post",
  path: "/auth/admin-login",
  tags,
  summary: "Sign in as an administrator; non-admin accounts are refused and left signed out",
  request: { body: { content: { "application/json": { schema: LoginSchema } }, required: true } },
  responses: {
    200: json(SessionSchema, "Signed in; the session cookie is set"),
    ...errorResponses(400, 401, 403, 429),
  },
});

export const logoutRoute = createRoute({
  method: "post",
  path: "/auth/logout",
  tags,
  summary: "Sign out; for an admin every session of the account is revoked",
  responses: { 200: json(z.object({ success: z.literal(true) }), "Signed out") },
});

export const adminSetupRoute = createRoute({
  method: "get",
  path: "/auth/admin-setup",
  tags,
  summary: "Whether the first administrator still has to be created",
  responses: { 200: json(z.object({ needsFirstAdmin: z.boolean() }), "Set-up state") },
});

export const adminSignupRoute = createRoute({
  method: "post",
  path: "/auth/admin-signup",
  tags,
  summary: "Create an administrator: the first one without invitation, later ones with an invitation token",
  request: { body: { content: { "application/json": { schema: AdminSignupSchema } }, required: true } },
  responses: {
    201: json(SessionSchema, "Created and signed in"),
    ...errorResponses(400, 403, 409, 429),
  },
});
