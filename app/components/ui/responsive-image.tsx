import { imageSrcSet, type PublicImage } from "@common/images";

/**
 * A public picture (issue 16): WebP variants in a `srcset` for stored images, width and height
 * from the image library so the page does not shift, lazy unless it is the page's first view.
 * CONTRACT STUB — the artwork helper owns this file and may improve the body, not the props.
 */
export function ResponsiveImage({
  image,
  alt,
  sizes = "100vw",
  priority = false,
  className,
}: {
  image: PublicImage;
  alt: string;
  /** The `sizes` attribute: how wide the picture is shown at each viewport width. */
  sizes?: string;
  /** The page's first view (a hero): loaded eagerly with high priority. */
  priority?: boolean;
  className?: string;
}) {
  const srcSet = imageSrcSet(image);
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
      decoding="async"
      className={className}
    />
  );
}
