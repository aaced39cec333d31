import { type AboutContent, AboutContentFormSchema } from "@common/schemas/about-content";
import { Controller } from "react-hook-form";
import { CheckboxField } from "~/components/ui/checkbox-field";
import { FormField } from "~/components/ui/form-field";
import { SelectField } from "~/components/ui/select-field";
import { TextareaField } from "~/components/ui/textarea-field";
import type { DialogProps } from "~/features/admin-kit";
import { blankAsUndefined, byTitle, OrderField, ResourceDialog, resourceForm } from "~/features/admin-kit";
import { ABOUT_DIALOG_COPY as D, SECTION_TYPE_OPTIONS } from "./copy";
import { JsonObjectField } from "./json-object-field";
import { aboutContent } from "./resource";

const jsonText = (data: Record<string, unknown> | undefined) =>
  data && Object.keys(data).length > 0 ? JSON.stringify(data, null, 2) : "";

/**
 * "Add About Section" / "Edit About Section" (spec 2 §3, §5): every field, validated with the API's
 * schema; content_data is typed as JSON and must be an object to save.
 */
export function AboutContentDialog(props: DialogProps<AboutContent>) {
  return (
    <ResourceDialog
      {...props}
      form={resourceForm(aboutContent, AboutContentFormSchema, D, byTitle)}
      blanks={{ section_type: "history" }}
      values={{
        content_data: jsonText(props.row?.content_data),
      }}
    >
      {(form, field) => {
        return (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                label="Section type"
                required
                options={SECTION_TYPE_OPTIONS}
                {...field("section_type")}
              />
              <FormField label="Title" required {...field("title")} />
              <FormField label="Year" placeholder="2019" {...field("year")} />
              <OrderField {...field("order_index", { setValueAs: blankAsUndefined })} />
            </div>
            <TextareaField label="Description" rows={4} {...field("description")} />
            <Controller
              control={form.control}
              name="content_data"
              render={({ field, fieldState }) => (
                <JsonObjectField
                  ref={field.ref}
                  label="Content data (JSON)"
                  value={field.value ?? ""}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
            <CheckboxField label="Active" hint={D.activeHint} {...form.register("is_active")} />
          </>
        );
      }}
    </ResourceDialog>
  );
}
