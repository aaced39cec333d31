import { CONTACT_FIELD_TYPES } from "@common/options";
import {
  CHOICE_FIELD_TYPES,
  type ContactFieldCreate,
  ContactFieldCreateSchema,
  type ContactFieldUpdate,
  ContactFieldUpdateSchema,
  type ContactFormField,
  choiceOptionsError,
  FIELD_LIMITS,
} from "@common/schemas/contact-form-fields";
import { CONTACT_MAPPED_FIELDS } from "@common/schemas/contact-messages";
import { Plus, Trash2 } from "lucide-react";
import { type ChangeEvent, useId } from "react";
import { type UseFormReturn, useFieldArray } from "react-hook-form";
import { z } from "zod";
import { Button } from "~/components/ui/button";
import { CheckboxField } from "~/components/ui/checkbox-field";
import { FormField } from "~/components/ui/form-field";
import { SelectField } from "~/components/ui/select-field";
import { type DialogProps, ResourceDialog, resourceForm, savedToast } from "~/features/admin-kit";
import { fieldProps } from "~/lib/form-fields";
import { FIELD_COPY as C, FIELD_TYPE_LABELS } from "./copy";
import { contactFormFields } from "./resource";

type Payload = ContactFieldCreate & ContactFieldUpdate;

const TYPE_OPTIONS = CONTACT_FIELD_TYPES.map((type) => ({
  value: type,
  label: FIELD_TYPE_LABELS[type] ?? type,
}));
const isChoice = (type: string) => (CHOICE_FIELD_TYPES as readonly string[]).includes(type);

/** The dialog's values: the options editor's rows are objects, as useFieldArray wants them. */
const FormValuesSchema = z.object({
  field_name: z.string(),
  field_label: z.string(),
  field_type: z.enum(CONTACT_FIELD_TYPES),
  field_placeholder: z.string(),
  field_options: z.array(z.object({ value: z.string() })),
  is_required: z.boolean(),
  is_active: z.boolean(),
  help_text: z.string(),
});
type Values = z.input<typeof FormValuesSchema>;

/**
 * Checked with the API's own schema: blank option rows dropped, options only for select and
 * radio, help text only when editing (the create schema leaves it out); its messages go to the
 * dialog's fields, which carry the API's names.
 */
function formSchema(editing: boolean) {
  const schema = editing ? ContactFieldUpdateSchema : ContactFieldCreateSchema;
  return FormValuesSchema.transform((values, ctx): Payload => {
    const options = values.field_options.map((o) => o.value.trim()).filter((o) => o !== "");
    const parsed = schema.safeParse({
      ...values,
      field_options: isChoice(values.field_type) ? options : null,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        ctx.addIssue({
          code: "custom",
          path: [String(issue.path[0] ?? "field_name")],
          message: issue.message,
        });
      }
      return z.NEVER;
    }
    // The update schema checks no options against a type it may not be sent; here both are known.
    const optionsError = choiceOptionsError(values.field_type, parsed.data.field_options);
    if (optionsError) {
      ctx.addIssue({ code: "custom", path: ["field_options"], message: optionsError });
      return z.NEVER;
    }
    return parsed.data as Payload;
  });
}

/**
 * "Add Field" and "Edit Contact Form Field" (spec 3 §2, §5): save is disabled until the name and
 * label are filled.
 */
export function FieldDialog(props: DialogProps<ContactFormField>) {
  const { row: field } = props;
  return (
    <ResourceDialog
      {...props}
      form={resourceForm(contactFormFields, formSchema(field !== null), C)}
      blanks={{ field_type: "text", is_active: true }}
      values={{ field_options: (field?.field_options ?? []).map((value) => ({ value })) }}
      ready={(v) => v.field_name.trim() !== "" && v.field_label.trim() !== ""}
      saved={(payload, editing) =>
        editing
          ? savedToast(C, true, payload.field_label)
          : { title: C.added, description: `"${payload.field_label}" was added to the form.` }
      }
    >
      {(form) => <FieldInputs form={form} field={field} />}
    </ResourceDialog>
  );
}

function FieldInputs({
  form,
  field,
}: {
  form: UseFormReturn<Values, unknown, Payload>;
  field: ContactFormField | null;
}) {
  const options = useFieldArray({ control: form.control, name: "field_options" });
  const { errors } = form.formState;
  const ids = useId();
  const type = form.watch("field_type");
  const mapped = field && (CONTACT_MAPPED_FIELDS as readonly string[]).includes(field.field_name);
  const optionsError = errors.field_options?.message ?? errors.field_options?.root?.message;

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1">
          <FormField
            label="Field name"
            autoComplete="off"
            spellCheck={false}
            maxLength={FIELD_LIMITS.name}
            placeholder="budget_range"
            error={errors.field_name?.message}
            {...(errors.field_name ? {} : { "aria-describedby": `${ids}-name-hint` })}
            {...form.register("field_name")}
          />
          {errors.field_name ? null : (
            <p id={`${ids}-name-hint`} className="text-xs text-muted">
              {mapped
                ? `Answers to "${field.field_name}" fill the message's ${field.field_name}; under another name they are kept with the other answers.`
                : "Lowercase letters, digits and underscores."}
            </p>
          )}
        </div>
        <FormField
          label="Field label"
          maxLength={FIELD_LIMITS.label}
          placeholder="Budget Range"
          {...fieldProps(form, "field_label")}
        />
        <SelectField
          label="Field type"
          options={TYPE_OPTIONS}
          {...form.register("field_type", {
            // A choice field starts with one option row to fill in.
            onChange: (e: ChangeEvent<HTMLSelectElement>) => {
              if (isChoice(e.target.value) && form.getValues("field_options").length === 0) {
                options.append({ value: "" }, { shouldFocus: false });
              }
            },
          })}
        />
        <FormField
          label="Placeholder"
          maxLength={FIELD_LIMITS.placeholder}
          {...fieldProps(form, "field_placeholder")}
        />
      </div>

      {isChoice(type) ? (
        <fieldset className="space-y-2 rounded-md border border-border p-3">
          <legend className="px-1 text-sm font-medium">Options</legend>
          {options.fields.map((row, i) => (
            <div key={row.id} className="flex items-end gap-2">
              <div className="min-w-0 flex-1">
                <FormField
                  label={`Option ${i + 1}`}
                  maxLength={FIELD_LIMITS.option}
                  {...form.register(`field_options.${i}.value`)}
                />
              </div>
              <Button
                variant="ghost"
                className="px-2"
                aria-label={`Remove option ${i + 1}`}
                onClick={() => options.remove(i)}
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" />
              </Button>
            </div>
          ))}
          {optionsError ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {optionsError}
            </p>
          ) : null}
          <Button
            variant="secondary"
            disabled={options.fields.length >= FIELD_LIMITS.options}
            onClick={() => options.append({ value: "" })}
          >
            <Plus aria-hidden="true" className="h-4 w-4" /> Add Option
          </Button>
        </fieldset>
      ) : null}

      {field ? (
        <FormField label="Help text" maxLength={FIELD_LIMITS.helpText} {...fieldProps(form, "help_text")} />
      ) : null}

      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <CheckboxField label="Required" {...form.register("is_required")} />
        <CheckboxField label="Active" {...form.register("is_active")} />
      </div>
    </>
  );
}
