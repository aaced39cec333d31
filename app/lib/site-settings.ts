import { useRouteLoaderData } from "react-router";
// biome-ignore lint/style/noRestrictedImports: TRANSITION (issue 11) until the contract moves to common/
import type { RootData } from "~/root";

export type PublicSettings = RootData["settings"];

/** The site settings the root loader rendered with (spec 1 §3.3). */
export function useSiteSettings(): PublicSettings {
  const data = useRouteLoaderData<RootData>("root");
  if (!data) throw new Error("useSiteSettings needs the root loader's data");
  return data.settings;
}
