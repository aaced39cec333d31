import { formatBytes } from "@common/format-bytes";
import { ImageBulkDeleteAnswerSchema, type StoredImage } from "@common/schemas/images";
import { Copy, Info, LayoutGrid, List, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { IconButton } from "~/components/ui/icon-button";
import { useCan, useResourceWrite } from "~/features/admin-kit";
import { api } from "~/lib/api";
import { cn } from "~/lib/cn";
import { formatListDate } from "~/lib/format-date";
import { toast } from "~/lib/toast";
import { folderLabel, IMAGES_COPY } from "./copy";
import { ImageBrowser, useUrlBrowseParams } from "./image-browser";
import { copyUrl, dimensionsOf, ImageDetails } from "./image-details";
import { images } from "./resource";

const NONE: ReadonlySet<string> = new Set();

/** Deletes images by id (Delete Selected, or one from its details). */
function useDeleteImages() {
  return useResourceWrite(images, (ids: string[]) =>
    api(`${images.base}/bulk-delete`, { method: "POST", body: { ids }, schema: ImageBulkDeleteAnswerSchema }),
  );
}

/**
 * Spec 2 Image Manager, Gallery: search, folder filter, grid or list view, multi-select with
 * "Delete Selected (n)" after a confirmation, copy URL and an image's details; paged on the server.
 */
export function Gallery() {
  const { browse, view, setView } = useUrlBrowseParams();
  const canDelete = useCan()("stored_images", "delete");
  // The selection belongs to one search and folder: a new one starts empty, so nothing hidden
  // stays selected.
  const shown = `${browse.q}\u0000${browse.folder}`;
  const [selection, setSelection] = useState({ view: shown, ids: new Set<string>() as ReadonlySet<string> });
  const selected = selection.view === shown ? selection.ids : NONE;
  const setSelected = (change: (now: ReadonlySet<string>) => ReadonlySet<string>) =>
    setSelection((now) => ({ view: shown, ids: change(now.view === shown ? now.ids : NONE) }));
  const [details, setDetails] = useState<StoredImage | null>(null);
  const [confirming, setConfirming] = useState<string[] | null>(null);
  const remove = useDeleteImages();

  const toggle = (id: string, on: boolean) =>
    setSelected((now) => {
      const next = new Set(now);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  function confirmDelete() {
    const ids = confirming;
    if (!ids) return;
    remove.mutate(ids, {
      onSuccess: ({ deleted }) => {
        toast.success(IMAGES_COPY.deleted, { description: IMAGES_COPY.deletedMessage(deleted) });
        setSelected((now) => new Set([...now].filter((id) => !ids.includes(id))));
        setConfirming(null);
        setDetails(null);
      },
      onError: () => {
        toast.error(IMAGES_COPY.deleteFailed, { description: IMAGES_COPY.deleteFailedMessage });
        setConfirming(null);
      },
    });
  }

  const toolbar = (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <fieldset className="flex gap-1" aria-label="View">
        <Button
          variant={view === "grid" ? "secondary" : "ghost"}
          aria-pressed={view === "grid"}
          onClick={() => setView({ view: undefined, page: browse.page })}
        >
          <LayoutGrid aria-hidden="true" className="h-4 w-4" /> Grid
        </Button>
        <Button
          variant={view === "list" ? "secondary" : "ghost"}
          aria-pressed={view === "list"}
          onClick={() => setView({ view: "list", page: browse.page })}
        >
          <List aria-hidden="true" className="h-4 w-4" /> List
        </Button>
      </fieldset>
      {canDelete ? (
        <Button variant="danger" disabled={selected.size === 0} onClick={() => setConfirming([...selected])}>
          <Trash2 aria-hidden="true" className="h-4 w-4" /> {IMAGES_COPY.deleteSelected(selected.size)}
        </Button>
      ) : null}
    </div>
  );

  return (
    <>
      <ImageBrowser params={browse} toolbar={toolbar}>
        {(items) => {
          const allOnPage = items.every((image) => selected.has(image.id));
          return (
            <>
              {canDelete ? (
                <label className="flex w-fit items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="h-4 w-4 accent-[var(--color-primary)]"
                    checked={allOnPage}
                    onChange={(e) => {
                      for (const image of items) toggle(image.id, e.target.checked);
                    }}
                  />
                  Select all on this page
                </label>
              ) : null}
              <ul
                aria-label={IMAGES_COPY.listLabel}
                className={
                  view === "list" ? "space-y-2" : "grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
                }
              >
                {items.map((image) => (
                  <ImageItem
                    key={image.id}
                    image={image}
                    view={view}
                    selected={selected.has(image.id)}
                    onSelect={canDelete ? (on) => toggle(image.id, on) : undefined}
                    onDetails={() => setDetails(image)}
                  />
                ))}
              </ul>
            </>
          );
        }}
      </ImageBrowser>
      {details ? (
        <ImageDetails
          image={details}
          onClose={() => setDetails(null)}
          onDelete={canDelete ? () => setConfirming([details.id]) : undefined}
        />
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={IMAGES_COPY.confirmDeleteTitle}
        message={IMAGES_COPY.confirmDelete(confirming?.length ?? 0)}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}

/** One image as a tile (grid) or a row (list): select, copy its URL, open its details. */
function ImageItem({
  image,
  view,
  selected,
  onSelect,
  onDetails,
}: {
  image: StoredImage;
  view: "grid" | "list";
  selected: boolean;
  onSelect?: (on: boolean) => void;
  onDetails: () => void;
}) {
  const { name } = image;
  const facts = [formatBytes(image.size), dimensionsOf(image)].filter(Boolean).join(" · ");
  const checkbox = onSelect ? (
    <input
      type="checkbox"
      aria-label={`Select ${name}`}
      checked={selected}
      onChange={(e) => onSelect(e.target.checked)}
      className="h-4 w-4 shrink-0 accent-[var(--color-primary)]"
    />
  ) : null;
  const actions = (
    <div className="flex shrink-0">
      <IconButton label={`Copy URL of ${name}`} onClick={() => void copyUrl(image)}>
        <Copy aria-hidden="true" className="h-4 w-4" />
      </IconButton>
      <IconButton label={`Details of ${name}`} onClick={onDetails}>
        <Info aria-hidden="true" className="h-4 w-4" />
      </IconButton>
    </div>
  );
  const thumb = (className: string) => (
    <img
      src={image.public_url}
      alt=""
      loading="lazy"
      className={cn("bg-border/40 object-cover", className)}
    />
  );

  if (view === "list") {
    return (
      <li
        aria-label={name}
        className={cn(
          "flex items-center gap-3 rounded-lg border border-border bg-card p-2",
          selected && "border-primary",
        )}
      >
        {checkbox}
        {thumb("h-12 w-12 shrink-0 rounded")}
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium" title={name}>
            {name}
          </p>
          <p className="truncate text-xs text-muted">
            {folderLabel(image.folder)} · {facts} · {formatListDate(image.created_at)}
          </p>
        </div>
        {actions}
      </li>
    );
  }
  return (
    <li
      aria-label={name}
      className={cn(
        "flex min-w-0 flex-col overflow-hidden rounded-lg border border-border bg-card",
        selected && "border-primary ring-2 ring-primary",
      )}
    >
      <div className="relative">
        {thumb("aspect-square w-full")}
        {checkbox ? <div className="absolute top-2 left-2 rounded bg-card p-1 shadow">{checkbox}</div> : null}
        <div className="absolute top-1.5 right-1.5 rounded-md bg-card shadow">{actions}</div>
      </div>
      <div className="min-w-0 p-2">
        <p className="truncate text-sm font-medium" title={name}>
          {name}
        </p>
        <p className="truncate text-xs text-muted">{facts}</p>
      </div>
    </li>
  );
}
