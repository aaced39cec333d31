import { useId } from "react";
import { FormField } from "~/components/ui/form-field";
import { TextareaField } from "~/components/ui/textarea-field";
import { cn } from "~/lib/cn";

export type CountTone = "ok" | "near" | "over";

/** Within the limit, above 90 percent of it, or over it (spec 3 §5's meta counters). */
export function countTone(length: number, limit: number): CountTone {
  if (length > limit) return "over";
  return length > limit * 0.9 ? "near" : "ok";
}

const TONES: Record<CountTone, string> = {
  ok: "text-green-700 dark:text-green-400",
  near: "text-yellow-700 dark:text-yellow-300",
  over: "text-red-700 dark:text-red-400",
};

/**
 * "45/60" under a text whose length matters but is not enforced: green, yellow above 90 percent,
 * red over the limit (give the field a red border then, see `countTone`).
 */
export function CharacterCount({ id, length, limit }: { id?: string; length: number; limit: number }) {
  const tone = countTone(length, limit);
  return (
    <p id={id} className={cn("text-right text-xs font-medium tabular-nums", TONES[tone])}>
      {length}/{limit}
      {tone === "over" ? <span className="sr-only"> characters, over the recommended length</span> : null}
    </p>
  );
}

/**
 * A text field with its counter under it (SEO titles and descriptions): the counter warns (a red
 * border over `limit`); only the schema's own maximum stops typing. An error message, when there
 * is one, describes the field instead of the counter.
 */
export function CountedField({
  label,
  length,
  limit,
  multiline,
  bound,
}: {
  label: string;
  length: number;
  limit: number;
  multiline?: boolean;
  /** The field's props from the form (`field(name)`): registration, error, maxLength. */
  bound: { error?: string } & Record<string, unknown>;
}) {
  const countId = useId();
  const over = countTone(length, limit) === "over" ? "border-red-600" : undefined;
  const props = { ...bound, className: over, ...(bound.error ? {} : { "aria-describedby": countId }) };
  return (
    <div className="space-y-1">
      {multiline ? (
        <TextareaField label={label} rows={3} {...props} />
      ) : (
        <FormField label={label} {...props} />
      )}
      <CharacterCount id={countId} length={length} limit={limit} />
    </div>
  );
}
