import { jsonForScript } from "~/lib/json-script";
import { useRootData } from "~/lib/site-settings";

/** Structured data for search engines, carrying the request's CSP nonce. */
export function JsonLd({ data }: { data: unknown }) {
  const nonce = useRootData()?.nonce;
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped for script context
      dangerouslySetInnerHTML={{ __html: jsonForScript(data) }}
    />
  );
}
