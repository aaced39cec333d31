import type { MetaDescriptor } from "react-router";

type RootMatch = { id: string; data?: unknown } | undefined;

/** The site name from settings, as loaded by the root route. */
export function siteNameFrom(matches: readonly RootMatch[]): string {
  const root = matches.find((m) => m?.id === "root")?.data as
    | { settings?: { site_name?: string } }
    | undefined;
  return root?.settings?.site_name ?? "Atrium";
}

/** "<page> | <site name>" plus a description; the home page passes no title. */
export function pageMeta(
  matches: readonly RootMatch[],
  title?: string,
  description?: string,
): MetaDescriptor[] {
  const siteName = siteNameFrom(matches);
  const meta: MetaDescriptor[] = [{ title: title ? `${title} | ${siteName}` : siteName }];
  if (description) meta.push({ name: "description", content: description });
  return meta;
}
