import { IMAGE_VARIANT_WIDTHS, imageSrcSet, MEDIA_PREFIX, type PublicImage } from "@common/public-images";

/**
 * A public picture (issue 16): WebP variants in a `srcset` for stored images, width and height
 * from the image library so the page does not shift, lazy unless it is the page's first view.
 * A stored image narrower than the largest variant also offers itself at its own width, so a
 * wide screen gets its full detail rather than a smaller variant stretched.
 */
export function ResponsiveImage({
  image,
  alt,
  sizes = "100vw",
  priority = false,
  maxWidth,
  minWidth,
  className,
}: {
  image: PublicImage;
  alt: string;
  /** The `sizes` attribute: how wide the picture is shown at each viewport width. */
  sizes?: string;
  /** The page's first view (a hero): loaded eagerly with high priority. */
  priority?: boolean;
  /**
   * The widest the picture is ever drawn, in device pixels (a card's): wider variants would
   * never be picked, so they are not listed.
   */
  maxWidth?: number;
  /** The narrowest variant worth listing (a card's `CARD_IMAGE_MIN_WIDTH`). */
  minWidth?: number;
  className?: string;
}) {
  const variants = imageSrcSet(image, maxWidth, minWidth);
  // An image narrower than the smallest variant has none: it is shown as it is.
  const own = image.width && maxWidth && image.width > maxWidth ? "" : ownWidth(image);
  const srcSet = variants && [variants, own].filter(Boolean).join(", ");
  return (
    <img
      src={image.src}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? undefined : "async"}
      className={className}
    />
  );
}

/** The stored file itself as a candidate, when its width falls between the variants'. */
function ownWidth({ src, width }: PublicImage): string {
  if (!src.startsWith(MEDIA_PREFIX) || !width) return "";
  const widths: readonly number[] = IMAGE_VARIANT_WIDTHS;
  return widths.includes(width) || width > widths[widths.length - 1]! ? "" : `${src} ${width}w`;
}
