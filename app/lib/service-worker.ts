/** Registers /sw.js once the page has loaded (spec 1 §2.2); production builds only. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register("/sw.js").catch(() => {
      // Offline support is an extra; the site works without it.
    });
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

const RELOADED_KEY = "atrium-chunk-reload";

/**
 * Spec 1 §4 chunk-load recovery: the first time in a session that a page's code cannot be
 * loaded (usually a new release replaced the files), clear the caches and reload once after
 * 100 ms. A second failure is only logged.
 */
export function recoverFromChunkError(error: unknown): boolean {
  try {
    if (sessionStorage.getItem(RELOADED_KEY)) {
      console.warn("Page code failed to load again after a reload", error);
      return false;
    }
    sessionStorage.setItem(RELOADED_KEY, "1");
  } catch {
    return false;
  }
  const clear =
    "caches" in window
      ? caches.keys().then((keys) => Promise.all(keys.map((k) => caches.delete(k))))
      : Promise.resolve();
  void clear.finally(() => setTimeout(() => window.location.reload(), 100));
  return true;
}
