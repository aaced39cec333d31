import { Pencil, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { IconButton } from "~/components/ui/icon-button";
import type { ItemActions } from "./resource-section";

/**
 * A card's Edit and Delete buttons ("Edit {name}", "Delete {name}" to assistive technology), each
 * shown only with its permission; `children` go first (toggles and the like). `disabled` holds
 * them while the list cannot change (a new order being saved).
 */
export function CardActions({
  name,
  actions,
  disabled,
  children,
}: {
  name: string;
  actions: ItemActions;
  disabled?: boolean;
  children?: ReactNode;
}) {
  if (!children && !actions.canUpdate && !actions.canDelete) return null;
  return (
    <div className="flex flex-wrap items-center gap-1">
      {children}
      {actions.canUpdate ? (
        <IconButton label={`Edit ${name}`} disabled={disabled} onClick={actions.edit}>
          <Pencil aria-hidden="true" className="h-4 w-4" />
          <span aria-hidden="true">Edit</span>
        </IconButton>
      ) : null}
      {actions.canDelete ? (
        <IconButton label={`Delete ${name}`} destructive disabled={disabled} onClick={actions.remove}>
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          <span aria-hidden="true">Delete</span>
        </IconButton>
      ) : null}
    </div>
  );
}
