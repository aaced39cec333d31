import { type ComponentProps, useId } from "react";
import { FormField } from "~/components/ui/form-field";
import { TextareaField } from "~/components/ui/textarea-field";
import { CharacterCount, countTone } from "./character-count";

/**
 * A text whose recommended length is counted under it ("45/60"), e.g. an SEO title or meta
 * description: the counter warns (red border over the limit), only the schema's maximum stops
 * typing. Give it the field's props (`field(name)`) and its current length.
 */
export function CountedField({
  limit,
  length,
  multiline,
  ...props
}: ComponentProps<typeof FormField> & { limit: number; length: number; multiline?: boolean }) {
  const countId = useId();
  const over = countTone(length, limit) === "over" ? "border-red-600" : undefined;
  // An error message, when there is one, describes the field instead of the counter.
  const described = props.error ? {} : { "aria-describedby": countId };
  return (
    <div className="space-y-1">
      {multiline ? (
        <TextareaField
          {...(props as ComponentProps<typeof TextareaField>)}
          rows={3}
          className={over}
          {...described}
        />
      ) : (
        <FormField {...props} className={over} {...described} />
      )}
      <CharacterCount id={countId} length={length} limit={limit} />
    </div>
  );
}
