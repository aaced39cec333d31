import type { AiSettings, AiSettingsPatch } from "@common/schemas/ai-settings";
import { Save } from "lucide-react";
import type { FormEvent, ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { showToast, type ToastText } from "~/features/admin-kit";
import { useSaveAiSettings } from "./resource";

/** What each settings dialog gets: the record as loaded, and closing itself. */
export type SettingsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  settings: AiSettings;
};

/**
 * A settings dialog's save: the PUT, then its success toast (and the dialog closes), or its
 * failure toast with the server's reason. Answers the saved record, or null when it failed (the
 * error is passed to `onError` first, e.g. to mark a refused field).
 */
export function useSaveWithToasts(failTitle: string, fallback: string) {
  const save = useSaveAiSettings();
  const run = async (patch: AiSettingsPatch, done: ToastText, onError?: (err: unknown) => void) => {
    try {
      const saved = await save.mutateAsync(patch);
      showToast("success", done);
      return saved;
    } catch (err) {
      onError?.(err);
      showToast("error", { title: failTitle, description: err instanceof Error ? err.message : fallback });
      return null;
    }
  };
  return { run, pending: save.isPending };
}

/**
 * The body of a settings dialog: a form whose submit button saves; `actions` go at the footer's
 * start (Test Connection); Cancel closes without saving.
 */
export function SettingsForm({
  label,
  onSubmit,
  onCancel,
  cancelLabel,
  submitLabel,
  pendingLabel,
  pending,
  disabled,
  actions,
  children,
}: {
  label: string;
  onSubmit: () => void;
  onCancel: () => void;
  cancelLabel: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  disabled?: boolean;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form aria-label={label} noValidate onSubmit={submit} className="space-y-4">
      {children}
      <div className="flex flex-wrap items-center justify-end gap-2 border-t border-border pt-4">
        {actions ? <div className="mr-auto flex flex-wrap gap-2">{actions}</div> : null}
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="submit" disabled={pending || disabled}>
          <Save aria-hidden="true" className="h-4 w-4" />
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
