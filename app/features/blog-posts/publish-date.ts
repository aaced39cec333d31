/**
 * The publish date is a calendar day in the editor (a date input) and a timestamp on the server.
 * A chosen day means the start of that day where the editor is, so "today" is public at once.
 */

const pad = (n: number) => String(n).padStart(2, "0");

/** The local calendar day of a timestamp, as a date input wants it ("" for none). */
export function toDateInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The timestamp to save: the original when the day is unchanged, else the chosen day's local midnight. */
export function fromDateInput(
  day: string | null | undefined,
  original: string | null | undefined,
): string | null {
  if (!day) return null;
  if (original && toDateInput(original) === day) return original;
  return new Date(`${day}T00:00:00`).toISOString();
}
