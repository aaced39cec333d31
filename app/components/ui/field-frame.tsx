import { type ReactNode, useId } from "react";
import { cx } from "~/lib/cx";

/** The ids a labelled control and its error message share. */
export function useFieldIds(id?: string) {
  const generated = useId();
  const fieldId = id ?? generated;
  return { fieldId, errorId: `${fieldId}-error` };
}

/** A control's id, its link to its error, and its look, for `<input {...field.control} />`. */
export function useField(id: string | undefined, error: string | undefined, className?: string) {
  const { fieldId, errorId } = useFieldIds(id);
  const control = {
    id: fieldId,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    className: controlClass(error, className),
  };
  return { fieldId, errorId, control };
}

/**
 * The look of every text-like control (.control in app.css, components layer: a caller's utilities
 * win over it); red border when invalid.
 */
export function controlClass(error?: string, className?: string) {
  return cx("control", error && "border-red-600", className);
}

/** Label above, control, then its error (announced and linked through `errorId`). */
export function FieldFrame({
  label,
  fieldId,
  errorId,
  error,
  hideLabel,
  children,
}: {
  label: string;
  fieldId: string;
  errorId: string;
  error?: string;
  /** Visually hide the label (filters in a toolbar); it stays for screen readers. */
  hideLabel?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={fieldId} className={cx("block text-sm font-medium", hideLabel && "sr-only")}>
        {label}
      </label>
      {children}
      {error ? (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
