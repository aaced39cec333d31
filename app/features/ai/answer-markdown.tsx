import { renderChatMarkdown } from "@common/markdown";
import { useMemo } from "react";
import { cn } from "~/lib/cn";

/** Compact prose for a chat bubble (the blog's articleProse spaces a page, not a reply). */
export const answerProse = cn(
  "max-w-none break-words text-sm leading-relaxed text-fg",
  "[&>*:first-child]:mt-0 [&_p]:mt-2 [&_ul]:mt-2 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:mt-2 [&_ol]:list-decimal [&_ol]:pl-5 [&_li]:mt-0.5",
  "[&_h2]:mt-3 [&_h2]:text-base [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:font-semibold [&_h4]:mt-2 [&_h4]:font-semibold",
  "[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 dark:[&_a]:text-[color-mix(in_oklab,var(--color-primary)_55%,white)]",
  "[&_blockquote]:mt-2 [&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-3 [&_blockquote]:italic",
  "[&_code]:rounded [&_code]:bg-black/5 [&_code]:px-1 [&_code]:text-[0.9em] dark:[&_code]:bg-white/10",
  "[&_pre]:mt-2 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:border [&_pre]:border-border [&_pre]:bg-bg [&_pre]:p-3 [&_pre_code]:bg-transparent [&_pre_code]:p-0",
  "[&_table]:mt-2 [&_table]:block [&_table]:overflow-x-auto [&_th]:border [&_th]:border-border [&_th]:px-2 [&_th]:py-1 [&_th]:text-left [&_td]:border [&_td]:border-border [&_td]:px-2 [&_td]:py-1",
  "[&_hr]:my-3 [&_hr]:border-border",
);

/**
 * An answer as sanitised Markdown, re-rendered as it streams in (renderChatMarkdown keeps every
 * prefix inert). Loaded on demand: the Markdown pipeline is in no other chunk of the app.
 */
export default function AnswerMarkdown({ text }: { text: string }) {
  const html = useMemo(() => renderChatMarkdown(text), [text]);
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by renderChatMarkdown (rehype-sanitize, no images)
    <div className={answerProse} data-testid="chat-answer" dangerouslySetInnerHTML={{ __html: html }} />
  );
}
