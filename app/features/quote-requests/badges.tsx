import { Badge, type BadgeTone } from "~/components/ui/badge";

const STATUS_TONES: Record<string, BadgeTone> = {
  new: "blue",
  reviewing: "yellow",
  quoted: "purple",
  accepted: "green",
  rejected: "red",
  archived: "gray",
};

const PRIORITY_TONES: Record<string, BadgeTone> = {
  low: "gray",
  normal: "blue",
  high: "orange",
  urgent: "red",
};

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge tone={STATUS_TONES[status] ?? "gray"}>
      <span className="sr-only">Status: </span>
      {status}
    </Badge>
  );
}

export function PriorityBadge({ priority }: { priority: string }) {
  return <Badge tone={PRIORITY_TONES[priority] ?? "gray"}>{priority} priority</Badge>;
}
