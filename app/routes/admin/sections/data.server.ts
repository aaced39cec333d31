import { renderMarkdown } from "@server/services/markdown";
// The guide is a document in the repository, bundled as text and rendered once.
import guide from "../../../../docs/migrating-to-postgresql.md?raw";

/**
 * docs/migrating-to-postgresql.md as the sanitised HTML the blog's renderer makes, without its
 * title line: the dialog that shows it has the title.
 */
export const migrationGuideHtml = renderMarkdown(guide.replace(/^# .*\n/, ""));
