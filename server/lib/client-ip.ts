import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The visitor's address, from the socket. X-Forwarded-For is read only when TRUST_PROXY is set,
 * and then its first entry (the client as the outermost proxy saw it).
 */
export function resolveClientIp(c: Context, trustProxy: boolean): string | null {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return normaliseIp(getConnInfo(c).remote.address ?? null);
  } catch {
    // No socket behind the request (an in-process test request without bindings).
    return null;
  }
}

function normaliseIp(ip: string | null): string | null {
  if (!ip) return null;
  return ip.startsWith("::ffff:") ? ip.slice(7) : ip;
}
