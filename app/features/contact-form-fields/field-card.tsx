import type { ContactFormField } from "@common/schemas/contact-form-fields";
import { Copy, Power, PowerOff } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { IconButton } from "~/components/ui/icon-button";
import { DragHandle, useSortableRow } from "~/components/ui/sortable-list";
import { CardActions, type ItemActions } from "~/features/admin-kit";
import { cn } from "~/lib/cn";
import { FIELD_TYPE_LABELS } from "./copy";

/**
 * One field of the builder: label, name, badges and actions. The grip is the drag handle (mouse,
 * touch, or keyboard: Space to lift, arrows to move, Space to drop). Inactive fields are dimmed.
 */
export function FieldCard({
  field,
  actions,
  locked,
  canReorder,
  onToggle,
  onDuplicate,
}: {
  field: ContactFormField;
  actions: ItemActions;
  /** While a new order is saving, nothing can be changed. */
  locked: boolean;
  canReorder: boolean;
  onToggle: () => void;
  /** Offered with the create permission. */
  onDuplicate?: () => void;
}) {
  const { row, handle, isDragging } = useSortableRow(field.id, locked || !canReorder);
  const label = field.field_label;
  const toggleWord = field.is_active ? "Disable" : "Enable";

  return (
    <li
      {...row}
      data-testid="contact-field-card"
      aria-label={label}
      className={cn(
        "flex flex-wrap items-center gap-3 rounded-lg border border-border bg-card p-3 sm:flex-nowrap",
        // Dimmed without opacity, so the text keeps AA contrast.
        !field.is_active && "border-dashed bg-bg",
        isDragging && "relative z-10 shadow-lg ring-2 ring-primary",
      )}
    >
      {canReorder ? <DragHandle aria-label={`Reorder ${label}`} {...handle} /> : null}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className={cn("font-medium break-words", !field.is_active && "text-muted")}>{label}</span>
          <Badge tone="blue">{FIELD_TYPE_LABELS[field.field_type] ?? field.field_type}</Badge>
          {field.is_required ? <Badge tone="red">Required</Badge> : null}
          {field.is_active ? null : <Badge tone="gray">Inactive</Badge>}
        </div>
        <p className="mt-1 font-mono text-xs break-all text-muted">{field.field_name}</p>
      </div>
      <CardActions name={label} actions={actions} disabled={locked}>
        {actions.canUpdate ? (
          <IconButton label={`${toggleWord} ${label}`} disabled={locked} onClick={onToggle}>
            {field.is_active ? (
              <PowerOff aria-hidden="true" className="h-4 w-4" />
            ) : (
              <Power aria-hidden="true" className="h-4 w-4" />
            )}
            <span aria-hidden="true">{toggleWord}</span>
          </IconButton>
        ) : null}
        {onDuplicate ? (
          <IconButton label={`Duplicate ${label}`} disabled={locked} onClick={onDuplicate}>
            <Copy aria-hidden="true" className="h-4 w-4" />
            <span aria-hidden="true">Duplicate</span>
          </IconButton>
        ) : null}
      </CardActions>
    </li>
  );
}
