import type { AboutContent } from "@common/schemas/about-content";
import { Badge } from "~/components/ui/badge";
import { CardActions, type ItemActions, ResourceSection, useToggleField } from "~/features/admin-kit";
import { cn } from "~/lib/cn";
import { AboutContentDialog } from "./about-content-dialog";
import { ABOUT_DIALOG_COPY as D, sectionTypeLabel, ABOUT_COPY as T } from "./copy";
import { aboutContent } from "./resource";

/** Spec 2 §2 About-content manager: search (server-side, in the URL), list, add/edit, show/hide, delete. */
export function AboutContentManager() {
  const onToggle = useToggleField(aboutContent, (row, _field: "is_active", on) => ({
    done: {
      title: D.updated,
      description: `"${row.title}" is ${on ? "shown on" : "hidden from"} the About page.`,
    },
    failed: { title: D.updateFailed, description: T.tryAgain },
  }));
  return (
    <ResourceSection
      resource={aboutContent}
      words={T}
      layout="list"
      renderItem={(row, actions) => (
        <AboutCard key={row.id} row={row} actions={actions} onToggle={() => onToggle(row, "is_active")} />
      )}
      dialog={AboutContentDialog}
    />
  );
}

/** How much the section's content_data holds, in a few words. */
function dataSummary(data: Record<string, unknown>): string | null {
  const keys = Object.keys(data);
  if (keys.length === 0) return null;
  const list = keys.map((k) => data[k]).find(Array.isArray);
  return list ? `${list.length} ${list.length === 1 ? "item" : "items"}` : `${keys.length} data fields`;
}

function AboutCard({
  row,
  actions,
  onToggle,
}: {
  row: AboutContent;
  actions: ItemActions;
  onToggle: () => void;
}) {
  const summary = dataSummary(row.content_data);
  return (
    <li
      aria-label={row.title}
      // Hidden sections get a dashed border (not dimmed text, which would lose contrast).
      className={cn(
        "flex flex-col gap-3 rounded-lg border border-border bg-card p-4 sm:flex-row sm:items-start",
        !row.is_active && "border-dashed",
      )}
    >
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="blue">{sectionTypeLabel(row.section_type)}</Badge>
          {row.is_active ? <Badge tone="green">Active</Badge> : <Badge tone="gray">Hidden</Badge>}
          {row.year ? <span className="text-sm text-muted">{row.year}</span> : null}
        </div>
        <h3 className="font-semibold break-words">{row.title}</h3>
        {row.description ? (
          <p className="line-clamp-3 text-sm break-words text-muted">{row.description}</p>
        ) : null}
        <p className="text-xs text-muted">
          Order {row.order_index}
          {summary ? ` · ${summary}` : ""}
        </p>
      </div>
      <CardActions name={row.title} actions={actions}>
        {actions.canUpdate ? (
          <label className="mr-2 inline-flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              role="switch"
              aria-checked={row.is_active}
              checked={row.is_active}
              onChange={onToggle}
              className="h-4 w-4 accent-[var(--color-primary)]"
            />
            Visible<span className="sr-only"> on the About page: {row.title}</span>
          </label>
        ) : null}
      </CardActions>
    </li>
  );
}
