import { PAGE_LIMITS, type Page, PageUpdateSchema, SEO_ADVICE } from "@common/schemas/pages";
import type { z } from "zod";
import { Link } from "~/components/link";
import { FormField } from "~/components/ui/form-field";
import { SelectField } from "~/components/ui/select-field";
import {
  CountedField,
  type DialogProps,
  FormMarkdownField,
  ResourceDialog,
  RevisionsPanel,
  resourceForm,
} from "~/features/admin-kit";
import { textLink } from "~/features/public-content/styles";
import { PAGE_DIALOG_COPY as D, STATUS_LABELS } from "./copy";
import { FaqItemsField } from "./faq-items-field";
import { pagePreview, pagesResource } from "./resource";

const STATUS_OPTIONS = (["published", "draft"] as const).map((s) => ({ value: s, label: STATUS_LABELS[s] }));
const form = resourceForm(pagesResource, PageUpdateSchema, D, (values) => values.title ?? "");

type Values = z.input<typeof PageUpdateSchema>;

/**
 * "Edit Page": the title, the Markdown body with the blog's editor and preview, the FAQ's questions
 * (FAQ only), SEO title and description with counters, status, and the page's earlier versions.
 */
export function PageDialog({ row, onClose }: DialogProps<Page>) {
  if (!row) return null;
  return (
    <ResourceDialog form={form} row={row} onClose={onClose} size="4xl" description={`/${row.slug}`}>
      {(f, field) => {
        const seoTitle = f.watch("seo_title") ?? "";
        const seoDescription = f.watch("seo_description") ?? "";
        return (
          <>
            <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
              <FormField label="Title" required {...field("title")} />
              <SelectField label="Status" options={STATUS_OPTIONS} {...f.register("status")} />
            </div>
            {f.watch("status") === "draft" ? <p className="text-sm text-muted">{D.draftHint}</p> : null}
            {row.slug === "about" ? (
              <p className="rounded-md border border-border bg-bg p-3 text-sm">
                {D.aboutSections}{" "}
                <Link to="/dashboard/about-content" className={textLink}>
                  {D.aboutLink}
                </Link>
              </p>
            ) : null}
            <FormMarkdownField
              control={f.control}
              name="body"
              maxLength={PAGE_LIMITS.body}
              preview={pagePreview}
              subject="page"
              hint={D.placeholders}
            />
            {row.slug === "faq" || row.slug === "about" ? <FaqItemsField form={f} /> : null}
            <div className="grid gap-4 sm:grid-cols-2">
              <CountedField
                label="SEO title"
                limit={SEO_ADVICE.title}
                length={seoTitle.length}
                {...field("seo_title")}
              />
              <CountedField
                label="SEO description"
                limit={SEO_ADVICE.description}
                length={seoDescription.length}
                {...field("seo_description")}
                multiline
              />
            </div>
            <RevisionsPanel
              resource="pages"
              id={row.id}
              onRestored={(restored) => f.reset(restored as Values)}
            />
          </>
        );
      }}
    </ResourceDialog>
  );
}
