import { forwardRef, type InputHTMLAttributes, useId } from "react";
import { cn } from "~/lib/cn";

type Props = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string };

/** A labelled input whose error is announced and linked to the control. */
export const FormField = forwardRef<HTMLInputElement, Props>(function FormField(
  { label, error, className, id, ...props },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className="space-y-1">
      <label htmlFor={inputId} className="block text-sm font-medium">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(
          "block w-full rounded-md border border-border bg-bg px-3 py-2 text-sm text-fg",
          "focus:outline-2 focus:outline-offset-1 focus:outline-primary",
          error && "border-red-600",
          className,
        )}
        {...props}
      />
      {error ? (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
});
