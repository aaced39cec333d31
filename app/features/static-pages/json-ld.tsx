import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/root";

/**
 * JSON for an inline `<script type="application/ld+json">`: "<" (so no "</script>" can end the
 * element early), ">" and "&" are written as \u escapes, as are the line and paragraph separators
 * that older JavaScript parsers reject.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** Structured data for search engines, carrying the request's CSP nonce. */
export function JsonLd({ data }: { data: unknown }) {
  const nonce = useRouteLoaderData<RootData>("root")?.nonce;
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised JSON with "<" escaped
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
