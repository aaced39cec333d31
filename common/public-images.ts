/** The public address of a stored file. */
export const MEDIA_PREFIX = "/media/";

/**
 * A public picture with its stored size, so pages set width and height (no layout shift) and
 * offer a responsive `srcset` of WebP variants (issue 16). `src` is the stored image's address
 * (`/media/…`) or any other URL; variants exist only for images under /media/.
 */
export type PublicImage = { src: string; width: number | null; height: number | null };

/** The widths responsive variants are made at (the stored image's own width caps them). */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/**
 * The widest a card picture is drawn, in device pixels: a phone's full width (≤ 430 CSS px) at
 * three device pixels each, or a grid column at two. Larger variants would never be picked.
 */
export const CARD_IMAGE_MAX_WIDTH = 1280;

/**
 * The narrowest variant a card offers: cards are drawn full width below 640 CSS px, so 320 would
 * be picked only by a one-device-pixel screen at most 320 CSS px wide; it is left out of the HTML.
 */
export const CARD_IMAGE_MIN_WIDTH = 640;

/**
 * The address of a stored image's WebP variant `width` pixels wide (`/media/…?w=640`), served and
 * cached by the media route; other URLs are answered as they are.
 */
export function imageVariantUrl(src: string, width: number): string {
  return src.startsWith(MEDIA_PREFIX) ? `${src}?w=${width}` : src;
}

/**
 * The `srcset` of a stored image: its variants up to its own width and `maxWidth` (the widest it
 * is ever drawn, in device pixels), from `minWidth` on unless the image has none that wide;
 * empty for other URLs.
 */
export function imageSrcSet(image: PublicImage, maxWidth = Number.POSITIVE_INFINITY, minWidth = 0): string {
  if (!image.src.startsWith(MEDIA_PREFIX)) return "";
  const fitting = IMAGE_VARIANT_WIDTHS.filter(
    (w) => w <= maxWidth && (image.width === null || w <= image.width),
  );
  const wide = fitting.filter((w) => w >= minWidth);
  const widths = wide.length > 0 ? wide : fitting;
  return widths.map((w) => `${imageVariantUrl(image.src, w)} ${w}w`).join(", ");
}
