import type { ContactPriority, ContactStatus } from "@common/schemas/contact-messages";
import { Badge, type BadgeTone } from "~/components/ui/badge";

/** Labels for the badges and the filters. */
export const STATUS_LABELS: Record<ContactStatus, string> = {
  new: "New",
  read: "Read",
  replied: "Replied",
  archived: "Archived",
};
export const PRIORITY_LABELS: Record<ContactPriority, string> = {
  low: "Low",
  normal: "Normal",
  high: "High",
  urgent: "Urgent",
};

const STATUS_TONES: Record<ContactStatus, BadgeTone> = {
  new: "blue",
  read: "gray",
  replied: "green",
  archived: "yellow",
};

const PRIORITY_TONES: Record<ContactPriority, BadgeTone> = {
  low: "gray",
  normal: "purple",
  high: "orange",
  urgent: "red",
};

/** The status as a word (never colour alone). */
export function StatusBadge({ status }: { status: ContactStatus }) {
  return <Badge tone={STATUS_TONES[status] ?? "gray"}>{STATUS_LABELS[status] ?? status}</Badge>;
}

/** "Urgent" is shown; "Urgent priority" is read out. */
export function PriorityBadge({ priority }: { priority: ContactPriority }) {
  return (
    <Badge tone={PRIORITY_TONES[priority] ?? "gray"}>
      {PRIORITY_LABELS[priority] ?? priority}
      <span className="sr-only"> priority</span>
    </Badge>
  );
}
