import { type Service, serviceLink } from "@common/schemas/services";
import { Badge, FeaturedBadge } from "~/components/ui/badge";
import { CardActions, type CardProps, ResourceSection, ViewLink } from "~/features/admin-kit";
import { NamedIcon } from "~/features/public-content/icon";
import { serviceTileColors } from "~/features/public-content/service-accent";
import { cn } from "~/lib/cn";
import { SERVICES_COPY as S } from "./copy";
import { services } from "./resource";
import { ServiceDialog } from "./service-dialog";

/**
 * Spec 2 §2 Service manager: search (in the URL, answered by the server), the list in display
 * order, the add/edit dialog and delete with confirmation.
 */
export function ServicesManager() {
  return <ResourceSection resource={services} words={S} card={ServiceCard} dialog={ServiceDialog} />;
}

/** One service: its icon tile in its accent, title, its public page, description (two lines), order. */
function ServiceCard({ row, actions }: CardProps<Service>) {
  const headingId = `service-${row.id}`;
  const link = row.link ?? serviceLink(row.slug);
  return (
    <li
      aria-labelledby={headingId}
      data-testid="service-card"
      className="flex gap-3 rounded-lg border border-border bg-card p-4"
    >
      <div
        className={cn(
          "flex h-10 w-10 shrink-0 items-center justify-center rounded-md",
          serviceTileColors(row),
        )}
      >
        <NamedIcon name={row.icon} className="h-5 w-5" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={headingId} className="font-semibold break-words">
            {row.title}
          </h2>
          {row.featured ? <FeaturedBadge /> : null}
          {row.hidden ? <Badge tone="gray">Hidden</Badge> : null}
        </div>
        <p className="font-mono text-xs break-all text-muted">{link}</p>
        <p className="line-clamp-2 text-sm">{row.description}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-border pt-3">
          <span className="text-xs text-muted">Order {row.order_index}</span>
          <CardActions name={row.title} actions={actions}>
            <ViewLink to={link} name={row.title} />
          </CardActions>
        </div>
      </div>
    </li>
  );
}
