import { parseContentData } from "@common/schemas/about-content";
import { forwardRef, useId } from "react";
import { controlClass } from "~/components/ui/field-frame";
import { ABOUT_DIALOG_COPY as D } from "./copy";

/**
 * content_data's editor (spec 2 §5): a JSON textarea. While typing, text that is not a JSON object
 * is pointed out; the form's schema refuses to save it (`error`) with the reason.
 */
export const JsonObjectField = forwardRef<
  HTMLTextAreaElement,
  {
    label: string;
    value: string;
    onChange: (text: string) => void;
    onBlur?: () => void;
    error?: string;
  }
>(function JsonObjectField({ label, value, onChange, onBlur, error }, ref) {
  const id = useId();
  const invalid = !parseContentData(value).ok;
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
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        className={controlClass(error, "min-h-32 font-mono text-xs")}
      />
      <p id={`${id}-help`} className="text-xs text-muted">
        {D.jsonHelp}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} role="status" className="text-sm text-amber-800 dark:text-amber-300">
          {invalid ? D.jsonInvalid : ""}
        </p>
      )}
    </div>
  );
});
