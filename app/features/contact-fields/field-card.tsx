import type { ContactFormField } from "@common/schemas/contact-form-fields";
import { Copy, Pencil, Power, PowerOff, Trash2 } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { IconButton } from "~/components/ui/icon-button";
import { DragHandle, useSortableRow } from "~/components/ui/sortable-list";
import { cn } from "~/lib/cn";
import { FIELD_TYPE_LABELS } from "./copy";

export type FieldActions = {
  onEdit: (field: ContactFormField) => void;
  onToggle: (field: ContactFormField) => void;
  onDuplicate: (field: ContactFormField) => void;
  onDelete: (field: ContactFormField) => void;
};

/**
 * One field of the builder: label, name, badges and actions. The grip is the drag handle (mouse,
 * touch, or keyboard: Space to lift, arrows to move, Space to drop). Inactive fields are dimmed.
 */
export function FieldCard({
  field,
  locked,
  canReorder,
  can,
  actions,
}: {
  field: ContactFormField;
  /** While a new order is saving, nothing can be changed. */
  locked: boolean;
  canReorder: boolean;
  can: { update: boolean; create: boolean; delete: boolean };
  actions: FieldActions;
}) {
  const { row, handle, isDragging } = useSortableRow(field.id, locked || !canReorder);
  const label = field.field_label;

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
      <div className="flex flex-wrap gap-1">
        {can.update ? (
          <>
            <IconButton label={`Edit ${label}`} disabled={locked} onClick={() => actions.onEdit(field)}>
              <Pencil aria-hidden="true" className="h-4 w-4" />
              <span className="hidden md:inline">Edit</span>
            </IconButton>
            <IconButton
              label={`${field.is_active ? "Disable" : "Enable"} ${label}`}
              disabled={locked}
              onClick={() => actions.onToggle(field)}
            >
              {field.is_active ? (
                <PowerOff aria-hidden="true" className="h-4 w-4" />
              ) : (
                <Power aria-hidden="true" className="h-4 w-4" />
              )}
              <span className="hidden md:inline">{field.is_active ? "Disable" : "Enable"}</span>
            </IconButton>
          </>
        ) : null}
        {can.create ? (
          <IconButton
            label={`Duplicate ${label}`}
            disabled={locked}
            onClick={() => actions.onDuplicate(field)}
          >
            <Copy aria-hidden="true" className="h-4 w-4" />
            <span className="hidden md:inline">Duplicate</span>
          </IconButton>
        ) : null}
        {can.delete ? (
          <IconButton
            label={`Delete ${label}`}
            disabled={locked}
            destructive
            onClick={() => actions.onDelete(field)}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            <span className="hidden md:inline">Delete</span>
          </IconButton>
        ) : null}
      </div>
    </li>
  );
}
