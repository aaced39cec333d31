import { cx } from "~/lib/cx";

/**
 * The article body: HTML rendered from Markdown and sanitised on the server
 * (server/services/markdown.ts), styled here element by element. The public post page and the
 * back office's preview share it, so the preview looks as the article will. Public callers that
 * change the text or paragraph spacing pass it here (cx does not drop conflicting classes).
 */
export function articleProseWith({
  text = "text-fg leading-relaxed",
  paragraphs = "[&_p]:mt-5",
}: {
  /** The body's colour and size (e.g. a larger, muted lead). */
  text?: string;
  /** The space above each paragraph. */
  paragraphs?: string;
}): string {
  return cx("max-w-none", text, paragraphs, elements);
}

const elements = cx(
  "[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold",
  "[&_h4]:mt-6 [&_h4]:font-semibold [&_h5]:mt-6 [&_h5]:font-semibold [&_h6]:mt-6 [&_h6]:font-semibold",
  "[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1.5",
  "[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 dark:[&_a]:text-[color-mix(in_oklab,var(--color-primary)_55%,white)]",
  "[&_blockquote]:mt-5 [&_blockquote]:border-l-4 [&_blockquote]:border-primary [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_code]:rounded [&_code]:bg-black/5 [&_code]:px-1 [&_code]:text-[0.9em] dark:[&_code]:bg-white/10",
  "[&_pre]:mt-5 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:border [&_pre]:border-border [&_pre]:bg-card [&_pre]:p-4 [&_pre_code]:bg-transparent [&_pre_code]:p-0",
  "[&_img]:mt-5 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg",
  "[&_table]:mt-5 [&_table]:block [&_table]:overflow-x-auto [&_th]:border [&_th]:border-border [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_td]:border [&_td]:border-border [&_td]:px-3 [&_td]:py-2",
  "[&_hr]:my-8 [&_hr]:border-border [&_.footnotes]:mt-10 [&_.footnotes]:border-t [&_.footnotes]:border-border [&_.footnotes]:pt-4 [&_.footnotes]:text-sm",
);

export const articleProse = articleProseWith({});
