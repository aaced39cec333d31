import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, useEffect, useRef, useState } from "react";
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { ApiClientError } from "~/lib/api";
import { fieldProps } from "~/lib/form-fields";
import { formValues, maxLengthOf } from "~/lib/schema-fields";
import { DIALOG_TEXT } from "./content-words";
import { DiscardChangesDialog } from "./leave-guard";
import { type AdminResource, useResourceSave } from "./resource";
import { showToast, type ToastText } from "./toasts";

/** A dialog's words; the toasts default to `added` / `updated`, `"{name}" was added.` / `… was saved.` */
export type DialogWords = {
  addTitle: string;
  editTitle: string;
  /** The submit buttons: adding, and saving an edit. */
  addSave: string;
  save: string;
  added: string;
  updated: string;
  /** A failed save's toast: a title (then "Please try again.") or the whole text. */
  addFailed: string | ToastText;
  updateFailed: string | ToastText;
};

const TRY_AGAIN = "Please try again.";

type FormSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * What a resource's add/edit dialog is made of: the resource, its write schema from
 * common/schemas (the server validates with the same one), the dialog's words, and the item's name
 * in the saved toast (`"{name}" was added.`; without it the toast is its title).
 */
export type ResourceForm<S extends FormSchema, Row extends { id: string }> = {
  resource: AdminResource<Row>;
  schema: S;
  words: DialogWords;
  nameOf?: (values: z.output<S>) => string;
};

/** A resource's form, made once beside its dialog: `resourceForm(projects, ProjectCreateSchema, D, byTitle)`. */
export function resourceForm<S extends FormSchema, Row extends { id: string }>(
  resource: AdminResource<Row>,
  schema: S,
  words: DialogWords,
  nameOf?: (values: z.output<S>) => string,
): ResourceForm<S, Row> {
  return { resource, schema, words, nameOf };
}

/** The usual name of an item in the saved toast: its title. */
export const byTitle = (values: { title: string }) => values.title;

type Props<S extends FormSchema, Row extends { id: string }> = {
  form: ResourceForm<S, Row>;
  /** The row to edit; null adds one. */
  row: Row | null;
  /**
   * The form starts from the row's values of the schema's fields, or blank ones (formValues);
   * `blanks` are a new item's values where they are not the schema's blanks, `values` those the
   * form shows in another shape than the row (a list as text, a date as a day).
   */
  blanks?: Partial<z.input<S>>;
  values?: Partial<z.input<S>>;
  /** What is sent, when it is not the form's values (e.g. a day typed for a date). */
  toBody?: (values: z.output<S>) => unknown;
  /** The toast after a successful save, when it is not the usual one. */
  saved?: (values: z.output<S>, editing: boolean) => ToastText;
  /** The toast after a failed save, when it is not `addFailed` / `updateFailed`; the server's field messages also show at their fields. */
  failed?: (error: unknown, editing: boolean) => ToastText;
  onClose: () => void;
  size?: "md" | "lg" | "4xl";
  description?: ReactNode;
  /** While this says no, the submit button stays disabled (e.g. until the required fields are filled). */
  ready?: (values: z.input<S>) => boolean;
  /** The fields refused, by the schema or by the server: e.g. to show the tab they are on. */
  onInvalid?: (fields: string[]) => void;
  /** The fields, given the form and `field(name)`: a control's props (see FieldProps). */
  children: (
    form: UseFormReturn<z.input<S>, unknown, z.output<S>>,
    field: FieldBinder<z.input<S>>,
  ) => ReactNode;
};

/**
 * A control's props for one field of the dialog's schema: registered with the form, its message
 * (the schema's or the server's), and the schema's maximum length as `maxLength`.
 */
export type FieldBinder<T extends FieldValues> = (
  name: Path<T>,
  options?: RegisterOptions<T, Path<T>>,
) => ReturnType<typeof fieldProps<T, unknown, FieldValues>> & { maxLength?: number };

/**
 * The add/edit dialog of every back-office resource: a react-hook-form on the shared schema, the
 * server's per-field messages mapped onto the fields, the product's toasts, and a guard that asks
 * before unsaved changes are thrown away (Cancel, Escape, the close button or the backdrop).
 */
export function ResourceDialog<S extends FormSchema, Row extends { id: string }>({
  form: { resource, schema, words, nameOf },
  row,
  blanks,
  values,
  toBody,
  saved,
  failed,
  onClose,
  size,
  description,
  ready,
  onInvalid,
  children,
}: Props<S, Row>) {
  type Input = z.input<S>;
  const editing = row !== null;
  const save = useResourceSave<Row, unknown>(resource, row);
  const form = useForm<Input, unknown, z.output<S>>({
    defaultValues: { ...formValues(schema, row, blanks), ...values } as DefaultValues<Input>,
    // biome-ignore lint/suspicious/noExplicitAny: zodResolver's overloads do not follow a generic schema
    resolver: zodResolver(schema as any),
  });
  const field: FieldBinder<Input> = (name, options) => ({
    ...fieldProps(form, name, options),
    maxLength: maxLengthOf(schema, name),
  });
  const { isSubmitting, isDirty } = form.formState;
  // A new row for the same dialog (e.g. a version restored from its history) resets the form to it.
  const shownRow = useRef(row);
  useEffect(() => {
    if (shownRow.current === row) return;
    shownRow.current = row;
    form.reset({ ...formValues(schema, row, blanks), ...values } as DefaultValues<Input>);
  }, [row, form, schema, blanks, values]);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);

  const requestClose = () => (isDirty && !isSubmitting ? setConfirmingDiscard(true) : onClose());

  // Watching every field re-renders on each keystroke, so only a dialog that asks for it does.
  const canSubmit = !isSubmitting && (ready ? ready(form.watch()) : true);
  const refused = (fields: string[]) => onInvalid?.(fields.map((field) => field.split(".")[0] ?? field));
  const refusedByForm = (errors: object) => refused(Object.keys(errors));

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save(toBody ? toBody(values) : values);
    } catch (err) {
      if (err instanceof ApiClientError && err.fields) {
        const known = form.getValues() as Record<string, unknown>;
        for (const [field, message] of Object.entries(err.fields)) {
          const name = field.split(".")[0] ?? field;
          if (name in known) form.setError(name as Path<Input>, { type: "server", message });
        }
        refused(Object.keys(err.fields));
      }
      showToast("error", failed ? failed(err, editing) : failedToast(words, editing));
      return;
    }
    showToast("success", saved ? saved(values, editing) : savedToast(words, editing, nameOf?.(values)));
    onClose();
  }, refusedByForm);

  return (
    <>
      <Dialog
        open
        onOpenChange={(open) => (open ? undefined : requestClose())}
        title={editing ? words.editTitle : words.addTitle}
        description={description}
        size={size}
      >
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {children(form, field)}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={requestClose}>
              {DIALOG_TEXT.cancel}
            </Button>
            <Button type="submit" disabled={!canSubmit}>
              {isSubmitting ? DIALOG_TEXT.saving : editing ? words.save : words.addSave}
            </Button>
          </div>
        </form>
      </Dialog>
      <DiscardChangesDialog
        open={confirmingDiscard}
        onKeepEditing={() => setConfirmingDiscard(false)}
        onDiscard={() => {
          setConfirmingDiscard(false);
          onClose();
        }}
      />
    </>
  );
}

/** The usual toast after a save: `added` / `updated`, then `"{name}" was added.` / `… was saved.` */
export function savedToast(
  words: Pick<DialogWords, "added" | "updated">,
  editing: boolean,
  name?: string,
): ToastText {
  const title = editing ? words.updated : words.added;
  if (name === undefined) return { title };
  return { title, description: `"${name}" ${editing ? "was saved" : "was added"}.` };
}

function failedToast(words: DialogWords, editing: boolean): ToastText {
  const text = editing ? words.updateFailed : words.addFailed;
  return typeof text === "string" ? { title: text, description: TRY_AGAIN } : text;
}
