import type { PublicSiteSettings, RootData } from "@common/schemas/site-settings";
import { useRouteLoaderData } from "react-router";

/** The root loader's data: undefined only while an error is rendered before it loaded. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}

/** The site settings the root loader rendered with (spec 1 §3.3). */
export function useSiteSettings(): PublicSiteSettings {
  const data = useRootData();
  if (!data) throw new Error("useSiteSettings needs the root loader's data");
  return data.settings;
}
