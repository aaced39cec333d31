import { BLOG_LIMITS, type BlogPost, BlogPostCreateSchema } from "@common/schemas/blog-posts";
import { slugify } from "@common/slug";
import { useState } from "react";
import { FormField } from "~/components/ui/form-field";
import { SelectField } from "~/components/ui/select-field";
import { TextareaField } from "~/components/ui/textarea-field";
import {
  byTitle,
  type DialogProps,
  FormImageField,
  FormListField,
  FormMarkdownField,
  ResourceDialog,
  RevisionsPanel,
  resourceForm,
  SlugField,
  useRestorableRow,
  ViewLink,
} from "~/features/admin-kit";
import { ApiClientError } from "~/lib/api";
import { BLOG_DIALOG_COPY as D, STATUS_OPTIONS, BLOG_COPY as T } from "./copy";
import { fromDateInput, toDateInput } from "./publish-date";
import { blogPosts, blogPreview } from "./resource";

/** Visitors see a post once it is published and its date has come. */
const isPublic = (post: BlogPost) =>
  post.status === "published" && post.published_at !== null && Date.parse(post.published_at) <= Date.now();

/**
 * "New Blog Post" / "Edit Blog Post": every field, on the API's schema. The slug follows the title
 * until it is edited by hand (an empty slug follows it again); published_at holds the date input's
 * day ("YYYY-MM-DD") until it is saved. A duplicate slug is shown at the slug, with the spec's text.
 */
export function BlogPostDialog(props: DialogProps<BlogPost>) {
  const [row, restored] = useRestorableRow(props.row);
  // An existing post keeps its slug when its title changes.
  const [slugByHand, setSlugByHand] = useState(row !== null);
  return (
    <ResourceDialog
      {...props}
      row={row}
      form={resourceForm(blogPosts, BlogPostCreateSchema, D, byTitle)}
      values={{
        published_at: toDateInput(row?.published_at) || null,
      }}
      toBody={(values) => ({
        ...values,
        published_at: fromDateInput(values.published_at, row?.published_at),
      })}
      failed={(err, editing) => ({
        title: editing ? D.updateFailed : D.addFailed,
        description: err instanceof ApiClientError && err.status === 409 ? err.message : T.tryAgain,
      })}
      size="4xl"
    >
      {(form, field) => {
        const status = form.watch("status");
        return (
          <>
            {row && !isPublic(row) ? (
              <ViewLink to={`/blog/${row.id}`} name={row.title} verb="Preview" />
            ) : null}
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                label="Title"
                required
                {...field("title", {
                  onChange: (e) => {
                    if (!slugByHand) form.setValue("slug", slugify(e.target.value));
                  },
                })}
              />
              <SlugField
                placeholder="made-from-the-title"
                {...field("slug", {
                  onChange: (e) => setSlugByHand(e.target.value.trim() !== ""),
                })}
              />
              <FormField label="Author" {...field("author")} />
              <div className="grid grid-cols-2 gap-4">
                <SelectField label="Status" options={STATUS_OPTIONS} {...form.register("status")} />
                <FormField
                  label="Publish date"
                  type="date"
                  {...field("published_at", { setValueAs: (v) => v || null })}
                />
              </div>
            </div>
            {status === "published" && !form.watch("published_at") ? (
              <p className="text-sm text-muted">{D.publishesNow}</p>
            ) : null}
            <TextareaField label="Excerpt" rows={2} {...field("excerpt")} />
            <FormMarkdownField
              control={form.control}
              name="content"
              maxLength={BLOG_LIMITS.content}
              preview={blogPreview}
              subject="post"
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <FormImageField control={form.control} name="cover_image" label="Cover image" folder="blog" />
              <FormListField control={form.control} name="tags" label="Tags" noun="tag" />
            </div>
            {row ? <RevisionsPanel resource="blog-posts" id={row.id} onRestored={restored} /> : null}
          </>
        );
      }}
    </ResourceDialog>
  );
}
