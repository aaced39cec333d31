import { parseContentData } from "@common/schemas/about-content";
import { forwardRef, useId } from "react";
import { controlClass } from "~/components/ui/field-frame";
import { ABOUT_COPY as T } from "./copy";

/**
 * content_data's editor (spec 2 §5): a JSON textarea. While typing, text that is not a JSON object
 * is ignored — the last valid object is kept and a hint says so; the dialog refuses to save it
 * (`error`) with a clear message.
 */
export const JsonObjectField = forwardRef<
  HTMLTextAreaElement,
  {
    label: string;
    text: string;
    onTextChange: (text: string) => void;
    /** Called with each text that parses to an object (the "last valid" value). */
    onValidObject: (value: Record<string, unknown>) => void;
    error?: string;
  }
>(function JsonObjectField({ label, text, onTextChange, onValidObject, error }, ref) {
  const id = useId();
  const invalid = !parseContentData(text).ok;
  const describedBy = [`${id}-help`, error ? `${id}-error` : invalid ? `${id}-hint` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        rows={8}
        spellCheck={false}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => {
          onTextChange(e.target.value);
          const parsed = parseContentData(e.target.value);
          if (parsed.ok) onValidObject(parsed.value);
        }}
        className={controlClass(error, "min-h-32 font-mono text-xs")}
      />
      <p id={`${id}-help`} className="text-xs text-muted">
        {T.jsonHelp}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} role="status" className="text-sm text-amber-800 dark:text-amber-300">
          {invalid ? T.jsonIgnored : ""}
        </p>
      )}
    </div>
  );
});
