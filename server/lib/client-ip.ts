import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import proxyaddr from "proxy-addr";

/**
 * Which hops of X-Forwarded-For may be believed (Express's `trust proxy`, through its own
 * proxy-addr): `hop` counts from the socket (0) leftwards, `addr` is the address at that hop.
 */
export type TrustProxy = (addr: string, hop: number) => boolean;

/**
 * TRUST_PROXY: "false"/"0"/"" trusts nothing (the socket's address is the visitor's); a number N
 * trusts N proxies in front of us ("true" means one); anything else is a comma-separated list of
 * proxy addresses, CIDR ranges or proxy-addr's names (loopback, linklocal, uniquelocal).
 * Throws on an invalid list, so a typo stops the server at start instead of trusting nobody.
 */
export function parseTrustProxy(value: string): TrustProxy | null {
  const setting = value.trim().toLowerCase();
  if (setting === "" || setting === "false" || setting === "0") return null;
  const hops = setting === "true" ? 1 : /^\d+$/.test(setting) ? Number(setting) : null;
  if (hops !== null) return (_addr, hop) => hop < hops;
  return proxyaddr.compile(setting.split(",").map((part) => part.trim()));
}

/**
 * The visitor's address. Without a trusted proxy it is the socket's. Behind trusted proxies it is
 * the first X-Forwarded-For entry, counted from the right, that was not added by one of them, so
 * entries a client writes itself (on the left) are never believed. An entry that is not an IP
 * address falls back to the last trusted hop's own address.
 */
export function resolveClientIp(c: Context, trust: TrustProxy | null): string | null {
  const socketIp = socketAddress(c);
  if (!trust || !socketIp) return socketIp;
  const forwardedFor = c.req.header("x-forwarded-for");
  if (!forwardedFor) return socketIp;
  const request = {
    headers: { "x-forwarded-for": forwardedFor },
    socket: { remoteAddress: socketIp },
    connection: { remoteAddress: socketIp },
  } as unknown as IncomingMessage;
  // [socket, …trusted hops…, client]: the last entry is the visitor.
  const chain = proxyaddr.all(request, trust);
  for (let i = chain.length - 1; i >= 0; i--) {
    const address = normaliseIp(chain[i] ?? null);
    if (address && isIP(address)) return address;
  }
  return socketIp;
}

function socketAddress(c: Context): string | null {
  try {
    return normaliseIp(getConnInfo(c).remote.address ?? null);
  } catch {
    // No socket behind the request (an in-process test request without bindings).
    return null;
  }
}

function normaliseIp(ip: string | null): string | null {
  if (!ip) return null;
  const trimmed = ip.trim();
  return trimmed.startsWith("::ffff:") && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
}
