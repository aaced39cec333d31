import { forwardRef, type SelectHTMLAttributes } from "react";
import { FieldFrame, useField } from "./field-frame";

type Props = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  /** Visually hide the label (filters in a toolbar); it stays for screen readers. */
  hideLabel?: boolean;
  options: readonly { value: string; label: string }[];
  error?: string;
};

/** A labelled native select: accessible and keyboard-friendly on every device. */
export const SelectField = forwardRef<HTMLSelectElement, Props>(function SelectField(
  { label, hideLabel, options, error, className, id, ...props },
  ref,
) {
  const { fieldId, errorId, control } = useField(id, error, className);
  return (
    <FieldFrame label={label} hideLabel={hideLabel} fieldId={fieldId} errorId={errorId} error={error}>
      <select ref={ref} {...control} {...props}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
});
