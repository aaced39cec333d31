import type { EmailConversation, EmailMessage } from "@common/schemas/email-conversations";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { DETAIL_COPY, PRIORITY_LABELS, STATUS_LABELS } from "./copy";

const STATUS_TONES: Record<EmailConversation["status"], BadgeTone> = {
  active: "green",
  closed: "gray",
  archived: "yellow",
};
const PRIORITY_TONES: Record<EmailConversation["priority"], BadgeTone> = {
  low: "gray",
  normal: "purple",
  high: "orange",
  urgent: "red",
};
const MESSAGE_TONES: Record<EmailMessage["status"], BadgeTone> = {
  pending: "yellow",
  sent: "blue",
  delivered: "green",
  opened: "green",
  clicked: "green",
  failed: "red",
  bounced: "red",
};

export function ConversationStatusBadge({ status }: { status: EmailConversation["status"] }) {
  return <Badge tone={STATUS_TONES[status]}>{STATUS_LABELS[status]}</Badge>;
}

export function ConversationPriorityBadge({ priority }: { priority: EmailConversation["priority"] }) {
  return (
    <Badge tone={PRIORITY_TONES[priority]}>
      {PRIORITY_LABELS[priority]}
      <span className="sr-only"> priority</span>
    </Badge>
  );
}

export function MessageStatusBadge({ status }: { status: EmailMessage["status"] }) {
  return <Badge tone={MESSAGE_TONES[status]}>{status}</Badge>;
}

export function UnreadBadge({ count }: { count: number }) {
  return count > 0 ? <Badge tone="blue">{DETAIL_COPY.unread(count)}</Badge> : null;
}
