import { forwardRef, type InputHTMLAttributes, useId } from "react";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & { label: string; hint?: string };

/** A checkbox with its label beside it and an optional hint under the label, linked to it. */
export const CheckboxField = forwardRef<HTMLInputElement, Props>(function CheckboxField(
  { label, hint, id, ...props },
  ref,
) {
  const generated = useId();
  const fieldId = id ?? generated;
  const hintId = `${fieldId}-hint`;
  return (
    <div className="flex items-start gap-2 text-sm">
      <input
        ref={ref}
        id={fieldId}
        type="checkbox"
        aria-describedby={hint ? hintId : undefined}
        className="mt-0.5 h-4 w-4 accent-[var(--color-primary)]"
        {...props}
      />
      <div>
        <label htmlFor={fieldId}>{label}</label>
        {hint ? (
          <p id={hintId} className="text-muted">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
});
