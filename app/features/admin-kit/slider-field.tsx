import { useId } from "react";
import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";

/**
 * A number chosen on a slider, bound to the form, with its value shown beside the label (and
 * spoken as `format` writes it). The form keeps it as text, as the settings store it.
 */
export function FormSliderField<T extends FieldValues, C, O extends FieldValues>({
  control,
  name,
  label,
  min,
  max,
  step,
  format = String,
}: {
  control: Control<T, C, O>;
  name: Path<T>;
  label: string;
  min: number;
  max: number;
  step: number;
  format?: (value: number) => string;
}) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = Number(field.value);
        const shown = Number.isFinite(value) ? format(value) : "";
        return (
          <div className="space-y-1">
            <div className="flex items-baseline justify-between gap-2">
              <label htmlFor={id} className="text-sm font-medium">
                {label}
              </label>
              <output htmlFor={id} className="font-mono text-sm text-muted">
                {shown}
              </output>
            </div>
            <input
              ref={field.ref}
              id={id}
              name={field.name}
              type="range"
              min={min}
              max={max}
              step={step}
              value={Number.isFinite(value) ? value : min}
              aria-valuetext={shown}
              onChange={(e) => field.onChange(e.target.value)}
              onBlur={field.onBlur}
              className="w-full accent-[var(--color-primary)]"
            />
            <div aria-hidden="true" className="flex justify-between text-xs text-muted">
              <span>{format(min)}</span>
              <span>{format(max)}</span>
            </div>
            {fieldState.error?.message ? (
              <p className="text-sm text-red-700 dark:text-red-400">{fieldState.error.message}</p>
            ) : null}
          </div>
        );
      }}
    />
  );
}
