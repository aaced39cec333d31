import type { SessionInfo } from "@common/schemas/auth";
import { useEffect, useSyncExternalStore } from "react";
import { api, checkAnswer } from "./api";

/**
 * Who is signed in, as the browser knows it: a tiny store shared by the navigation bar, the login
 * pages and the dashboard. Kept free of TanStack Query so public pages do not ship it.
 */
let current: SessionInfo | undefined;
let loading: Promise<SessionInfo> | undefined;
const listeners = new Set<() => void>();

export const SIGNED_OUT: SessionInfo = { user: null, permissions: [] };

/**
 * Every public page's navigation bar asks this, so the answer is not checked against
 * SessionInfoSchema in the browser: that would load zod on every page. The server's route tests
 * hold the answer to its schema; in development it is checked here too, loaded on demand.
 */
export async function fetchSession(): Promise<SessionInfo> {
  const path = "/api/v1/auth/session";
  const body = await api(path);
  if (import.meta.env.DEV) {
    const { SessionInfoSchema } = await import("@common/schemas/auth");
    return checkAnswer(path, SessionInfoSchema, body);
  }
  return body as SessionInfo;
}

export function setSession(session: SessionInfo): void {
  current = session;
  for (const listener of listeners) listener();
}

/** Asks the server again (after sign-in, profile edits); concurrent callers share one request. */
export function refreshSession(): Promise<SessionInfo> {
  loading ??= fetchSession()
    .then((session) => {
      setSession(session);
      return session;
    })
    .finally(() => {
      loading = undefined;
    });
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The session, loaded on first use; `data` is undefined until the server has answered. */
export function useSession(): { data: SessionInfo | undefined } {
  const data = useSyncExternalStore(
    subscribe,
    () => current,
    () => undefined,
  );
  useEffect(() => {
    if (current === undefined) refreshSession().catch(() => {});
  }, []);
  return { data };
}

export function useRefreshSession() {
  return refreshSession;
}

/** Signs out (an admin's every session); the caller shows the toast. */
export async function logout(): Promise<void> {
  await api("/api/v1/auth/logout", { method: "POST", body: {} });
}
