import { type AdminResource, useResourceToggle } from "./resource";
import { showToast, type ToastText } from "./toasts";

/**
 * Flips a true/false field of a row (enable, feature, show…) through `useResourceToggle`: every
 * loaded list shows it at once and gets it back if the server refuses; then the section's toast.
 * `words` gives the toasts for the row, the field and its new value.
 */
export function useToggleField<Row extends { id: string }, Field extends keyof Row & string>(
  resource: AdminResource<Row>,
  words: (row: Row, field: Field, on: boolean) => { done: ToastText; failed: ToastText },
) {
  const toggle = useResourceToggle(resource);
  return (row: Row, field: Field) => {
    const on = !row[field];
    const text = words(row, field, on);
    toggle.mutate(
      { id: row.id, patch: { [field]: on } as Partial<Row> },
      { onSuccess: () => showToast("success", text.done), onError: () => showToast("error", text.failed) },
    );
  };
}
