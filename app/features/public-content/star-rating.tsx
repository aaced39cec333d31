import { SPRITE_URL } from "~/components/icon/icon";
import { symbolId } from "~/components/icon/ui-icons";
import { cx } from "~/lib/cx";

/** A star's box (the sprite's) and the gap between stars, in the sprite's units (2 px at 16 px). */
const STAR = 24;
const GAP = 3;
const STARS = [0, 1, 2, 3, 4];

/**
 * Stars for a 1–5 rating, read out as "Rated 4 out of 5" (or as `label` says for the value): one
 * <svg> drawing the sprite's star five times (lit ones `.on`), its size from `.stars` in app.css
 * (a height class sets it; the width follows).
 */
export function StarRating({
  rating,
  className,
  label = (value) => `Rated ${value} out of 5`,
}: {
  rating: number;
  className?: string;
  label?: (value: number) => string;
}) {
  const value = Math.min(5, Math.max(0, Math.round(rating)));
  const href = `${SPRITE_URL}#${symbolId("Star")}`;
  return (
    <svg
      role="img"
      aria-label={label(value)}
      viewBox={`0 0 ${5 * STAR + 4 * GAP} ${STAR}`}
      className={cx("stars", className)}
    >
      {STARS.map((n) => (
        <use key={n} href={href} x={n * (STAR + GAP)} className={n < value ? "on" : undefined} />
      ))}
    </svg>
  );
}
