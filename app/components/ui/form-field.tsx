import { forwardRef, type InputHTMLAttributes } from "react";
import { controlClass, FieldFrame, useFieldIds } from "./field-frame";

type Props = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string };

/** A labelled input whose error is announced and linked to the control. */
export const FormField = forwardRef<HTMLInputElement, Props>(function FormField(
  { label, error, className, id, ...props },
  ref,
) {
  const { fieldId, errorId } = useFieldIds(id);
  return (
    <FieldFrame label={label} fieldId={fieldId} errorId={errorId} error={error}>
      <input
        ref={ref}
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={controlClass(error, className)}
        {...props}
      />
    </FieldFrame>
  );
});
