import { useEffect } from "react";
import { useBlocker } from "react-router";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { DIALOG_TEXT } from "./content-words";

/** "Discard unsaved changes?": Keep editing closes it, Discard changes throws the changes away. */
export function DiscardChangesDialog({
  open,
  onKeepEditing,
  onDiscard,
}: {
  open: boolean;
  onKeepEditing: () => void;
  onDiscard: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onKeepEditing())}
      title={DIALOG_TEXT.discardTitle}
      message={DIALOG_TEXT.discardMessage}
      confirmLabel={DIALOG_TEXT.discard}
      cancelLabel={DIALOG_TEXT.keepEditing}
      onConfirm={onDiscard}
    />
  );
}

/**
 * A screen (not a dialog) with unsaved changes asks before they are thrown away: leaving for
 * another page of the app asks with DiscardChangesDialog; closing or reloading the tab gets the
 * browser's own question. Changes of the query string alone (a tab kept in the URL) never ask.
 */
export function LeaveGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);
  return (
    <DiscardChangesDialog
      open={blocker.state === "blocked"}
      onKeepEditing={() => blocker.reset?.()}
      onDiscard={() => blocker.proceed?.()}
    />
  );
}
