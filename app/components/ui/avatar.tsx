import { cn } from "~/lib/cn";

/**
 * A person's picture, or the first letter of their name in a circle while there is none. The
 * picture is decorative: the name stands beside it. `className` sizes both; the others colour them.
 */
export function Avatar({
  src,
  name,
  className,
  imageClassName,
  initialClassName,
}: {
  src: string | null | undefined;
  name: string;
  className: string;
  imageClassName?: string;
  initialClassName: string;
}) {
  return src ? (
    <img src={src} alt="" className={cn("shrink-0 rounded-full object-cover", className, imageClassName)} />
  ) : (
    <span
      aria-hidden="true"
      className={cn("flex shrink-0 items-center justify-center rounded-full", className, initialClassName)}
    >
      {name.charAt(0).toUpperCase()}
    </span>
  );
}
