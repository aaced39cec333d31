import type { EmailConversation } from "@common/schemas/email-conversations";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { stretchedTarget } from "~/components/ui/stretched";
import { type ListWords, ResourceSection, type SectionFilter } from "~/features/admin-kit";
import { cn } from "~/lib/cn";
import { formatListDate } from "~/lib/format-date";
import { ConversationPriorityBadge, ConversationStatusBadge, UnreadBadge } from "./badges";
import { ConversationDetail } from "./conversation-detail";
import { DETAIL_COPY as T } from "./copy";
import { emailConversations } from "./resource";

/** The conversation shown, kept in the URL (?conversation=<id>) so a link opens it. */
export function useSelectedConversation() {
  const [params, setParams] = useSearchParams();
  const selected = params.get("conversation");
  const select = (id: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id) next.set("conversation", id);
        else next.delete("conversation");
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return { selected, select };
}

/**
 * The inbox and the conversations tab: the list (server-side search, filters and pages, at most
 * 96 units high: spec 3 §9) beside the selected conversation; below the lg breakpoint one at a
 * time, with a way back to the list.
 */
export function ConversationBrowser({
  words,
  filters,
  actions,
  showPriority,
}: {
  words: ListWords;
  filters: readonly SectionFilter[];
  actions?: ReactNode;
  showPriority?: boolean;
}) {
  const { selected, select } = useSelectedConversation();
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div className={cn(selected && "hidden lg:block")}>
        <ResourceSection
          readOnly
          resource={emailConversations}
          words={words}
          filters={filters}
          layout="list"
          actions={actions}
          renderList={({ rows, label }) => (
            <ul aria-label={label} className="max-h-96 space-y-2 overflow-y-auto pr-1">
              {rows.map((row) => (
                <ConversationRow
                  key={row.id}
                  row={row}
                  selected={row.id === selected}
                  showPriority={showPriority}
                  onSelect={() => select(row.id)}
                />
              ))}
            </ul>
          )}
        />
      </div>
      <section
        aria-label="Conversation"
        className={cn("min-w-0 rounded-lg border border-border bg-bg p-4", !selected && "hidden lg:block")}
      >
        {selected ? (
          <ConversationDetail key={selected} id={selected} onBack={() => select(null)} />
        ) : (
          <p className="p-6 text-center text-sm text-muted">{T.select}</p>
        )}
      </section>
    </div>
  );
}

function ConversationRow({
  row,
  selected,
  showPriority,
  onSelect,
}: {
  row: EmailConversation;
  selected: boolean;
  showPriority?: boolean;
  onSelect: () => void;
}) {
  const unread = row.unread_count > 0;
  return (
    <li
      data-unread={unread || undefined}
      className={cn(
        "relative rounded-lg border border-border bg-card p-3 transition-colors hover:border-primary/60",
        unread && "border-l-4 border-l-primary bg-blue-50 dark:bg-blue-950/40",
        selected && "ring-2 ring-primary",
      )}
    >
      <div className="flex items-baseline gap-2">
        <h3 className={cn("min-w-0 flex-1 text-sm break-words", unread ? "font-bold" : "font-medium")}>
          <button
            type="button"
            aria-current={selected || undefined}
            onClick={onSelect}
            className={cn(stretchedTarget, "cursor-pointer text-left after:rounded-lg hover:underline")}
          >
            {row.subject}
          </button>
        </h3>
        {row.last_message_at ? (
          <time dateTime={row.last_message_at} className="shrink-0 text-xs text-muted">
            {formatListDate(row.last_message_at)}
          </time>
        ) : null}
      </div>
      <p className="truncate text-xs text-muted">{row.last_message_by ?? row.participants.join(", ")}</p>
      <div className="mt-1 flex flex-wrap items-center gap-1.5">
        <UnreadBadge count={row.unread_count} />
        <ConversationStatusBadge status={row.status} />
        {showPriority ? <ConversationPriorityBadge priority={row.priority} /> : null}
        <span className="text-xs text-muted">{T.messages(row.message_count)}</span>
      </div>
    </li>
  );
}
