import { type SuccessStory, storyCategoryLabel } from "@common/schemas/success-stories";
import { Avatar } from "~/components/ui/avatar";
import { Badge } from "~/components/ui/badge";
import { DragHandle, useSortableRow } from "~/components/ui/sortable-list";
import { CardActions, type ItemActions, TOGGLES, ToggleAction } from "~/features/admin-kit";
import { cn } from "~/lib/cn";

/** Flips a story's is_active or is_featured (with the spec's toasts). */
export type Toggle = (story: SuccessStory, field: "is_active" | "is_featured") => void;

const SHOWN_TECHNOLOGIES = 3;

/**
 * One story of the list: client picture (or initial), title, badges, client, the story's start
 * and its technologies, then the actions. Inactive stories are dimmed (spec 2 §4). The grip
 * reorders it when the whole list is shown.
 */
export function StoryCard({
  story,
  actions,
  onToggle,
  locked = false,
  canReorder = false,
}: {
  story: SuccessStory;
  actions: ItemActions;
  onToggle: Toggle;
  /** While a new order is saving, nothing can be changed. */
  locked?: boolean;
  canReorder?: boolean;
}) {
  const { row, handle, isDragging } = useSortableRow(story.id, locked || !canReorder);
  const { title } = story;
  const client = [story.client_role, story.client_company].filter(Boolean).join(", ");
  const more = story.technologies_used.length - SHOWN_TECHNOLOGIES;

  return (
    <li
      {...row}
      aria-label={title}
      data-testid="story-card"
      className={cn(
        "flex flex-wrap items-start gap-3 rounded-lg border border-border bg-card p-3 sm:flex-nowrap",
        // Dimmed without opacity, so the text keeps AA contrast.
        !story.is_active && "border-dashed bg-bg",
        isDragging && "relative z-10 shadow-lg ring-2 ring-primary",
      )}
    >
      {canReorder ? <DragHandle aria-label={`Reorder ${title}`} {...handle} /> : null}
      <Avatar
        src={story.client_image}
        name={story.client_name}
        className="h-10 w-10"
        initialClassName="bg-border font-semibold text-fg"
      />
      <div className="min-w-0 flex-1 basis-48">
        <div className="flex flex-wrap items-center gap-2">
          <p className={cn("font-medium break-words", !story.is_active && "text-muted")}>{title}</p>
          <Badge tone="blue">{storyCategoryLabel(story.category)}</Badge>
          {story.is_featured ? <Badge tone="yellow">Featured</Badge> : null}
          {story.is_active ? null : <Badge tone="gray">Inactive</Badge>}
        </div>
        <p className="mt-0.5 text-sm text-muted">
          {story.client_name}
          {client ? `, ${client}` : ""}
        </p>
        <p className="mt-1 line-clamp-2 text-sm break-words">{story.story_content}</p>
        {story.technologies_used.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-1" aria-label="Technologies">
            {story.technologies_used.slice(0, SHOWN_TECHNOLOGIES).map((t) => (
              <li key={t} className="rounded-full border border-border px-2 py-0.5 text-xs">
                {t}
              </li>
            ))}
            {more > 0 ? <li className="px-1 py-0.5 text-xs text-muted">+{more} more</li> : null}
          </ul>
        ) : null}
      </div>
      <CardActions name={title} actions={actions} disabled={locked}>
        {actions.canUpdate ? (
          <>
            <ToggleAction
              toggle={TOGGLES.feature}
              on={story.is_featured}
              name={title}
              disabled={locked}
              onClick={() => onToggle(story, "is_featured")}
            />
            <ToggleAction
              toggle={TOGGLES.enable}
              on={story.is_active}
              name={title}
              disabled={locked}
              onClick={() => onToggle(story, "is_active")}
            />
          </>
        ) : null}
      </CardActions>
    </li>
  );
}
