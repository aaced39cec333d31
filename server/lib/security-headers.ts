import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";

/**
 * Paths of the back office (the staff's pages and the client area): a strict Content-Security-Policy
 * applies, and no staff code or analytics are injected (services/site-settings.ts).
 */
export const BACK_OFFICE = /^\/(dashboard|admin|account)(\/|$)/;

export type CspVariables = { cspNonce: string };

const NONCE_BYTES = 16;
let noncePool = Buffer.alloc(0);
let nonceOffset = 0;

/**
 * A nonce never used before, cut from random bytes drawn 256 nonces at a time: one call to the
 * system's random source per request was 2 % of a form post's CPU.
 */
export function freshNonce(): string {
  if (nonceOffset + NONCE_BYTES > noncePool.length) {
    noncePool = randomBytes(NONCE_BYTES * 256);
    nonceOffset = 0;
  }
  nonceOffset += NONCE_BYTES;
  return noncePool.toString("base64", nonceOffset - NONCE_BYTES, nonceOffset);
}

/**
 * Security headers on every response. The back office gets a strict, nonce-based CSP: no
 * third-party or injected script may run there. Public pages carry the admin's analytics and
 * custom scripts by design (ARCHITECTURE.md §11), so they only restrict framing.
 */
export function securityHeaders(options: {
  strictCsp: boolean;
  /** Send Strict-Transport-Security (the site is served over https). */
  hsts: boolean;
}): MiddlewareHandler<{ Variables: CspVariables }> {
  const base = secureHeaders({
    xFrameOptions: "SAMEORIGIN",
    referrerPolicy: "strict-origin-when-cross-origin",
    xContentTypeOptions: "nosniff",
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: "same-origin",
    // A year, for this host only: other hosts of the agency's domain may still be plain http.
    strictTransportSecurity: options.hsts ? "max-age=31536000" : false,
  });
  return async (c, next) => {
    const nonce = freshNonce();
    c.set("cspNonce", nonce);
    await base(c, async () => {
      await next();
    });
    if (c.res.headers.has("content-security-policy")) return;
    const backOffice = options.strictCsp && BACK_OFFICE.test(c.req.path);
    c.res.headers.set(
      "content-security-policy",
      backOffice
        ? [
            "default-src 'self'",
            `script-src 'self' 'nonce-${nonce}'`,
            "style-src 'self' 'unsafe-inline'",
            "img-src 'self' data: blob: https:",
            "font-src 'self' data:",
            "connect-src 'self'",
            "object-src 'none'",
            "base-uri 'self'",
            "form-action 'self'",
            "frame-ancestors 'self'",
          ].join("; ")
        : "frame-ancestors 'self'",
    );
  };
}
