/**
 * The blog's Markdown rendering. The pipeline itself is pure and lives in common/markdown.ts, so
 * the AI chat can render streamed answers the same way in the browser.
 */
export { markdownToPlainText, renderMarkdown } from "@common/markdown";
