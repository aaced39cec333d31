import { forwardRef, type InputHTMLAttributes } from "react";
import { FieldFrame, useField } from "./field-frame";

type Props = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string };

/** A labelled input whose error is announced and linked to the control. */
export const FormField = forwardRef<HTMLInputElement, Props>(function FormField(
  { label, error, className, id, ...props },
  ref,
) {
  const { fieldId, errorId, control } = useField(id, error, className);
  return (
    <FieldFrame label={label} fieldId={fieldId} errorId={errorId} error={error}>
      <input ref={ref} {...control} {...props} />
    </FieldFrame>
  );
});
