import { Icon } from "~/components/icon/icon";
import { cx } from "~/lib/cx";

/** Stars for a 1–5 rating, read out as "Rated 4 out of 5" (or as `label` says for the value). */
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
  return (
    <div role="img" aria-label={label(value)} className={cx("flex gap-0.5", className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Icon name="Star" key={n} aria-hidden="true" className={n <= value ? "star-on" : "star-off"} />
      ))}
    </div>
  );
}
