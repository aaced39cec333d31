import { forwardRef, type TextareaHTMLAttributes } from "react";
import { cn } from "~/lib/cn";
import { controlClass, FieldFrame, useFieldIds } from "./field-frame";

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string };

export const TextareaField = forwardRef<HTMLTextAreaElement, Props>(function TextareaField(
  { label, error, className, id, ...props },
  ref,
) {
  const { fieldId, errorId } = useFieldIds(id);
  return (
    <FieldFrame label={label} fieldId={fieldId} errorId={errorId} error={error}>
      <textarea
        ref={ref}
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={controlClass(error, cn("min-h-24", className))}
        {...props}
      />
    </FieldFrame>
  );
});
