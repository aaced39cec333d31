import {
  type AdminBlogPost,
  BLOG_LIMITS,
  type BlogPostCreate,
  BlogPostCreateSchema,
} from "@common/schemas/blog-posts";
import { slugify } from "@common/slug";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { ImageField } from "~/components/ui/image-field";
import { ListInput } from "~/components/ui/list-input";
import { SelectField } from "~/components/ui/select-field";
import { TextareaField } from "~/components/ui/textarea-field";
import { ApiClientError } from "~/lib/api";
import { STATUS_OPTIONS, BLOG_COPY as T } from "./copy";
import { MarkdownEditor } from "./markdown-editor";
import { fromDateInput, toDateInput } from "./publish-date";
import { useCreateBlogPost, useUpdateBlogPost } from "./queries";

/** The form's values; published_at holds the date input's day ("YYYY-MM-DD") until it is saved. */
type Values = z.input<typeof BlogPostCreateSchema>;

function initialValues(row: AdminBlogPost | null): Values {
  return {
    title: row?.title ?? "",
    slug: row?.slug ?? "",
    excerpt: row?.excerpt ?? "",
    content: row?.content ?? "",
    cover_image: row?.cover_image ?? "",
    author: row?.author ?? "",
    tags: row?.tags ?? [],
    status: row?.status ?? "draft",
    published_at: toDateInput(row?.published_at) || null,
  };
}

/**
 * "New Blog Post" / "Edit Blog Post": every field, validated with the API's schema. The slug
 * follows the title until it is edited by hand (an empty slug follows it again). A failed save
 * keeps the dialog open with what was typed and the server's field errors (e.g. a duplicate slug).
 */
export function BlogPostDialog({ row, onClose }: { row: AdminBlogPost | null; onClose: () => void }) {
  const create = useCreateBlogPost();
  const update = useUpdateBlogPost();
  const form = useForm<Values, unknown, BlogPostCreate>({
    defaultValues: initialValues(row),
    resolver: zodResolver(BlogPostCreateSchema),
  });
  const { errors, isSubmitting } = form.formState;
  // An existing post keeps its slug when its title changes.
  const [slugByHand, setSlugByHand] = useState(row !== null);
  const status = form.watch("status");

  const onSubmit = form.handleSubmit(async (values) => {
    const payload = { ...values, published_at: fromDateInput(values.published_at, row?.published_at) };
    try {
      if (row) {
        await update.mutateAsync({ id: row.id, patch: payload });
        toast.success(T.updated, { description: `"${values.title}" was saved.` });
      } else {
        await create.mutateAsync(payload);
        toast.success(T.added, { description: `"${values.title}" was added.` });
      }
      onClose();
    } catch (err) {
      if (err instanceof ApiClientError && err.fields) {
        for (const [key, message] of Object.entries(err.fields)) {
          if (key in form.getValues()) form.setError(key as keyof Values, { type: "server", message });
        }
      }
      toast.error(row ? T.updateFailed : T.addFailed, {
        description: err instanceof ApiClientError && err.status === 409 ? err.message : T.tryAgain,
      });
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={row ? T.editTitle : T.addTitle}
      size="4xl"
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="Title"
            required
            maxLength={BLOG_LIMITS.title}
            error={errors.title?.message}
            {...form.register("title", {
              onChange: (e) => {
                if (!slugByHand) form.setValue("slug", slugify(e.target.value));
              },
            })}
          />
          <FormField
            label="Slug"
            maxLength={BLOG_LIMITS.slug}
            spellCheck={false}
            autoComplete="off"
            placeholder="made-from-the-title"
            error={errors.slug?.message}
            {...form.register("slug", {
              onChange: (e) => setSlugByHand(e.target.value.trim() !== ""),
            })}
          />
          <FormField
            label="Author"
            maxLength={BLOG_LIMITS.author}
            error={errors.author?.message}
            {...form.register("author")}
          />
          <div className="grid grid-cols-2 gap-4">
            <SelectField label="Status" options={STATUS_OPTIONS} {...form.register("status")} />
            <FormField
              label="Publish date"
              type="date"
              error={errors.published_at?.message}
              {...form.register("published_at", { setValueAs: (v) => v || null })}
            />
          </div>
        </div>
        {status === "published" && !form.watch("published_at") ? (
          <p className="text-sm text-muted">Without a publish date the post is published now.</p>
        ) : null}
        <TextareaField
          label="Excerpt"
          rows={2}
          maxLength={BLOG_LIMITS.excerpt}
          error={errors.excerpt?.message}
          {...form.register("excerpt")}
        />
        <Controller
          control={form.control}
          name="content"
          render={({ field }) => (
            <MarkdownEditor
              label="Body (Markdown)"
              value={field.value ?? ""}
              onChange={field.onChange}
              error={errors.content?.message}
            />
          )}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Controller
            control={form.control}
            name="cover_image"
            render={({ field }) => (
              <ImageField
                label="Cover image"
                folder="blog"
                value={field.value ?? ""}
                onChange={field.onChange}
                error={errors.cover_image?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="tags"
            render={({ field }) => (
              <ListInput
                label="Tags"
                value={field.value ?? []}
                onChange={field.onChange}
                placeholder="Add a tag"
                error={errors.tags?.message}
                removeLabel={(tag) => `Remove tag ${tag}`}
              />
            )}
          />
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Saving..." : row ? "Save Changes" : "Save Post"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
