import type { ImageFolder } from "@common/images";
import { type ComponentProps, forwardRef } from "react";
import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";
import { FormField } from "~/components/ui/form-field";
import { ImageField } from "~/components/ui/image-field";
import { ListInput } from "~/components/ui/list-input";

/**
 * Fields most back-office dialogs have, on a ResourceDialog's form: the item's image (typed or
 * uploaded), a list of short texts and its display order.
 */

/** An image address field bound to the form: typed in, or uploaded into `folder`. */
export function FormImageField<T extends FieldValues, C, O extends FieldValues>({
  control,
  name,
  label,
  folder,
}: {
  control: Control<T, C, O>;
  name: Path<T>;
  label: string;
  folder: ImageFolder;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ImageField
          label={label}
          folder={folder}
          value={field.value ?? ""}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** A list of short texts bound to the form (tags, technologies…); a refused item's message shows. */
export function FormListField<T extends FieldValues, C, O extends FieldValues>({
  control,
  name,
  label,
  noun,
  placeholder = noun ? `Add a ${noun}` : undefined,
}: {
  control: Control<T, C, O>;
  name: Path<T>;
  label: string;
  /** What an item is ("tag"): the placeholder "Add a tag" and the remove button "Remove tag {item}". */
  noun?: string;
  placeholder?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ListInput
          label={label}
          placeholder={placeholder}
          value={field.value ?? []}
          onChange={field.onChange}
          error={firstMessage(fieldState.error)}
          removeLabel={noun ? (item) => `Remove ${noun} ${item}` : undefined}
        />
      )}
    />
  );
}

/** A list's error may sit on the list or on one of its items ("tags.2"): the first message. */
function firstMessage(error: unknown): string | undefined {
  const own = (error as { message?: string } | undefined)?.message;
  if (own || !Array.isArray(error)) return own;
  return (error.find(Boolean) as { message?: string } | undefined)?.message;
}

/**
 * "Display order": a whole number of 0 or more. Register it with `setValueAs` (e.g. `blankAsUndefined`)
 * so that what an emptied box means is the resource's own rule.
 */
export const OrderField = forwardRef<
  HTMLInputElement,
  Omit<ComponentProps<typeof FormField>, "label" | "type">
>(function OrderField(props, ref) {
  return (
    <FormField
      ref={ref}
      label="Display order"
      type="number"
      inputMode="numeric"
      min={0}
      step={1}
      {...props}
    />
  );
});

/** A number box's value: a number, or undefined when left blank ("at the end", "unchanged"). */
export const blankAsUndefined = (v: unknown) =>
  v === "" || v === null || v === undefined ? undefined : Number(v);

/** "Slug": the item's address segment, typed as written (no spell check, no autofill). */
export const SlugField = forwardRef<HTMLInputElement, Omit<ComponentProps<typeof FormField>, "label">>(
  function SlugField(props, ref) {
    return <FormField ref={ref} label="Slug" spellCheck={false} autoComplete="off" {...props} />;
  },
);
