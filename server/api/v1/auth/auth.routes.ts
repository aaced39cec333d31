import {
  AdminSetupSchema,
  AdminSignupSchema,
  LoggedOutSchema,
  LoginSchema,
  SessionInfoSchema,
} from "@common/schemas/auth";
import { apiRoute, jsonBody, jsonContent } from "@server/api/content-routes";

const tags = ["Auth"];

export const getSessionRoute = apiRoute(tags, "get", "/auth/session", {
  summary: "The signed-in user, with admin permissions (empty for clients and visitors)",
  ok: jsonContent(SessionInfoSchema, "The session, or user null"),
});

export const adminLoginRoute = apiRoute(tags, "post", "/auth/admin-login", {
  summary: "Sign in as an administrator; non-admin accounts are refused and left signed out",
  request: jsonBody(LoginSchema),
  ok: jsonContent(SessionInfoSchema, "Signed in; the session cookie is set"),
  errors: [400, 401, 403, 429],
});

export const logoutRoute = apiRoute(tags, "post", "/auth/logout", {
  summary: "Sign out; for an admin every session of the account is revoked",
  ok: jsonContent(LoggedOutSchema, "Signed out"),
});

export const adminSetupRoute = apiRoute(tags, "get", "/auth/admin-setup", {
  summary: "Whether the first administrator still has to be created",
  ok: jsonContent(AdminSetupSchema, "Set-up state"),
});

export const adminSignupRoute = apiRoute(tags, "post", "/auth/admin-signup", {
  summary: "Create an administrator: the first one without invitation, later ones with an invitation token",
  request: jsonBody(AdminSignupSchema),
  ok: jsonContent(SessionInfoSchema, "Created and signed in"),
  status: 201,
  errors: [400, 403, 409, 429],
});
