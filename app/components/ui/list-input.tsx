import { X } from "lucide-react";
import { type KeyboardEvent, useState } from "react";
import { Button } from "./button";
import { controlClass, FieldFrame, useFieldIds } from "./field-frame";

type Props = {
  label: string;
  value: string[];
  onChange: (next: string[]) => void;
  placeholder?: string;
  error?: string;
  /** Accessible name of each item's remove button, e.g. (item) => `Remove ${item}`. */
  removeLabel?: (item: string) => string;
};

/**
 * A list of short texts (technologies, specialties, languages, gallery URLs): type an item, add it
 * with the Add button or Enter; items are trimmed, empty and repeated ones ignored (spec 2 §5),
 * and each can be removed on its own.
 */
export function ListInput({ label, value, onChange, placeholder, error, removeLabel }: Props) {
  const { fieldId, errorId } = useFieldIds();
  const [draft, setDraft] = useState("");

  function add() {
    const item = draft.trim();
    if (!item) return;
    if (!value.includes(item)) onChange([...value, item]);
    setDraft("");
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter") return;
    event.preventDefault(); // Enter adds the item instead of submitting the form
    add();
  }

  return (
    <FieldFrame label={label} fieldId={fieldId} errorId={errorId} error={error}>
      <div className="flex gap-2">
        <input
          id={fieldId}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={controlClass(error)}
        />
        <Button variant="secondary" onClick={add} aria-label={`Add to ${label}`}>
          Add
        </Button>
      </div>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2 pt-1" aria-label={label}>
          {value.map((item) => (
            <li
              key={item}
              className="inline-flex max-w-full items-center gap-1 rounded-full border border-border bg-card px-3 py-1 text-sm"
            >
              <span className="truncate">{item}</span>
              <button
                type="button"
                onClick={() => onChange(value.filter((v) => v !== item))}
                aria-label={removeLabel ? removeLabel(item) : `Remove ${item}`}
                className="rounded-full p-0.5 text-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-primary"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </FieldFrame>
  );
}
