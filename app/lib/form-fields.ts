import { type FieldValues, get, type Path, type RegisterOptions, type UseFormReturn } from "react-hook-form";

/**
 * A form control's props: registered with react-hook-form, with the message (the schema's or the
 * server's) to show under it — `<FormField label="Email" {...fieldProps(form, "email")} />`.
 */
export function fieldProps<T extends FieldValues, C, O extends FieldValues>(
  form: UseFormReturn<T, C, O>,
  name: Path<T>,
  options?: RegisterOptions<T, Path<T>>,
) {
  const message = (get(form.formState.errors, name) as { message?: unknown } | undefined)?.message;
  return { ...form.register(name, options), error: typeof message === "string" ? message : undefined };
}
