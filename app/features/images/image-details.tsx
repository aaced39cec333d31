import { formatBytes } from "@common/format-bytes";
import type { StoredImage } from "@common/schemas/images";
import { Copy, Trash2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Detail, DetailList } from "~/components/ui/detail-list";
import { Dialog } from "~/components/ui/dialog";
import { formatDateTime } from "~/lib/format-date";
import { toast } from "~/lib/toast";
import { folderLabel, IMAGES_COPY } from "./copy";

/** Copies an image's absolute address (spec 2 §8 "URL copied"). */
export async function copyUrl(image: StoredImage) {
  try {
    await navigator.clipboard.writeText(image.url);
    toast.success(IMAGES_COPY.urlCopied, { description: image.url });
  } catch {
    toast.error("Could not copy the URL", { description: image.url });
  }
}

export const dimensionsOf = (image: StoredImage) =>
  image.width && image.height ? `${image.width} × ${image.height}` : null;

/** "Saved 58%" when re-encoding made the file smaller. */
function saving(image: StoredImage): string | null {
  if (!image.original_size || image.original_size <= image.size) return null;
  return `${Math.round((1 - image.size / image.original_size) * 100)}% smaller`;
}

/**
 * One image's details: preview, dimensions, size before and after compression, folder, uploader,
 * date and its absolute address with a copy button; Delete when the admin may.
 */
export function ImageDetails({
  image,
  onClose,
  onDelete,
}: {
  image: StoredImage;
  onClose: () => void;
  onDelete?: () => void;
}) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title={IMAGES_COPY.details}>
      <div className="space-y-4">
        <img
          src={image.public_url}
          alt={image.name}
          className="mx-auto max-h-72 w-auto max-w-full rounded-md border border-border object-contain"
        />
        <DetailList>
          <Detail label="File name" wide>
            {image.name}
          </Detail>
          <Detail label="Folder">{folderLabel(image.folder)}</Detail>
          <Detail label="Dimensions">{dimensionsOf(image)}</Detail>
          <Detail label="Size">{formatBytes(image.size)}</Detail>
          <Detail label="Original size">
            {image.original_size === null ? null : formatBytes(image.original_size)}
            {saving(image) ? <span className="text-muted"> ({saving(image)})</span> : null}
          </Detail>
          <Detail label="Type">{image.mime_type}</Detail>
          <Detail label="Uploaded">{formatDateTime(image.created_at)}</Detail>
          <Detail label="Uploaded by" wide>
            {image.uploader ? `${image.uploader.name} (${image.uploader.email})` : null}
          </Detail>
          <Detail label="URL" wide>
            <span className="font-mono text-xs">{image.url}</span>
          </Detail>
        </DetailList>
        <div className="flex flex-wrap justify-end gap-2">
          {onDelete ? (
            <Button variant="danger" onClick={onDelete}>
              <Trash2 aria-hidden="true" className="h-4 w-4" /> Delete
            </Button>
          ) : null}
          <Button variant="secondary" onClick={() => void copyUrl(image)}>
            <Copy aria-hidden="true" className="h-4 w-4" /> {IMAGES_COPY.copyUrl}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
