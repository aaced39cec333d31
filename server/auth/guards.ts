import { hasPermission } from "@common/auth";
import type { PermissionAction, PermissionResource } from "@common/resources";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";
import { forbidden, unauthorized } from "../lib/errors";
import { getPermissions } from "../services/admins";
import type { Actor } from "../services/audit";
import { hasSessionCookie } from "./session-cookie";

/**
 * Reads the session cookie (if any) into c.var.user. Never rejects. A request without one (a
 * visitor's quote, say) is not handed to better-auth at all.
 */
export const loadSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { auth } = c.var.deps;
  const result = hasSessionCookie(c.req.header("cookie"))
    ? await auth.api.getSession({ headers: c.req.raw.headers })
    : null;
  c.set("user", result?.user ?? null);
  c.set("permissions", null);
  await next();
};

/** Any signed-in user (clients and admins). */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.var.user) throw unauthorized();
  await next();
};

/** A signed-in admin, whatever their permissions: 401 anonymous, 403 for everyone else. */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.var.user;
  if (!user) throw unauthorized();
  if (user.role !== "admin") throw forbidden();
  await next();
};

/**
 * The one permission check used by every admin route and admin page:
 * the signed-in admin must hold a permission matching resource:action.
 */
export function requirePermission(
  resource: PermissionResource,
  action: PermissionAction,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.var.user;
    if (!user) throw unauthorized();
    if (user.role !== "admin") throw forbidden();
    if (!hasPermission(await permissionsOf(c), resource, action)) throw forbidden();
    await next();
  };
}

export async function permissionsOf(c: Context<AppEnv>): Promise<string[]> {
  const user = c.var.user;
  if (!user || user.role !== "admin") return [];
  let held = c.var.permissions;
  if (!held) {
    held = await getPermissions(c.var.deps.db, user.id);
    c.set("permissions", held);
  }
  return held;
}

/** The signed-in user as the audit trail records them. Only call behind a guard. */
export function actorOf(c: Context<AppEnv>): Actor {
  const user = c.var.user;
  if (!user) throw unauthorized();
  return { id: user.id, email: user.email, ip: c.var.clientIp };
}
