import { HEX_COLOR } from "@common/site-settings-rules";
import { useEffect, useId, useState } from "react";
import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";
import { controlClass } from "~/components/ui/field-frame";

/**
 * A #RRGGBB colour bound to the form: a swatch that opens the system's colour picker, and the
 * hex code typed in. Typed text that is not six-digit hex is ignored (spec 3 §5): the colour
 * stays the last valid one, and leaving the box shows it again.
 */
export function FormColorField<T extends FieldValues, C, O extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<T, C, O>;
  name: Path<T>;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ColorInput
          label={label}
          value={String(field.value ?? "")}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

function ColorInput({
  label,
  value,
  onChange,
  onBlur,
  error,
}: {
  label: string;
  value: string;
  onChange: (hex: string) => void;
  onBlur: () => void;
  error?: string;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const [draft, setDraft] = useState(value);
  // A preset, a reset or the picker changed the colour: the box shows it.
  useEffect(() => setDraft(value), [value]);
  const ignored = draft !== value && !HEX_COLOR.test(draft);
  const valid = HEX_COLOR.test(value);
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${label} picker`}
          value={valid ? value.toLowerCase() : "#000000"}
          onChange={(e) => onChange(e.target.value.toUpperCase())}
          className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-border bg-bg p-1"
        />
        <input
          id={id}
          type="text"
          value={draft}
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={ignored || error ? hintId : undefined}
          onChange={(e) => {
            const typed = e.target.value.trim();
            setDraft(typed);
            if (HEX_COLOR.test(typed)) onChange(typed.toUpperCase());
          }}
          onBlur={() => {
            setDraft(value);
            onBlur();
          }}
          className={controlClass(error, "font-mono uppercase")}
        />
      </div>
      {error || ignored ? (
        <p id={hintId} className={error ? "text-sm text-red-700 dark:text-red-400" : "text-xs text-muted"}>
          {error ?? `Use six-digit hex like #2563EB; the colour stays ${value} until then.`}
        </p>
      ) : null}
    </div>
  );
}
