import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { SessionInfo } from "../../common/schemas/auth";
import { api } from "./api";

export const sessionQueryKey = ["session"] as const;

export function fetchSession(): Promise<SessionInfo> {
  return api<SessionInfo>("/api/v1/auth/session");
}

export function useSession() {
  return useQuery({ queryKey: sessionQueryKey, queryFn: fetchSession });
}

export function useRefreshSession() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: sessionQueryKey });
}

/** Signs out (an admin's every session); the caller shows the toast. */
export async function logout(): Promise<void> {
  await api("/api/v1/auth/logout", { method: "POST", body: {} });
}
