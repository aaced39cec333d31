import { forwardRef, type TextareaHTMLAttributes, useId } from "react";
import { cn } from "~/lib/cn";

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string };

export const TextareaField = forwardRef<HTMLTextAreaElement, Props>(function TextareaField(
  { label, error, className, id, ...props },
  ref,
) {
  const generated = useId();
  const fieldId = id ?? generated;
  const errorId = `${fieldId}-error`;
  return (
    <div className="space-y-1">
      <label htmlFor={fieldId} className="block text-sm font-medium">
        {label}
      </label>
      <textarea
        ref={ref}
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(
          "block min-h-24 w-full rounded-md border border-border bg-bg px-3 py-2 text-sm text-fg",
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
