import { Star } from "lucide-react";
import { useId } from "react";
import { cn } from "~/lib/cn";

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * Spec 2 §5: the rating is chosen by stars, 1 to 5. A group of native radio buttons (arrow keys
 * move between them, each announced as "n stars"), drawn as stars.
 */
export function StarRatingInput({
  value,
  onChange,
  label = "Rating",
  error,
}: {
  value: number;
  onChange: (rating: number) => void;
  label?: string;
  error?: string;
}) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium">{label}</legend>
      <div className="mt-1 flex items-center gap-1">
        {STARS.map((n) => (
          <label
            key={n}
            className="cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary"
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
            />
            <Star
              aria-hidden="true"
              className={cn("h-7 w-7", n <= value ? "fill-amber-400 text-amber-500" : "text-muted")}
            />
            <span className="sr-only">{n === 1 ? "1 star" : `${n} stars`}</span>
          </label>
        ))}
        <span aria-hidden="true" className="ml-2 text-sm text-muted">
          {value} of 5
        </span>
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A rating shown as stars, read out as "Rated n out of 5". */
export function StarRating({ value }: { value: number }) {
  return (
    <span role="img" aria-label={`Rated ${value} out of 5`} className="inline-flex gap-0.5">
      {STARS.map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn("h-4 w-4", n <= value ? "fill-amber-400 text-amber-500" : "text-muted")}
        />
      ))}
    </span>
  );
}
