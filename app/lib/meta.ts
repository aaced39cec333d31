import type { RootData } from "@common/schemas/site-settings";
import type { MetaDescriptor } from "react-router";

type Match = { id: string; data?: unknown } | undefined;
type MetaArgsLike = { matches: readonly Match[]; location: { pathname: string } };

function rootData(matches: readonly Match[]): RootData | undefined {
  return matches.find((m) => m?.id === "root")?.data as RootData | undefined;
}

/** The site name from settings, as loaded by the root route. */
export function siteNameFrom(matches: readonly Match[]): string {
  return rootData(matches)?.settings.site_name ?? "Atrium";
}

/**
 * A page's title ("<page> | <site name>"; the site name alone for the home page), description,
 * canonical URL, Open Graph and Twitter tags. Every route's `meta` goes through here.
 */
export function pageMeta(args: MetaArgsLike, title?: string, description?: string): MetaDescriptor[] {
  const root = rootData(args.matches);
  const siteName = root?.settings.site_name ?? "Atrium";
  const fullTitle = title ? `${title} | ${siteName}` : siteName;
  const text = description ?? root?.settings.meta_description ?? undefined;
  const url = root?.origin
    ? `${root.origin}${args.location.pathname === "/" ? "/" : args.location.pathname.replace(/\/$/, "")}`
    : undefined;
  const meta: MetaDescriptor[] = [
    { title: fullTitle },
    { property: "og:title", content: fullTitle },
    { property: "og:site_name", content: siteName },
    { property: "og:type", content: "website" },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: fullTitle },
  ];
  if (text) {
    meta.push(
      { name: "description", content: text },
      { property: "og:description", content: text },
      { name: "twitter:description", content: text },
    );
  }
  if (url) meta.push({ tagName: "link", rel: "canonical", href: url }, { property: "og:url", content: url });
  return meta;
}
