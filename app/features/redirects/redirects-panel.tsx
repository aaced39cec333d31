import type { Redirect } from "@common/schemas/redirects";
import { ArrowRight } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { CardActions, type CardProps, ResourceSection, sectionOf } from "~/features/admin-kit";
import { formatListDate } from "~/lib/format-date";
import { REDIRECTS_COPY as W } from "./copy";
import { RedirectDialog } from "./redirect-dialog";
import { redirects } from "./resource";

const section = sectionOf(redirects, W, RedirectDialog);

/**
 * The redirects list and editor, shown in the Pages manager (issue 16): from, to, status and
 * when it was made; add, edit, delete (with confirmation). Searched on the server.
 */
export function RedirectsPanel() {
  return (
    <ResourceSection
      {...section}
      layout="list"
      card={RedirectCard}
      sort={{
        label: "Sort",
        options: [
          { value: "-created_at", label: "Newest first" },
          { value: "from_path", label: "From (A–Z)" },
          { value: "to_path", label: "To (A–Z)" },
        ],
      }}
    />
  );
}

function RedirectCard({ row, actions }: CardProps<Redirect>) {
  return (
    <li
      aria-label={`${row.from_path} to ${row.to_path}`}
      className="flex flex-wrap items-center gap-3 rounded-lg border border-border bg-card p-4"
    >
      <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2 font-mono text-sm">
        <span className="break-all">{row.from_path}</span>
        <ArrowRight aria-hidden="true" className="h-4 w-4 shrink-0 text-muted" />
        <span className="sr-only">redirects to</span>
        <span className="break-all">{row.to_path}</span>
      </div>
      <Badge tone={row.status_code === 301 || row.status_code === 308 ? "green" : "yellow"}>
        {row.status_code}
      </Badge>
      <time dateTime={row.created_at} className="text-xs text-muted">
        {formatListDate(row.created_at)}
      </time>
      <CardActions name={`the redirect from ${row.from_path}`} actions={actions} />
    </li>
  );
}
