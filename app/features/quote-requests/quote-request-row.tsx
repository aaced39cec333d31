import type { QuoteRequest } from "@common/schemas/quote-requests";
import { Eye, Reply } from "lucide-react";
import { Button } from "~/components/ui/button";
import { ActionsMenu, ActionsMenuItem, ActionsMenuSeparator } from "~/components/ui/dropdown-menu";
import type { ItemActions } from "~/features/admin-kit";
import { formatListDate } from "~/lib/format-date";
import { PriorityBadge, StatusBadge } from "./badges";
import { PRIORITY_ACTIONS, STATUS_ACTIONS } from "./copy";

export type QuickChange = { field: "status" | "priority"; value: string };

type Props = {
  row: QuoteRequest;
  /** View opens the details (the kit's edit dialog); its editor follows the update permission. */
  actions: ItemActions;
  onChange: (change: QuickChange) => void;
  /** Opens the reply composer; absent without the permission to send. */
  onReply?: () => void;
};

/** One request in the list: who, what, budget and when, its badges, Reply, View and the actions menu. */
export function QuoteRequestRow({ row, actions, onChange, onReply }: Props) {
  const project = row.project_title || row.project_type;
  const { canUpdate, canDelete } = actions;
  return (
    <li className="rounded-lg border border-border bg-card p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold break-words">{row.name}</h3>
            <StatusBadge status={row.status} />
            <PriorityBadge priority={row.priority} />
          </div>
          <p className="text-sm break-words text-muted">
            {row.company ? <>{row.company} · </> : null}
            {row.email}
          </p>
          <p className="text-sm break-words">
            {project}
            {project !== row.project_type ? <span className="text-muted"> · {row.project_type}</span> : null}
          </p>
          <p className="text-sm text-muted">
            {row.budget_range ? <>{row.budget_range} · </> : null}
            <time dateTime={row.created_at}>{formatListDate(row.created_at)}</time>
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          {onReply ? (
            <Button variant="secondary" onClick={onReply}>
              <Reply aria-hidden="true" className="h-4 w-4" />
              Reply<span className="sr-only"> to {row.name}</span>
            </Button>
          ) : null}
          <Button variant="secondary" onClick={actions.edit}>
            <Eye aria-hidden="true" className="h-4 w-4" />
            View<span className="sr-only"> request from {row.name}</span>
          </Button>
          {canUpdate || canDelete ? (
            <ActionsMenu label={`Actions for ${row.name}`}>
              {canUpdate ? (
                <>
                  {STATUS_ACTIONS.map((a) => (
                    <ActionsMenuItem
                      key={a.status}
                      onSelect={() => onChange({ field: "status", value: a.status })}
                    >
                      {a.label}
                    </ActionsMenuItem>
                  ))}
                  <ActionsMenuSeparator />
                  {PRIORITY_ACTIONS.map((a) => (
                    <ActionsMenuItem
                      key={a.priority}
                      onSelect={() => onChange({ field: "priority", value: a.priority })}
                    >
                      {a.label}
                    </ActionsMenuItem>
                  ))}
                </>
              ) : null}
              {canUpdate && canDelete ? <ActionsMenuSeparator /> : null}
              {canDelete ? (
                <ActionsMenuItem destructive onSelect={actions.remove}>
                  Delete
                </ActionsMenuItem>
              ) : null}
            </ActionsMenu>
          ) : null}
        </div>
      </div>
    </li>
  );
}
