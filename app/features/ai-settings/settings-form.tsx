import { AI_PROVIDER_LIST, type AiProvider } from "@common/ai-models";
import type { AiSettings, AiSettingsPatch } from "@common/schemas/ai-settings";
import { Save } from "lucide-react";
import type { ComponentProps, ComponentType, FormEvent, ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { SelectField } from "~/components/ui/select-field";
import { showToast, type ToastText } from "~/features/admin-kit";
import { useSaveAiSettings } from "./resource";

/** What each settings dialog gets: the record as loaded, and closing itself. */
export type SettingsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  settings: AiSettings;
};

/** The form inside one of the AI settings dialogs. */
export type SettingsFormProps = { settings: AiSettings; onClose: () => void };

/**
 * One AI settings dialog: its title and description, and its form mounted afresh each time the
 * dialog opens, from the settings as they are then.
 */
export function SettingsFormDialog({
  open,
  onOpenChange,
  settings,
  words,
  size,
  form: Form,
}: SettingsDialogProps & {
  words: { title: string; description: string };
  size?: ComponentProps<typeof Dialog>["size"];
  form: ComponentType<SettingsFormProps>;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={words.title}
      description={words.description}
      size={size}
    >
      <Form settings={settings} onClose={() => onOpenChange(false)} />
    </Dialog>
  );
}

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

export type SettingsFormWords = { title: string; cancel: string; save: string; saving: string };

const PROVIDER_OPTIONS = AI_PROVIDER_LIST.map((p) => ({ value: p.id, label: p.name }));

/** The nine providers of spec 2 §3, by name. */
export function ProviderSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: AiProvider;
  onChange: (provider: AiProvider) => void;
}) {
  return (
    <SelectField
      label={label}
      options={PROVIDER_OPTIONS}
      value={value}
      onChange={(e) => onChange(e.target.value as AiProvider)}
    />
  );
}

/**
 * The body of a settings dialog: a form whose submit button saves; `actions` go at the footer's
 * start (Test Connection); Cancel closes without saving.
 */
export function SettingsForm({
  words,
  onSubmit,
  onCancel,
  pending,
  disabled,
  actions,
  children,
}: {
  /** The dialog's words: its title (the form's name) and its buttons. */
  words: SettingsFormWords;
  onSubmit: () => void;
  onCancel: () => void;
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
    <form aria-label={words.title} noValidate onSubmit={submit} className="space-y-4">
      {children}
      <div className="flex flex-wrap items-center justify-end gap-2 border-t border-border pt-4">
        {actions ? <div className="mr-auto flex flex-wrap gap-2">{actions}</div> : null}
        <Button variant="secondary" onClick={onCancel}>
          {words.cancel}
        </Button>
        <Button type="submit" disabled={pending || disabled}>
          <Save aria-hidden="true" className="h-4 w-4" />
          {pending ? words.saving : words.save}
        </Button>
      </div>
    </form>
  );
}
