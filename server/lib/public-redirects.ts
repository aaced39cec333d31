import type { MiddlewareHandler } from "hono";
import type { AppDeps } from "../context";
import { loadRedirectMap, type RedirectTarget, redirectsGeneration } from "../services/redirects";

/** Paths the site serves itself: never redirected. */
const SERVED = /^\/(api|media|assets)(\/|$)/;

/**
 * Answers an old public address with its redirect (issue 16), query string kept. The map is held
 * in memory, loaded on first use and again after a change: this process's own writes, or the
 * `redirects` change event of the realtime bus (a write by another server process).
 */
export function publicRedirects(deps: Pick<AppDeps, "db" | "bus" | "logger">): MiddlewareHandler {
  let map: Promise<Map<string, RedirectTarget>> | null = null;
  let loadedAt = -1;
  deps.bus.subscribe((event) => {
    if (event.table === "redirects") map = null;
  });
  const current = () => {
    const generation = redirectsGeneration();
    if (!map || loadedAt !== generation) {
      loadedAt = generation;
      const loading = loadRedirectMap(deps.db);
      map = loading;
      // A failed load is tried again on the next request; the page is served meanwhile.
      loading.catch((err: unknown) => {
        deps.logger.error({ err }, "redirects could not be loaded");
        if (map === loading) map = null;
      });
    }
    return map;
  };
  return async (c, next) => {
    const method = c.req.method;
    if ((method !== "GET" && method !== "HEAD") || SERVED.test(c.req.path)) return next();
    const target = await current()
      .then((m) => m.get(c.req.path) ?? m.get(c.req.path.replace(/\/+$/, "")))
      .catch(() => undefined);
    if (!target) return next();
    const query = new URL(c.req.url).search;
    const to = query
      ? target.to.includes("?")
        ? `${target.to}&${query.slice(1)}`
        : `${target.to}${query}`
      : target.to;
    c.header("cache-control", "no-cache");
    return c.redirect(to, target.status as 301);
  };
}
