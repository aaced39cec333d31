/**
 * The named accents a service can have (spec 2 §3's `color` and `gradient`). They are stored as
 * those two columns' Tailwind class names, kept here as literal strings so Tailwind generates
 * them (app/app.css has an @source for this file). Staff choose by name; the API accepts only
 * these pairs.
 */
export const SERVICE_ACCENTS = [
  { key: "green", label: "Green", color: "text-green-600", gradient: "from-green-500 to-emerald-600" },
  { key: "blue", label: "Blue", color: "text-blue-600", gradient: "from-blue-500 to-indigo-600" },
  { key: "purple", label: "Purple", color: "text-purple-600", gradient: "from-purple-500 to-violet-600" },
  { key: "pink", label: "Pink", color: "text-pink-600", gradient: "from-pink-500 to-rose-600" },
  { key: "cyan", label: "Cyan", color: "text-cyan-600", gradient: "from-cyan-500 to-blue-600" },
  { key: "orange", label: "Orange", color: "text-orange-600", gradient: "from-orange-500 to-amber-600" },
  { key: "slate", label: "Slate", color: "text-slate-600", gradient: "from-slate-500 to-slate-700" },
] as const;

export type ServiceAccent = (typeof SERVICE_ACCENTS)[number];

export const ACCENT_COLORS = SERVICE_ACCENTS.map((a) => a.color);
export const ACCENT_GRADIENTS = SERVICE_ACCENTS.map((a) => a.gradient);

export const ACCENT_TEXT = {
  invalid: `Choose one of the named accents: ${SERVICE_ACCENTS.map((a) => a.label).join(", ")}`,
  /** A stored pair that is not one of the accents (set before they existed): kept unless changed. */
  custom: "Custom (kept)",
  none: "None",
} as const;

/** The accent a stored color/gradient pair is, if it is one. */
export function accentOf(color: string | null, gradient: string | null): ServiceAccent | undefined {
  return SERVICE_ACCENTS.find((a) => a.color === color && a.gradient === gradient);
}

/** True for a pair the API accepts: both empty, or both from one accent. */
export function isAccentPair(color: string | null, gradient: string | null): boolean {
  return (color === null && gradient === null) || accentOf(color, gradient) !== undefined;
}
