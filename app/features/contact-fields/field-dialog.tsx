import { CONTACT_FIELD_TYPES } from "@common/options";
import {
  CHOICE_FIELD_TYPES,
  type ContactFieldCreate,
  ContactFieldCreateSchema,
  type ContactFieldType,
  type ContactFieldUpdate,
  ContactFieldUpdateSchema,
  type ContactFormField,
  choiceOptionsError,
  FIELD_LIMITS,
} from "@common/schemas/contact-form-fields";
import { CONTACT_MAPPED_FIELDS } from "@common/schemas/contact-messages";
import { Plus, Trash2 } from "lucide-react";
import { type ChangeEvent, type ComponentProps, useId } from "react";
import { type FieldErrors, type Resolver, useFieldArray, useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { SelectField } from "~/components/ui/select-field";
import { ApiClientError } from "~/lib/api";
import { FIELD_TYPE_LABELS, FIELDS_COPY } from "./copy";
import { useCreateField, useUpdateField } from "./queries";

type Values = {
  field_name: string;
  field_label: string;
  field_type: ContactFieldType;
  field_placeholder: string;
  /** Rows of the options editor (objects, as useFieldArray wants them). */
  options: { value: string }[];
  is_required: boolean;
  is_active: boolean;
  help_text: string;
};
type Payload = ContactFieldCreate & ContactFieldUpdate;

const TYPE_OPTIONS = CONTACT_FIELD_TYPES.map((type) => ({
  value: type,
  label: FIELD_TYPE_LABELS[type] ?? type,
}));
const isChoice = (type: string) => (CHOICE_FIELD_TYPES as readonly string[]).includes(type);

function initialValues(field: ContactFormField | null): Values {
  const options = field?.field_options ?? [];
  return {
    field_name: field?.field_name ?? "",
    field_label: field?.field_label ?? "",
    field_type: (field?.field_type as ContactFieldType) ?? "text",
    field_placeholder: field?.field_placeholder ?? "",
    options: options.map((value) => ({ value })),
    is_required: field?.is_required ?? false,
    is_active: field?.is_active ?? true,
    help_text: field?.help_text ?? "",
  };
}

/** What the API gets: blank option rows dropped, options only for select and radio. */
function toPayload(v: Values, editing: boolean): Record<string, unknown> {
  return {
    field_name: v.field_name,
    field_label: v.field_label,
    field_type: v.field_type,
    field_placeholder: v.field_placeholder,
    field_options: isChoice(v.field_type)
      ? v.options.map((o) => o.value.trim()).filter((o) => o !== "")
      : null,
    is_required: v.is_required,
    is_active: v.is_active,
    ...(editing ? { help_text: v.help_text } : {}),
  };
}

/** The API's field names map to the form's; options errors go on the options editor. */
const formKey = (key: string): keyof Values => (key === "field_options" ? "options" : (key as keyof Values));

/** Validates with the API's own schema (common/schemas/contact-form-fields.ts). */
function resolverFor(editing: boolean): Resolver<Values, unknown, Payload> {
  return async (values) => {
    const payload = toPayload(values, editing);
    const parsed = (editing ? ContactFieldUpdateSchema : ContactFieldCreateSchema).safeParse(payload);
    const errors: Record<string, { type: string; message: string }> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        errors[formKey(String(issue.path[0] ?? "field_name"))] ??= {
          type: "validate",
          message: issue.message,
        };
      }
    } else {
      const optionsError = choiceOptionsError(values.field_type, parsed.data.field_options);
      if (optionsError) errors.options = { type: "validate", message: optionsError };
    }
    return Object.keys(errors).length > 0 || !parsed.success
      ? { values: {}, errors: errors as FieldErrors<Values> }
      : { values: parsed.data as Payload, errors: {} };
  };
}

/**
 * "Add Field" and "Edit Contact Form Field" (spec 3 §2, §5): save is disabled until the name and
 * label are filled; a failed save keeps the dialog open with what was typed and the server's
 * per-field messages.
 */
export function FieldDialog({
  field,
  onClose,
}: {
  /** The field being edited; null adds one. Rendered while open, so each opening starts afresh. */
  field: ContactFormField | null;
  onClose: () => void;
}) {
  const editing = field !== null;
  const create = useCreateField();
  const update = useUpdateField();
  const form = useForm<Values, unknown, Payload>({
    defaultValues: initialValues(field),
    resolver: resolverFor(editing),
  });
  const options = useFieldArray({ control: form.control, name: "options" });
  const { errors, isSubmitting } = form.formState;
  const ids = useId();

  const type = form.watch("field_type");
  const name = form.watch("field_name");
  const label = form.watch("field_label");
  const canSave = name.trim() !== "" && label.trim() !== "" && !isSubmitting;

  const onSubmit = form.handleSubmit(async (payload) => {
    try {
      if (field) {
        await update.mutateAsync({ id: field.id, patch: payload });
        toast.success(FIELDS_COPY.updated, { description: `"${payload.field_label}" was saved.` });
      } else {
        await create.mutateAsync(payload);
        toast.success(FIELDS_COPY.added, { description: `"${payload.field_label}" was added to the form.` });
      }
      onClose();
    } catch (err) {
      if (err instanceof ApiClientError && err.fields) {
        for (const [key, message] of Object.entries(err.fields)) {
          form.setError(formKey(key), { type: "server", message });
        }
      }
      const failed = field ? FIELDS_COPY.updateFailed : FIELDS_COPY.addFailed;
      toast.error(failed.title, { description: failed.description });
    }
  });

  const mapped = field && (CONTACT_MAPPED_FIELDS as readonly string[]).includes(field.field_name);
  const optionsError = errors.options?.message ?? errors.options?.root?.message;

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={editing ? FIELDS_COPY.editTitle : FIELDS_COPY.addTitle}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
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
            error={errors.field_label?.message}
            {...form.register("field_label")}
          />
          <SelectField
            label="Field type"
            options={TYPE_OPTIONS}
            {...form.register("field_type", {
              // A choice field starts with one option row to fill in.
              onChange: (e: ChangeEvent<HTMLSelectElement>) => {
                if (isChoice(e.target.value) && form.getValues("options").length === 0) {
                  options.append({ value: "" }, { shouldFocus: false });
                }
              },
            })}
          />
          <FormField
            label="Placeholder"
            maxLength={FIELD_LIMITS.placeholder}
            error={errors.field_placeholder?.message}
            {...form.register("field_placeholder")}
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
                    {...form.register(`options.${i}.value`)}
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

        {editing ? (
          <FormField
            label="Help text"
            maxLength={FIELD_LIMITS.helpText}
            error={errors.help_text?.message}
            {...form.register("help_text")}
          />
        ) : null}

        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <Checkbox label="Required" {...form.register("is_required")} />
          <Checkbox label="Active" {...form.register("is_active")} />
        </div>

        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!canSave}>
            {isSubmitting ? "Saving..." : editing ? "Save Changes" : "Save Field"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function Checkbox({ label, ...props }: { label: string } & ComponentProps<"input">) {
  return (
    <label className="inline-flex items-center gap-2 text-sm">
      <input type="checkbox" className="h-4 w-4 accent-[var(--color-primary)]" {...props} />
      {label}
    </label>
  );
}
