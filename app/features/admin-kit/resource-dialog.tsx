import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, useState } from "react";
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Dialog } from "~/components/ui/dialog";
import { ApiClientError } from "~/lib/api";

export const DIALOG_TEXT = {
  saving: "Saving...",
  cancel: "Cancel",
  discardTitle: "Discard unsaved changes?",
  discardMessage: "What you changed in this form has not been saved.",
  discard: "Discard changes",
  keepEditing: "Keep editing",
} as const;

/** The usual toast after a save: `added` / `updated`, then `"{name}" was added.` / `… was saved.` */
export function savedToast(words: { added: string; updated: string }, editing: boolean, name: string) {
  return editing
    ? { title: words.updated, description: `"${name}" was saved.` }
    : { title: words.added, description: `"${name}" was added.` };
}

type Props<S extends z.ZodType<FieldValues, FieldValues>> = {
  title: string;
  /** The resource's write schema from common/schemas: the server validates with the same one. */
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  submitLabel: string;
  /** Saves; resolve to close the dialog. A rejection keeps it open with what was typed. */
  onSave: (values: z.output<S>) => Promise<unknown>;
  /** The toast after a successful save. */
  saved: (values: z.output<S>) => { title: string; description?: string };
  /** The toast after a failed save; the server's field messages also show at their fields. */
  failed: (error: unknown) => { title: string; description?: string };
  onClose: () => void;
  size?: "md" | "lg" | "4xl";
  description?: ReactNode;
  /** While this says no, the submit button stays disabled (e.g. until the required fields are filled). */
  ready?: (values: z.input<S>) => boolean;
  /** The fields refused, by the schema or by the server: e.g. to show the tab they are on. */
  onInvalid?: (fields: string[]) => void;
  children: (form: UseFormReturn<z.input<S>, unknown, z.output<S>>) => ReactNode;
};

/**
 * The add/edit dialog of every back-office resource: a react-hook-form on the shared schema, the
 * server's per-field messages mapped onto the fields, the product's toasts, and a guard that asks
 * before unsaved changes are thrown away (Cancel, Escape, the close button or the backdrop).
 */
export function ResourceDialog<S extends z.ZodType<FieldValues, FieldValues>>({
  title,
  schema,
  defaultValues,
  submitLabel,
  onSave,
  saved,
  failed,
  onClose,
  size,
  description,
  ready,
  onInvalid,
  children,
}: Props<S>) {
  type Input = z.input<S>;
  const form = useForm<Input, unknown, z.output<S>>({
    defaultValues,
    // biome-ignore lint/suspicious/noExplicitAny: zodResolver's overloads do not follow a generic schema
    resolver: zodResolver(schema as any),
  });
  const { isSubmitting, isDirty } = form.formState;
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);

  const requestClose = () => (isDirty && !isSubmitting ? setConfirmingDiscard(true) : onClose());

  // Watching every field re-renders on each keystroke, so only a dialog that asks for it does.
  const canSubmit = !isSubmitting && (ready ? ready(form.watch()) : true);
  const refused = (fields: string[]) => onInvalid?.(fields.map((field) => field.split(".")[0] ?? field));
  const refusedByForm = (errors: object) => refused(Object.keys(errors));

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (err) {
      if (err instanceof ApiClientError && err.fields) {
        const known = form.getValues() as Record<string, unknown>;
        for (const [field, message] of Object.entries(err.fields)) {
          const name = field.split(".")[0] ?? field;
          if (name in known) form.setError(name as Path<Input>, { type: "server", message });
        }
        refused(Object.keys(err.fields));
      }
      const toastText = failed(err);
      toast.error(
        toastText.title,
        toastText.description ? { description: toastText.description } : undefined,
      );
      return;
    }
    const toastText = saved(values);
    toast.success(
      toastText.title,
      toastText.description ? { description: toastText.description } : undefined,
    );
    onClose();
  }, refusedByForm);

  return (
    <>
      <Dialog
        open
        onOpenChange={(open) => (open ? undefined : requestClose())}
        title={title}
        description={description}
        size={size}
      >
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {children(form)}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={requestClose}>
              {DIALOG_TEXT.cancel}
            </Button>
            <Button type="submit" disabled={!canSubmit}>
              {isSubmitting ? DIALOG_TEXT.saving : submitLabel}
            </Button>
          </div>
        </form>
      </Dialog>
      <ConfirmDialog
        open={confirmingDiscard}
        onOpenChange={setConfirmingDiscard}
        title={DIALOG_TEXT.discardTitle}
        message={DIALOG_TEXT.discardMessage}
        confirmLabel={DIALOG_TEXT.discard}
        cancelLabel={DIALOG_TEXT.keepEditing}
        onConfirm={() => {
          setConfirmingDiscard(false);
          onClose();
        }}
      />
    </>
  );
}
