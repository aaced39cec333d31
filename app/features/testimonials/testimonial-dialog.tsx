import {
  type Testimonial,
  type TestimonialCreate,
  TestimonialCreateSchema,
} from "@common/schemas/testimonials";
import { Controller } from "react-hook-form";
import { CheckboxField } from "~/components/ui/checkbox-field";
import { FormField } from "~/components/ui/form-field";
import { TextareaField } from "~/components/ui/textarea-field";
import type { DialogProps, ToastText } from "~/features/admin-kit";
import {
  blankAsUndefined,
  FormImageField,
  OrderField,
  ResourceDialog,
  RevisionsPanel,
  resourceForm,
  useRestorableRow,
} from "~/features/admin-kit";
import { TESTIMONIAL_DIALOG_COPY as D } from "./copy";
import { testimonials } from "./resource";
import { StarRatingInput } from "./star-rating";

const testimonialForm = resourceForm(testimonials, TestimonialCreateSchema, D);

/** The toast after a save names whose testimonial it was. */
const savedText = (values: TestimonialCreate, editing: boolean): ToastText => ({
  title: editing ? D.updated : D.added,
  description: `The testimonial from ${values.name} was ${editing ? "saved" : "added"}.`,
});

/** "Add Testimonial" / "Edit Testimonial" (spec 2 §3, §5): every field, on the API's schema. */
export function TestimonialDialog(props: DialogProps<Testimonial>) {
  const [row, restored] = useRestorableRow(props.row);
  return (
    <ResourceDialog {...props} row={row} form={testimonialForm} saved={savedText}>
      {(form, field) => {
        const { errors } = form.formState;
        return (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="Name" required {...field("name")} />
              <FormField label="Role" required placeholder="Operations Director" {...field("role")} />
              <FormField label="Company" {...field("company")} />
              <OrderField {...field("order_index", { setValueAs: blankAsUndefined })} />
            </div>
            <TextareaField label="Testimonial" required rows={5} {...field("content")} />
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
            <FormImageField control={form.control} name="avatar" label="Avatar" folder="testimonials" />
            <CheckboxField label="Featured" hint={D.featuredHint} {...form.register("featured")} />
            {row ? <RevisionsPanel resource="testimonials" id={row.id} onRestored={restored} /> : null}
          </>
        );
      }}
    </ResourceDialog>
  );
}
