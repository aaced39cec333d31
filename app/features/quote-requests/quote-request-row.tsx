import type { AdminQuoteRequest } from "@common/schemas/quote-admin";
import { Eye } from "lucide-react";
import { Button } from "~/components/ui/button";
import { ActionsMenu, ActionsMenuItem, ActionsMenuSeparator } from "~/components/ui/dropdown-menu";
import { formatListDate } from "~/lib/format-date";
import { PriorityBadge, StatusBadge } from "./badges";

/** Spec 2 §4: the menu sets reviewing, quoted, accepted or archived, and priority high or urgent. */
const STATUS_ACTIONS = [
  { status: "reviewing", label: "Set Reviewing" },
  { status: "quoted", label: "Set Quoted" },
  { status: "accepted", label: "Set Accepted" },
  { status: "archived", label: "Archive" },
] as const;
const PRIORITY_ACTIONS = [
  { priority: "high", label: "Priority High" },
  { priority: "urgent", label: "Priority Urgent" },
] as const;

type Props = {
  row: AdminQuoteRequest;
  canUpdate: boolean;
  canDelete: boolean;
  onView: () => void;
  onStatus: (status: string) => void;
  onPriority: (priority: string) => void;
  onDelete: () => void;
};

/** One request in the list: who, what, budget and when, its badges, View and the actions menu. */
export function QuoteRequestRow({
  row,
  canUpdate,
  canDelete,
  onView,
  onStatus,
  onPriority,
  onDelete,
}: Props) {
  const project = row.project_title || row.project_type;
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
          <Button variant="secondary" onClick={onView}>
            <Eye aria-hidden="true" className="h-4 w-4" />
            View<span className="sr-only"> request from {row.name}</span>
          </Button>
          {canUpdate || canDelete ? (
            <ActionsMenu label={`Actions for ${row.name}`}>
              {canUpdate ? (
                <>
                  {STATUS_ACTIONS.map((a) => (
                    <ActionsMenuItem key={a.status} onSelect={() => onStatus(a.status)}>
                      {a.label}
                    </ActionsMenuItem>
                  ))}
                  <ActionsMenuSeparator />
                  {PRIORITY_ACTIONS.map((a) => (
                    <ActionsMenuItem key={a.priority} onSelect={() => onPriority(a.priority)}>
                      {a.label}
                    </ActionsMenuItem>
                  ))}
                </>
              ) : null}
              {canUpdate && canDelete ? <ActionsMenuSeparator /> : null}
              {canDelete ? (
                <ActionsMenuItem destructive onSelect={onDelete}>
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
