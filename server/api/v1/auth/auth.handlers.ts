import { AUTH_TEXT } from "@common/auth";
import type { SessionInfo } from "@common/schemas/auth";
import { createRouter } from "@server/api/openapi";
import { CLIENT_IP_HEADER, configuredOrigin, type SessionUser } from "@server/auth";
import { permissionsOf } from "@server/auth/guards";
import type { AppEnv } from "@server/context";
import { ApiError } from "@server/lib/errors";
import { adminExists, createAdmin, getPermissions, revokeAllSessions } from "@server/services/admins";
import type { Context } from "hono";
import * as routes from "./auth.routes";

export const authRouter = createRouter();

authRouter.openapi(routes.getSessionRoute, async (c) => {
  return c.json({ user: publicUser(c.var.user), permissions: await permissionsOf(c) }, 200);
});

authRouter.openapi(routes.adminLoginRoute, async (c) => {
  const { email, password } = c.req.valid("json");
  const res = await forwardToAuth(c, "/sign-in/email", { email, password });
  if (res.status === 429) throw await tooManyAttempts(res);
  if (!res.ok) throw new ApiError(401, "invalid_credentials", AUTH_TEXT.adminLoginFailed.message);
  const body = (await res.json()) as { user: SessionUser; token: string };
  if (body.user.role !== "admin") {
    // Signed in as a client: end that session again and set no cookie.
    await c.var.deps.auth.api.revokeSession({
      body: { token: body.token },
      headers: new Headers({ cookie: sessionCookieFrom(res) }),
    });
    throw new ApiError(403, "not_admin", AUTH_TEXT.notAdmin);
  }
  copyCookies(res, c);
  const permissions = await getPermissions(c.var.deps.db, body.user.id);
  return c.json({ user: publicUser(body.user), permissions }, 200);
});

authRouter.openapi(routes.logoutRoute, async (c) => {
  const user = c.var.user;
  const res = await forwardToAuth(c, "/sign-out", {});
  copyCookies(res, c);
  if (user?.role === "admin") await revokeAllSessions(c.var.deps.db, user.id);
  return c.json({ success: true as const }, 200);
});

authRouter.openapi(routes.adminSetupRoute, async (c) => {
  return c.json({ needsFirstAdmin: !(await adminExists(c.var.deps.db)) }, 200);
});

authRouter.openapi(routes.adminSignupRoute, async (c) => {
  const input = c.req.valid("json");
  const { auth, db } = c.var.deps;
  const ctx = await auth.$context;
  await createAdmin(db, (pw) => ctx.password.hash(pw), input);
  const res = await forwardToAuth(c, "/sign-in/email", { email: input.email, password: input.password });
  if (res.status === 429) throw await tooManyAttempts(res);
  if (!res.ok) throw new ApiError(401, "sign_in_failed", AUTH_TEXT.adminLoginFailed.message);
  const body = (await res.json()) as { user: SessionUser };
  copyCookies(res, c);
  return c.json({ user: publicUser(body.user), permissions: await getPermissions(db, body.user.id) }, 201);
});

/** The address limit's answer, or the account lock's with its own wording (minutes left). */
async function tooManyAttempts(res: Response): Promise<ApiError> {
  const body = (await res.json().catch(() => null)) as { code?: string; message?: string } | null;
  if (body?.code === "ACCOUNT_LOCKED" && body.message) {
    return new ApiError(429, "account_locked", body.message);
  }
  return new ApiError(429, "rate_limited", AUTH_TEXT.tooManyAttempts);
}

/**
 * Runs a request through better-auth's own handler, so its rate limiting, cookies and
 * session hooks apply exactly as for a direct call.
 */
async function forwardToAuth(c: Context<AppEnv>, path: string, body: unknown): Promise<Response> {
  const url = new URL(`/api/auth${path}`, c.req.url);
  // Behind a TLS-terminating proxy the request reaches us as http://, but better-auth trusts
  // the public (https) origin: name that one.
  const origin = configuredOrigin(c.var.deps.env) ?? url.origin;
  const headers = new Headers({ "content-type": "application/json", origin });
  // The host too: better-auth trusts the request's own origin, which it derives from it.
  for (const name of ["host", "cookie", "user-agent"]) {
    const value = c.req.header(name);
    if (value) headers.set(name, value);
  }
  if (c.var.clientIp) headers.set(CLIENT_IP_HEADER, c.var.clientIp);
  return c.var.deps.auth.handler(new Request(url, { method: "POST", headers, body: JSON.stringify(body) }));
}

function copyCookies(from: Response, c: Context<AppEnv>) {
  for (const cookie of from.headers.getSetCookie()) c.header("set-cookie", cookie, { append: true });
}

function sessionCookieFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

function publicUser(user: SessionUser | null): SessionInfo["user"] {
  if (!user) return null;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    company: user.company ?? null,
    role: user.role === "admin" ? "admin" : "client",
  };
}
