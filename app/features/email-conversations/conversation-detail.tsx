import { CONVERSATION_STATUSES, PRIORITIES } from "@common/options";
import type { EmailConversationDetail, EmailMessage } from "@common/schemas/email-conversations";
import { ArrowLeft, Info, Paperclip, RefreshCw, Reply } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/select-field";
import { Spinner } from "~/components/ui/spinner";
import { LoadFailed, showToast, useCan } from "~/features/admin-kit";
import { HtmlFrame, TextBody } from "~/features/email/html-frame";
import { type ComposerContext, EmailComposerDialog } from "~/features/email-composer/email-composer";
import { cn } from "~/lib/cn";
import { formatDateTime, formatListDate } from "~/lib/format-date";
import { ConversationPriorityBadge, ConversationStatusBadge, MessageStatusBadge } from "./badges";
import { PRIORITY_LABELS, STATUS_LABELS, DETAIL_COPY as T } from "./copy";
import { MessageDetailsDialog } from "./message-details-dialog";
import { useConversationDetail, useUpdateConversation } from "./resource";

/**
 * One conversation: its messages oldest first (HTML in a sandboxed frame), the status and
 * priority selectors, Reply (the composer, threaded in this conversation) and each message's
 * details. Live: a reply that arrives shows without a reload (realtime invalidation).
 */
export function ConversationDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const query = useConversationDetail(id);
  if (query.isError) {
    return <LoadFailed message={T.loadFailed} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) {
    return (
      <div className="flex justify-center p-10">
        <Spinner label="Loading messages" />
      </div>
    );
  }
  return (
    <Conversation
      conversation={query.data}
      refreshing={query.isFetching}
      onRefresh={() => void query.refetch()}
      onBack={onBack}
    />
  );
}

function Conversation({
  conversation: c,
  refreshing,
  onRefresh,
  onBack,
}: {
  conversation: EmailConversationDetail;
  refreshing: boolean;
  onRefresh: () => void;
  onBack: () => void;
}) {
  const can = useCan();
  const canUpdate = can("email_conversations", "update");
  const canSend = can("email_messages", "create");
  const update = useUpdateConversation();
  const [replying, setReplying] = useState(false);
  const [details, setDetails] = useState<EmailMessage | null>(null);

  const change = (patch: { status?: string; priority?: string }) =>
    update.mutate(
      { id: c.id, patch: patch as never },
      {
        onSuccess: () => showToast("success", { title: T.statusUpdated }),
        onError: () => showToast("error", T.statusFailed),
      },
    );

  return (
    <article aria-labelledby={`conversation-${c.id}`} className="space-y-4">
      <div className="flex flex-wrap items-start gap-2">
        <Button variant="ghost" className="px-2 lg:hidden" onClick={onBack}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {T.back}
        </Button>
        <div className="min-w-0 flex-1 basis-64">
          <h2 id={`conversation-${c.id}`} className="text-lg font-semibold break-words">
            {c.subject}
          </h2>
          <p className="text-sm break-all text-muted">{c.participants.join(", ")}</p>
          <div className="mt-1 flex flex-wrap gap-2">
            <ConversationStatusBadge status={c.status} />
            <ConversationPriorityBadge priority={c.priority} />
            <span className="text-xs text-muted">
              {T.related[c.related_type]} · {T.messages(c.message_count)}
            </span>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={onRefresh} disabled={refreshing}>
            <RefreshCw aria-hidden="true" className={cn("h-4 w-4", refreshing && "animate-spin")} />
            {T.refresh}
          </Button>
          {canSend ? (
            <Button onClick={() => setReplying(true)}>
              <Reply aria-hidden="true" className="h-4 w-4" /> {T.reply}
            </Button>
          ) : null}
        </div>
      </div>
      {canUpdate ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label={T.status}
            value={c.status}
            disabled={update.isPending}
            options={CONVERSATION_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
            onChange={(e) => change({ status: e.target.value })}
          />
          <SelectField
            label={T.priority}
            value={c.priority}
            disabled={update.isPending}
            options={PRIORITIES.map((p) => ({ value: p, label: PRIORITY_LABELS[p] }))}
            onChange={(e) => change({ priority: e.target.value })}
          />
        </div>
      ) : null}
      {c.messages.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted">
          {T.empty}
        </p>
      ) : (
        <ol aria-label="Messages" className="space-y-3">
          {c.messages.map((m) => (
            <MessageItem key={m.id} message={m} onDetails={() => setDetails(m)} />
          ))}
        </ol>
      )}
      <MessageDetailsDialog message={details} onClose={() => setDetails(null)} />
      <EmailComposerDialog context={replying ? replyContext(c) : null} onClose={() => setReplying(false)} />
    </article>
  );
}

function MessageItem({ message: m, onDetails }: { message: EmailMessage; onDetails: () => void }) {
  const inbound = m.direction === "inbound";
  const unread = inbound && !m.read_at;
  return (
    <li
      data-direction={m.direction}
      data-unread={unread || undefined}
      className={cn(
        "space-y-2 rounded-lg border border-border bg-card p-3",
        inbound ? "sm:mr-8" : "sm:ml-8",
        unread && "border-l-4 border-l-primary",
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className={cn("text-sm break-all", unread ? "font-bold" : "font-medium")}>
            {m.from_name ? `${m.from_name} <${m.from_email}>` : m.from_email}
          </p>
          <p className="text-xs break-all text-muted">To {m.to_emails.join(", ")}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-xs text-muted">{inbound ? T.inbound : T.outbound}</span>
          {inbound ? null : <MessageStatusBadge status={m.status} />}
          <time dateTime={m.created_at} title={formatDateTime(m.created_at)} className="text-xs text-muted">
            {formatListDate(m.created_at)}
          </time>
          <Button
            variant="ghost"
            className="px-2 py-1"
            aria-label={`Details of the message from ${m.from_email}`}
            onClick={onDetails}
          >
            <Info aria-hidden="true" className="h-4 w-4" />
            <span aria-hidden="true">{T.details}</span>
          </Button>
        </div>
      </div>
      {m.status === "failed" && m.error_message ? (
        <p className="text-sm text-red-700 dark:text-red-400">{m.error_message}</p>
      ) : null}
      {m.body_html ? (
        <HtmlFrame html={m.body_html} title={`Message: ${m.subject}`} />
      ) : (
        <TextBody text={m.body_text ?? ""} />
      )}
      {m.attachments.length > 0 ? (
        <p className="flex items-center gap-1 text-xs text-muted">
          <Paperclip aria-hidden="true" className="h-3 w-3" />
          {m.attachments.map((a) => a.filename).join(", ")}
        </p>
      ) : null}
    </li>
  );
}

/** Reply in this conversation: to whoever wrote last (else the last recipients), "Re: " once. */
function replyContext(c: EmailConversationDetail): ComposerContext {
  const lastInbound = [...c.messages].reverse().find((m) => m.direction === "inbound");
  const lastOutbound = [...c.messages].reverse().find((m) => m.direction === "outbound");
  const to = lastInbound?.from_email ?? lastOutbound?.to_emails.join(", ") ?? c.participants.join(", ");
  return {
    draftKey: `conversation:${c.id}`,
    title: `${T.replyTitle}: ${c.subject}`,
    to,
    subject: /^re:/i.test(c.subject) ? c.subject : `Re: ${c.subject}`,
    variables: lastInbound?.from_name ? { name: lastInbound.from_name } : undefined,
    conversation_id: c.id,
    ...(c.related_type !== "general" && c.related_id
      ? { related_type: c.related_type, related_id: c.related_id }
      : {}),
  };
}
