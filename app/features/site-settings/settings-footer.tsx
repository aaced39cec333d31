import { RotateCcw, Save } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { SETTINGS_COPY as T } from "./copy";

/**
 * Reset to Defaults and Save Changes, kept in view at the bottom. Each is disabled while either
 * runs or an image uploads (spec 3 §4); Save also while nothing has changed.
 */
export function SettingsFooter({
  dirty,
  saving,
  resetting,
  uploading,
  onReset,
}: {
  dirty: boolean;
  saving: boolean;
  resetting: boolean;
  uploading: boolean;
  onReset: () => Promise<void>;
}) {
  const [confirming, setConfirming] = useState(false);
  const busy = saving || resetting || uploading;
  const status = saving
    ? T.saving
    : resetting
      ? T.resetting
      : uploading
        ? T.uploading
        : dirty
          ? T.unsaved
          : "";
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-3 border-t border-border bg-bg/95 px-4 py-3 backdrop-blur md:-mx-6 md:px-6">
      <p role="status" className="mr-auto text-sm text-muted empty:hidden">
        {status}
      </p>
      <Button variant="secondary" disabled={busy} onClick={() => setConfirming(true)}>
        <RotateCcw aria-hidden="true" className="hidden h-4 w-4 sm:block" />
        {T.resetAll}
      </Button>
      <Button type="submit" disabled={busy || !dirty}>
        <Save aria-hidden="true" className="hidden h-4 w-4 sm:block" />
        {saving ? T.saving : T.save}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={T.confirmResetTitle}
        message={T.confirmReset}
        confirmLabel={T.resetAll}
        pending={resetting}
        onConfirm={() => {
          setConfirming(false);
          void onReset();
        }}
      />
    </div>
  );
}
