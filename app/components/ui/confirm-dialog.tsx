import { Button } from "./button";
import { Dialog } from "./dialog";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The question, in the spec's words where it gives them. */
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  pending?: boolean;
  onConfirm: () => void;
};

/** A destructive action asks first; Cancel is focused so Enter never deletes by accident. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel = "Delete",
  cancelLabel = "Cancel",
  pending,
  onConfirm,
}: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={message} size="md">
      <div className="flex justify-end gap-2">
        <Button variant="secondary" autoFocus onClick={() => onOpenChange(false)}>
          {cancelLabel}
        </Button>
        <Button variant="danger" disabled={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
