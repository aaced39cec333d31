import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from "react";
import { cx } from "~/lib/cx";

const controlClass = (error?: string) =>
  cx(
    "block w-full rounded-md border bg-bg px-3 py-2 text-sm text-fg",
    "focus:outline-2 focus:outline-offset-1 focus:outline-primary",
    // One border colour or the other: cx does not drop conflicting classes.
    error ? "border-red-600 dark:border-red-400" : "border-border",
  );

type FieldFrameProps = {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  children: ReactNode;
};

function FieldFrame({ id, label, required, error, hint, children }: FieldFrameProps) {
  return (
    <div className="space-y-1">
      <div className="flex items-baseline gap-0.5 text-sm font-medium">
        <label htmlFor={id}>{label}</label>
        {/* Outside the label: "required" is announced through aria-required, not as a star. */}
        {required ? (
          <span aria-hidden="true" className="text-red-700 dark:text-red-400">
            *
          </span>
        ) : null}
      </div>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const describedBy = (id: string, error?: string, hint?: string) =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;

/** A control's id and its accessible state: required, invalid, described by its hint and error. */
const controlProps = (id: string, required?: boolean, error?: string, hint?: string) => ({
  id,
  "aria-required": required || undefined,
  "aria-invalid": error ? true : undefined,
  "aria-describedby": describedBy(id, error, hint),
});

type Common = { label: string; error?: string; hint?: string; required?: boolean };

export const TextField = forwardRef<HTMLInputElement, Common & InputHTMLAttributes<HTMLInputElement>>(
  function TextField({ label, error, hint, required, id, className, ...props }, ref) {
    const generated = useId();
    const inputId = id ?? generated;
    return (
      <FieldFrame id={inputId} label={label} required={required} error={error} hint={hint}>
        <input
          ref={ref}
          {...controlProps(inputId, required, error, hint)}
          className={cx(controlClass(error), className)}
          {...props}
        />
      </FieldFrame>
    );
  },
);

export const TextAreaField = forwardRef<
  HTMLTextAreaElement,
  Common & TextareaHTMLAttributes<HTMLTextAreaElement>
>(function TextAreaField({ label, error, hint, required, id, className, ...props }, ref) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <FieldFrame id={inputId} label={label} required={required} error={error} hint={hint}>
      <textarea
        ref={ref}
        rows={4}
        {...controlProps(inputId, required, error, hint)}
        className={cx(controlClass(error), "resize-y", className)}
        {...props}
      />
    </FieldFrame>
  );
});

export const SelectField = forwardRef<
  HTMLSelectElement,
  Common & SelectHTMLAttributes<HTMLSelectElement> & { options: readonly string[]; placeholder: string }
>(function SelectField({ label, error, hint, required, id, className, options, placeholder, ...props }, ref) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <FieldFrame id={inputId} label={label} required={required} error={error} hint={hint}>
      <select
        ref={ref}
        {...controlProps(inputId, required, error, hint)}
        className={cx(controlClass(error), className)}
        {...props}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
});

/** A group of checkboxes holding a list of chosen options. */
export function CheckboxGroup({
  legend,
  options,
  value,
  onChange,
  error,
  footer,
  columns = 2,
}: {
  legend: string;
  options: readonly string[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  error?: string;
  footer?: ReactNode;
  columns?: 1 | 2;
}) {
  const id = useId();
  const toggle = (option: string, checked: boolean) => {
    const next = checked ? [...value, option] : value.filter((v) => v !== option);
    onChange([...new Set(next)]);
  };
  return (
    <fieldset className="space-y-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className={cx("grid gap-2", columns === 2 && "sm:grid-cols-2")}>
        {options.map((option) => (
          <label
            key={option}
            className="flex cursor-pointer items-start gap-2 rounded-md border border-border bg-bg px-3 py-2 text-sm hover:bg-black/5 dark:hover:bg-white/10"
          >
            <input
              type="checkbox"
              className="mt-0.5 h-4 w-4 accent-primary"
              checked={value.includes(option)}
              onChange={(event) => toggle(option, event.target.checked)}
            />
            <span>{option}</span>
          </label>
        ))}
      </div>
      {footer}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
