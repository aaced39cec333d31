import {
  AdminSetupSchema,
  AdminSignupSchema,
  LoggedOutSchema,
  LoginSchema,
  SessionInfoSchema,
} from "@common/schemas/auth";
import { createRoute } from "@hono/zod-openapi";
import { jsonBody, jsonContent } from "@server/api/content-routes";
import { errorResponses } from "@server/api/openapi";

const tags = ["Auth"];

export const getSessionRoute = createRoute({
  method: "get",
  path: "/auth/session",
  tags,
  summary: "The signed-in user, with admin permissions (empty for clients and visitors)",
  responses: { 200: jsonContent(SessionInfoSchema, "The session, or user null") },
});

export const adminLoginRoute = createRoute({
  method: "post",
  path: "/auth/admin-login",
  tags,
  summary: "Sign in as an administrator; non-admin accounts are refused and left signed out",
  request: jsonBody(LoginSchema),
  responses: {
    200: jsonContent(SessionInfoSchema, "Signed in; the session cookie is set"),
    ...errorResponses(400, 401, 403, 429),
  },
});

export const logoutRoute = createRoute({
  method: "post",
  path: "/auth/logout",
  tags,
  summary: "Sign out; for an admin every session of the account is revoked",
  responses: { 200: jsonContent(LoggedOutSchema, "Signed out") },
});

export const adminSetupRoute = createRoute({
  method: "get",
  path: "/auth/admin-setup",
  tags,
  summary: "Whether the first administrator still has to be created",
  responses: { 200: jsonContent(AdminSetupSchema, "Set-up state") },
});

export const adminSignupRoute = createRoute({
  method: "post",
  path: "/auth/admin-signup",
  tags,
  summary: "Create an administrator: the first one without invitation, later ones with an invitation token",
  request: jsonBody(AdminSignupSchema),
  responses: {
    201: jsonContent(SessionInfoSchema, "Created and signed in"),
    ...errorResponses(400, 403, 409, 429),
  },
});
