import { forwardRef, type SelectHTMLAttributes, useId } from "react";
import { cn } from "~/lib/cn";

type Props = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  /** Visually hide the label (filters in a toolbar); it stays for screen readers. */
  hideLabel?: boolean;
  options: readonly { value: string; label: string }[];
};

/** A labelled native select: accessible and keyboard-friendly on every device. */
export const SelectField = forwardRef<HTMLSelectElement, Props>(function SelectField(
  { label, hideLabel, options, className, id, ...props },
  ref,
) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className="space-y-1">
      <label htmlFor={selectId} className={cn("block text-sm font-medium", hideLabel && "sr-only")}>
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        className={cn(
          "block w-full rounded-md border border-border bg-bg px-3 py-2 text-sm text-fg",
          "focus:outline-2 focus:outline-offset-1 focus:outline-primary",
          className,
        )}
        {...props}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
});
