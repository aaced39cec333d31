import { forwardRef, type TextareaHTMLAttributes } from "react";
import { cn } from "~/lib/cn";
import { FieldFrame, useField } from "./field-frame";

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string };

export const TextareaField = forwardRef<HTMLTextAreaElement, Props>(function TextareaField(
  { label, error, className, id, ...props },
  ref,
) {
  const { fieldId, errorId, control } = useField(id, error, cn("min-h-24", className));
  return (
    <FieldFrame label={label} fieldId={fieldId} errorId={errorId} error={error}>
      <textarea ref={ref} {...control} {...props} />
    </FieldFrame>
  );
});
