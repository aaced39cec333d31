import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { MarkdownEditor } from "./markdown-editor";
import { adminResource } from "./resource";

const pages = adminResource({ name: "pages", item: z.object({ id: z.string() }) });

/** The editor's help line under the text, as plain text. */
function hint(subject: string, extra?: string): string {
  const html = renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MarkdownEditor
        value=""
        onChange={() => {}}
        maxLength={100}
        preview={{ resource: pages, field: "body" }}
        subject={subject}
        hint={extra}
      />
    </QueryClientProvider>,
  );
  const help = /<p id="[^"]*-help"[^>]*>(.*?)<\/p>/s.exec(html)?.[1] ?? "";
  return help.replace(/<[^>]+>/g, "").replace(/&#x27;/g, "'");
}

describe("MarkdownEditor", () => {
  it("names what visitors are shown in its hint: a page, a service page, a post", () => {
    expect(hint("page")).toContain("Scripts and unsafe links are removed when the page is shown.");
    expect(hint("service page")).toContain("removed when the service page is shown.");
    expect(hint("post")).toContain("removed when the post is shown.");
    for (const subject of ["page", "service page"]) expect(hint(subject)).not.toMatch(/\bpost\b/);
  });

  it("adds the caller's own help after it", () => {
    expect(hint("page", "{site} is filled from the settings.")).toMatch(
      /when the page is shown\. \{site\} is filled from the settings\.$/,
    );
  });
});
