import type { ContactMessage } from "@common/schemas/contact-messages";
import { Archive, Eye, Flag, MailOpen, Reply, Send, Siren, Trash2 } from "lucide-react";
import { ActionsMenu, ActionsMenuItem, ActionsMenuSeparator } from "~/components/ui/dropdown-menu";
import { stretchedTarget } from "~/components/ui/stretched";
import type { ItemActions } from "~/features/admin-kit";
import { cn } from "~/lib/cn";
import { formatListDate } from "~/lib/format-date";
import { PriorityBadge, StatusBadge } from "./message-badges";
import type { QuickAction } from "./use-inbox-actions";

type Props = {
  message: ContactMessage;
  /** The section's update and delete, by permission. */
  actions: ItemActions;
  onView: () => void;
  onAction: (action: QuickAction) => void;
  /** Opens the reply composer; absent without the permission to send. */
  onReply?: () => void;
};

/**
 * One message in the list: sender, date, a two-line preview and the badges. A new message stands
 * out by a bold name, an accent bar and its "New" badge (not by colour alone). A click anywhere on
 * the row opens its details: the sender's name is the row's one button (Tab, Enter), stretched
 * over the row; the actions menu sits above it.
 */
export function MessageRow({ message: m, actions, onView, onAction, onReply }: Props) {
  const isNew = m.status === "new";
  return (
    <li
      data-status={m.status}
      className={cn(
        "relative rounded-lg border border-border bg-card p-4 transition-colors hover:border-primary/60",
        isNew && "border-l-4 border-l-primary bg-blue-50 dark:bg-blue-950/40",
      )}
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
            <h3 className={cn("text-base break-words", isNew ? "font-bold" : "font-medium")}>
              <button
                type="button"
                aria-haspopup="dialog"
                onClick={onView}
                className={cn(stretchedTarget, "cursor-pointer text-left after:rounded-lg hover:underline")}
              >
                {m.name}
              </button>
            </h3>
            {m.company ? <span className="text-sm text-muted break-words">{m.company}</span> : null}
            <time dateTime={m.created_at} className="text-sm text-muted sm:ml-auto">
              {formatListDate(m.created_at)}
            </time>
          </div>
          <p className="text-sm break-all text-muted">{m.email}</p>
          <p className="line-clamp-2 text-sm break-words whitespace-pre-line">{m.message}</p>
          <div className="flex flex-wrap gap-2 pt-1">
            <StatusBadge status={m.status} />
            <PriorityBadge priority={m.priority} />
          </div>
        </div>
        <div className="relative z-10">
          <ActionsMenu label={`Actions for the message from ${m.name}`}>
            {onReply && m.email ? (
              <ActionsMenuItem onSelect={onReply}>
                <Send aria-hidden="true" className="h-4 w-4" /> Send Reply
              </ActionsMenuItem>
            ) : null}
            <ActionsMenuItem onSelect={onView}>
              <Eye aria-hidden="true" className="h-4 w-4" /> View Details
            </ActionsMenuItem>
            {actions.canUpdate ? (
              <>
                {/* Replied implies read, so "Mark as Read" is offered for new and archived messages. */}
                {m.status === "new" || m.status === "archived" ? (
                  <ActionsMenuItem onSelect={() => onAction("read")}>
                    <MailOpen aria-hidden="true" className="h-4 w-4" /> Mark as Read
                  </ActionsMenuItem>
                ) : null}
                {m.status !== "replied" ? (
                  <ActionsMenuItem onSelect={() => onAction("replied")}>
                    <Reply aria-hidden="true" className="h-4 w-4" /> Mark as Replied
                  </ActionsMenuItem>
                ) : null}
                {m.priority !== "urgent" ? (
                  <ActionsMenuItem onSelect={() => onAction("urgent")}>
                    <Siren aria-hidden="true" className="h-4 w-4" /> Mark Urgent
                  </ActionsMenuItem>
                ) : null}
                {m.priority !== "high" ? (
                  <ActionsMenuItem onSelect={() => onAction("high")}>
                    <Flag aria-hidden="true" className="h-4 w-4" /> Mark High Priority
                  </ActionsMenuItem>
                ) : null}
                {m.status !== "archived" ? (
                  <ActionsMenuItem onSelect={() => onAction("archive")}>
                    <Archive aria-hidden="true" className="h-4 w-4" /> Archive
                  </ActionsMenuItem>
                ) : null}
              </>
            ) : null}
            {actions.canDelete ? (
              <>
                <ActionsMenuSeparator />
                <ActionsMenuItem destructive onSelect={actions.remove}>
                  <Trash2 aria-hidden="true" className="h-4 w-4" /> Delete
                </ActionsMenuItem>
              </>
            ) : null}
          </ActionsMenu>
        </div>
      </div>
    </li>
  );
}
