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
