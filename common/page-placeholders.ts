/**
 * The placeholders a standing page's Markdown may hold (issue 16), filled from the site settings
 * before the Markdown is rendered, so the seeded pages follow the agency's name and contact
 * details. Without an e-mail address, its links point at the contact page, so sentences still read.
 *
 * {site} company name · {email} contact e-mail (a link) · {phone} phone number · {address} postal
 * address · {jurisdiction} state/province and country · {response} the response-time promise as
 * a sentence · {analytics} the analytics tools turned on.
 */
export type PageValues = {
  site: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  jurisdiction: string | null;
  response: string | null;
  /** Names of the analytics tools turned on in settings. */
  analytics: string[];
};

export const PAGE_PLACEHOLDERS = [
  "site",
  "email",
  "phone",
  "address",
  "jurisdiction",
  "response",
  "analytics",
] as const;

/** The response-time promise from settings as one sentence. */
export function responseSentence(promise: string | null | undefined): string {
  const text = promise?.trim().replace(/[.!]+$/, "");
  return text ? `${text}.` : "We reply as soon as we can on business days.";
}

/** Markdown with its placeholders filled in. */
export function fillPlaceholders(markdown: string, values: PageValues): string {
  let text = markdown;
  if (values.email) {
    text = text.replaceAll("{email}", values.email);
  } else {
    // [{email}](mailto:{email}…) and [Apply by email](mailto:{email}…) lead to the contact page.
    text = text
      .replace(/\[\{email\}\]\(mailto:\{email\}[^)]*\)/g, "[our contact page](/contact)")
      .replace(/\]\(mailto:\{email\}[^)]*\)/g, "](/contact)")
      .replaceAll("{email}", "[our contact page](/contact)");
  }
  if (!values.jurisdiction) text = text.replaceAll(" ({jurisdiction})", "");
  const plain: Record<string, string> = {
    site: values.site,
    phone: values.phone || "the number on our contact page",
    address: values.address || "the address on our contact page",
    jurisdiction: values.jurisdiction ?? "",
    response: responseSentence(values.response),
    analytics: values.analytics.length
      ? `${values.analytics.join(", ")}.`
      : "none. This website does not load analytics or advertising tools.",
  };
  return text.replace(
    /\{(site|phone|address|jurisdiction|response|analytics)\}/g,
    (_, key: string) => plain[key] ?? "",
  );
}
