import type { ReactNode } from "react";
import { Dialog } from "~/components/ui/dialog";
import { ImageLibraryContext, type ImagePickerProps } from "~/components/ui/image-library-context";
import { useCan } from "~/features/admin-kit";
import { folderLabel, IMAGES_COPY } from "./copy";
import { ImageBrowser, useLocalBrowseParams } from "./image-browser";

/**
 * "Choose from library" for an image field: the library searched, filtered by folder and paged
 * like the Gallery, in a dialog; choosing an image sets the field to its /media/ address.
 */
export function LibraryPicker({ open, onOpenChange, label, onPick }: ImagePickerProps) {
  const params = useLocalBrowseParams();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={IMAGES_COPY.pickTitle(label)} size="4xl">
      <ImageBrowser params={params}>
        {(items) => (
          <ul
            aria-label={IMAGES_COPY.listLabel}
            className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
          >
            {items.map((image) => (
              <li key={image.id} className="min-w-0">
                <button
                  type="button"
                  onClick={() => {
                    onPick(image.public_url);
                    onOpenChange(false);
                  }}
                  className="block w-full overflow-hidden rounded-lg border border-border bg-card text-left hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
                >
                  <img
                    src={image.public_url}
                    alt=""
                    loading="lazy"
                    className="aspect-square w-full bg-border/40 object-cover"
                  />
                  <span className="block truncate px-2 pt-1.5 text-sm font-medium">
                    {/* The button's name, "Choose {name}", starts with what it shows. */}
                    <span className="sr-only">Choose </span>
                    {image.name}
                  </span>
                  <span className="block truncate px-2 pb-1.5 text-xs text-muted">
                    {folderLabel(image.folder)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </ImageBrowser>
    </Dialog>
  );
}

/** Offers the picker to every image field below, when the admin may read the library. */
export function ImageLibraryProvider({ children }: { children: ReactNode }) {
  const canRead = useCan()("stored_images", "read");
  return (
    <ImageLibraryContext.Provider value={canRead ? LibraryPicker : null}>
      {children}
    </ImageLibraryContext.Provider>
  );
}
