import { z } from "zod";
import { PAGE_STATUSES, type STANDING_PAGES } from "../options";
import { optionalText, storedRow } from "./fields";

/**
 * The standing pages (issue 16): about, faq, industries, careers, support, privacy, terms and
 * cookies. Seeded, one row each; the Pages manager edits them (no create, no delete). The body is
 * Markdown, rendered and sanitised as the blog's posts are; the FAQ's questions are `items`.
 *
 * Bodies may say {site}, {email}, {phone}, {address}, {jurisdiction}, {response} and
 * {analytics}: the public page fills them from the site settings (common/page-placeholders.ts).
 */

export const PAGE_LIMITS = {
  title: 200,
  body: 100_000,
  items: 100,
  question: 300,
  answer: 5_000,
  seoTitle: 120,
  seoDescription: 320,
} as const;

/** Search engines show about this much of each; the editor's counters say so. */
export const SEO_ADVICE = { title: 60, description: 160 } as const;

export const PAGE_TEXT = {
  titleRequired: "Title is required",
  bodyTooLong: `The page is too long (at most ${PAGE_LIMITS.body.toLocaleString("en-US")} characters)`,
  questionRequired: "Question is required",
  answerRequired: "Answer is required",
  tooManyItems: `At most ${PAGE_LIMITS.items} questions`,
  status: "Status must be published or draft",
} as const;

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Use at most ${max} characters`);

export const PageItemSchema = z.object({
  question: requiredText(PAGE_TEXT.questionRequired, PAGE_LIMITS.question),
  answer: requiredText(PAGE_TEXT.answerRequired, PAGE_LIMITS.answer),
});
export type PageItem = z.output<typeof PageItemSchema>;

/** PATCH /admin/pages/{id}: any subset. The slug is fixed: each page has its route. */
export const PageUpdateSchema = z
  .object({
    title: requiredText(PAGE_TEXT.titleRequired, PAGE_LIMITS.title),
    body: z.string().max(PAGE_LIMITS.body, PAGE_TEXT.bodyTooLong),
    items: z.array(PageItemSchema).max(PAGE_LIMITS.items, PAGE_TEXT.tooManyItems),
    seo_title: optionalText(PAGE_LIMITS.seoTitle),
    seo_description: optionalText(PAGE_LIMITS.seoDescription),
    status: z.enum(PAGE_STATUSES, { error: PAGE_TEXT.status }),
  })
  .partial();
export type PageUpdate = z.output<typeof PageUpdateSchema>;

/** A standing page as the back office's API answers it, drafts too. */
export const PageSchema = storedRow({
  slug: z.string().meta({
    description:
      "One of the standing pages: about, faq, industries, careers, support, privacy, terms, cookies",
  }),
  title: z.string(),
  body: z.string().meta({ description: "Markdown" }),
  items: z
    .array(z.object({ question: z.string(), answer: z.string() }))
    .meta({ description: "The FAQ's questions and answers (Markdown), in order; empty on other pages" }),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  status: z.enum(PAGE_STATUSES),
}).meta({ id: "Page" });
export type Page = z.infer<typeof PageSchema>;
export type StandingPage = (typeof STANDING_PAGES)[number];

/** A page as its public route renders it: Markdown already rendered to sanitised HTML. */
export type PublicPage = {
  slug: StandingPage;
  title: string;
  /** The body's opening (before its first heading), shown as the page's lead. */
  leadHtml: string;
  /** The rest of the body. */
  html: string;
  /** The body's top-level headings, for a table of contents (ids are set on the headings in `html`). */
  headings: { id: string; text: string }[];
  items: { question: string; html: string; text: string }[];
  seo_title: string | null;
  seo_description: string | null;
  status: (typeof PAGE_STATUSES)[number];
  updated_at: string;
};

/** POST /admin/pages/preview: the editor's Markdown, rendered as visitors will see it. */
export const PagePreviewSchema = z.object({
  body: z.string().max(PAGE_LIMITS.body, PAGE_TEXT.bodyTooLong),
});

/** The preview's answer. */
export const PagePreviewResultSchema = z
  .object({ html: z.string().meta({ description: "Sanitised HTML" }) })
  .meta({ id: "PagePreview" });
