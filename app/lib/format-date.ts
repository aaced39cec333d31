/**
 * Every date the product shows goes through here. `formatListDate` and `formatDateTime` run in the
 * browser (the admin's own locale and zone); `formatLongDate` renders on the server too, so it
 * takes the site's time zone and a fixed locale, and server and browser print the same text.
 */

/**
 * A date as the lists show it (ARCHITECTURE.md, conventions): under 24 h the time, under 168 h
 * the weekday and time, else month and day (with the year when it is not this year).
 */
export function formatListDate(iso: string, now = new Date()): string {
  const date = new Date(iso);
  const hours = (now.getTime() - date.getTime()) / 3_600_000;
  const time: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit" };
  if (hours < 24 && hours > -1) return date.toLocaleTimeString(undefined, time);
  if (hours < 168 && hours > 0) return date.toLocaleString(undefined, { weekday: "short", ...time });
  return date.toLocaleDateString(undefined, {
    month: "short",
    day: "numeric",
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: "numeric" }),
  });
}

/** A moment in full, in the admin's locale: "Mar 4, 2025, 3:07 PM" (detail dialogs, tooltips). */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}

/** Dates as "March 4, 2025", in the site's time zone (so server and browser agree). */
export function formatLongDate(value: string | Date, timeZone?: string | null): string {
  const date = typeof value === "string" ? new Date(value) : value;
  try {
    return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: timeZone || "UTC" }).format(date);
  } catch {
    return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(date);
  }
}
