import { useState } from "react";
import { Button } from "./button";
import { CheckboxField } from "./checkbox-field";
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
  /**
   * The required confirmation of spec 2 §4: a checkbox with these words, which must be ticked
   * before the confirm button works (for what cannot be undone, such as clearing all data).
   */
  acknowledge?: string;
  onConfirm: () => void;
};

/** A destructive action asks first; Cancel is focused so Enter never deletes by accident. */
export function ConfirmDialog({ open, onOpenChange, title, message, ...rest }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={message} size="md">
      {/* Mounted afresh each time the dialog opens, so the checkbox starts unticked. */}
      <ConfirmActions onOpenChange={onOpenChange} {...rest} />
    </Dialog>
  );
}

function ConfirmActions({
  onOpenChange,
  confirmLabel = "Delete",
  cancelLabel = "Cancel",
  pending,
  acknowledge,
  onConfirm,
}: Omit<Props, "open" | "title" | "message">) {
  const [acknowledged, setAcknowledged] = useState(false);
  return (
    <div className="space-y-4">
      {acknowledge ? (
        <CheckboxField
          label={acknowledge}
          checked={acknowledged}
          onChange={(e) => setAcknowledged(e.target.checked)}
        />
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" data-autofocus="" onClick={() => onOpenChange(false)}>
          {cancelLabel}
        </Button>
        <Button
          variant="danger"
          disabled={pending || (acknowledge !== undefined && !acknowledged)}
          onClick={onConfirm}
        >
          {confirmLabel}
        </Button>
      </div>
    </div>
  );
}
