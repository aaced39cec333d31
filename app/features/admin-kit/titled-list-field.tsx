import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import {
  type ArrayPath,
  type Control,
  type FieldArray,
  type FieldValues,
  get,
  type Path,
  useFieldArray,
  useFormState,
} from "react-hook-form";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { IconButton } from "~/components/ui/icon-button";
import { TextareaField } from "~/components/ui/textarea-field";

type Item = { title: string; text: string };

/**
 * An ordered list of `{title, text}` items (a service page's "What's included", its process, who
 * it is for): each item a title and a text, moved up or down, removed, or added at the end. The
 * schema's messages show at the item's own box ("included.2.title").
 */
export function FormTitledListField<T extends FieldValues, C, O extends FieldValues>({
  control,
  name,
  label,
  noun,
  max,
  hint,
}: {
  control: Control<T, C, O>;
  name: ArrayPath<T>;
  label: string;
  /** What an item is ("step"): "Add step", "Step 2 title", "Remove step 2". */
  noun: string;
  /** At most this many items (the schema's limit). */
  max: number;
  hint?: string;
}) {
  const list = useFieldArray({ control, name });
  const { errors } = useFormState({ control, name: name as unknown as Path<T> });
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  const errorAt = (path: string): string | undefined =>
    (get(errors, path) as { message?: string } | undefined)?.message;
  const listError = errorAt(name) ?? errorAt(`${name}.root`);

  return (
    <fieldset className="space-y-3 rounded-md border border-border p-3">
      <legend className="px-1 text-sm font-medium">{label}</legend>
      {hint ? <p className="text-xs text-muted">{hint}</p> : null}
      {list.fields.length === 0 ? <p className="text-sm text-muted">None yet.</p> : null}
      <ol className="space-y-3">
        {list.fields.map((row, i) => {
          const n = i + 1;
          const at = `${name}.${i}` as const;
          return (
            <li key={row.id} className="space-y-2 rounded-md bg-bg p-3">
              <div className="flex items-end gap-2">
                <div className="min-w-0 flex-1">
                  <FormField
                    label={`${Noun} ${n} title`}
                    error={errorAt(`${at}.title`)}
                    {...control.register(`${at}.title` as Path<T>)}
                  />
                </div>
                <IconButton
                  label={`Move ${noun} ${n} up`}
                  disabled={i === 0}
                  onClick={() => list.move(i, i - 1)}
                >
                  <ArrowUp aria-hidden="true" className="h-4 w-4" />
                </IconButton>
                <IconButton
                  label={`Move ${noun} ${n} down`}
                  disabled={i === list.fields.length - 1}
                  onClick={() => list.move(i, i + 1)}
                >
                  <ArrowDown aria-hidden="true" className="h-4 w-4" />
                </IconButton>
                <IconButton label={`Remove ${noun} ${n}`} destructive onClick={() => list.remove(i)}>
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                </IconButton>
              </div>
              <TextareaField
                label={`${Noun} ${n} text`}
                rows={2}
                error={errorAt(`${at}.text`)}
                {...control.register(`${at}.text` as Path<T>)}
              />
            </li>
          );
        })}
      </ol>
      {listError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {listError}
        </p>
      ) : null}
      <Button
        variant="secondary"
        disabled={list.fields.length >= max}
        onClick={() => list.append({ title: "", text: "" } as Item as FieldArray<T, ArrayPath<T>>)}
      >
        <Plus aria-hidden="true" className="h-4 w-4" /> Add {noun}
      </Button>
    </fieldset>
  );
}
