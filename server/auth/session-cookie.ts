/**
 * Whether a Cookie header carries one of better-auth's cookies (the session token, its cached
 * session data, "don't remember me"), with or without the __Secure- prefix of https sites.
 * Sessions travel only in these cookies (no bearer tokens): a request without one is anonymous.
 */
export function hasSessionCookie(cookie: string | null | undefined): boolean {
  return cookie ? SESSION_COOKIE.test(cookie) : false;
}

const SESSION_COOKIE = /(^|;)\s*(__Secure-|__Host-)?better-auth\.[^=]*=/;
