import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { Controller, useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { ImageField } from "~/components/ui/image-field";
import { TextareaField } from "~/components/ui/textarea-field";
import { ApiClientError } from "~/lib/api";
import {
  type AdminTestimonial,
  TESTIMONIAL_LIMITS,
  type TestimonialCreate,
  TestimonialCreateSchema,
} from "../../../common/schemas/testimonials";
import { TESTIMONIALS_COPY as T } from "./copy";
import { useCreateTestimonial, useUpdateTestimonial } from "./queries";
import { StarRatingInput } from "./star-rating";

type Values = z.input<typeof TestimonialCreateSchema>;

function initialValues(row: AdminTestimonial | null): Values {
  return {
    name: row?.name ?? "",
    role: row?.role ?? "",
    company: row?.company ?? "",
    avatar: row?.avatar ?? "",
    content: row?.content ?? "",
    rating: row?.rating ?? 5,
    featured: row?.featured ?? false,
    order_index: row?.order_index,
  };
}

/** An empty order box means "at the end" (new) or is refused by the schema (edit keeps a number). */
const toOrder = (v: unknown) => (v === "" || v === null || v === undefined ? undefined : Number(v));

/**
 * "Add Testimonial" / "Edit Testimonial" (spec 2 §3, §5): every field, validated with the API's
 * schema. A failed save keeps the dialog open with what was typed and the server's field errors.
 */
export function TestimonialDialog({ row, onClose }: { row: AdminTestimonial | null; onClose: () => void }) {
  const create = useCreateTestimonial();
  const update = useUpdateTestimonial();
  const form = useForm<Values, unknown, TestimonialCreate>({
    defaultValues: initialValues(row),
    resolver: zodResolver(TestimonialCreateSchema),
  });
  const { errors, isSubmitting } = form.formState;
  const ids = useId();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (row) {
        await update.mutateAsync({ id: row.id, patch: values });
        toast.success(T.updated, { description: `The testimonial from ${values.name} was saved.` });
      } else {
        await create.mutateAsync(values);
        toast.success(T.added, { description: `The testimonial from ${values.name} was added.` });
      }
      onClose();
    } catch (err) {
      if (err instanceof ApiClientError && err.fields) {
        for (const [key, message] of Object.entries(err.fields)) {
          if (key in form.getValues()) form.setError(key as keyof Values, { type: "server", message });
        }
      }
      toast.error(row ? T.updateFailed : T.addFailed, { description: T.tryAgain });
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={row ? T.editTitle : T.addTitle}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="Name"
            required
            maxLength={TESTIMONIAL_LIMITS.name}
            error={errors.name?.message}
            {...form.register("name")}
          />
          <FormField
            label="Role"
            required
            maxLength={TESTIMONIAL_LIMITS.role}
            placeholder="Operations Director"
            error={errors.role?.message}
            {...form.register("role")}
          />
          <FormField
            label="Company"
            maxLength={TESTIMONIAL_LIMITS.company}
            error={errors.company?.message}
            {...form.register("company")}
          />
          <FormField
            label="Display order"
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            placeholder="At the end"
            error={errors.order_index?.message}
            {...form.register("order_index", { setValueAs: toOrder })}
          />
        </div>
        <TextareaField
          label="Testimonial"
          required
          rows={5}
          maxLength={TESTIMONIAL_LIMITS.content}
          error={errors.content?.message}
          {...form.register("content")}
        />
        <Controller
          control={form.control}
          name="rating"
          render={({ field }) => (
            <StarRatingInput
              value={field.value ?? 5}
              onChange={field.onChange}
              error={errors.rating?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="avatar"
          render={({ field }) => (
            <ImageField
              label="Avatar"
              folder="testimonials"
              value={field.value ?? ""}
              onChange={field.onChange}
              error={errors.avatar?.message}
            />
          )}
        />
        <div className="flex items-start gap-2 text-sm">
          <input
            id={`${ids}-featured`}
            type="checkbox"
            aria-describedby={`${ids}-featured-hint`}
            className="mt-0.5 h-4 w-4 accent-[var(--color-primary)]"
            {...form.register("featured")}
          />
          <div>
            <label htmlFor={`${ids}-featured`}>Featured</label>
            <p id={`${ids}-featured-hint`} className="text-muted">
              Featured testimonials are shown on the home page.
            </p>
          </div>
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Saving..." : row ? "Save Changes" : "Add Testimonial"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
