import { TIMEZONES } from "@common/site-settings-rules";

/**
 * Pure helpers for the contact pages: business hours in 12-hour form, telephone and map links.
 * No dates from the clock, so the server and the browser render the same text.
 */

export const WEEKDAYS = [
  ["monday", "Monday"],
  ["tuesday", "Tuesday"],
  ["wednesday", "Wednesday"],
  ["thursday", "Thursday"],
  ["friday", "Friday"],
  ["saturday", "Saturday"],
  ["sunday", "Sunday"],
] as const;

type DayHours = { open?: unknown; close?: unknown; closed?: unknown };

/** "09:00" → "9:00 AM", "17:30" → "5:30 PM", "00:00" → "12:00 AM"; anything else as given. */
export function to12Hour(value: string): string {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(value.trim());
  if (!match) return value;
  const hours = Number(match[1]);
  const suffix = hours < 12 ? "AM" : "PM";
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${suffix}`;
}

export type HoursRow = { day: string; label: string; closed: boolean; text: string };

/** One row per weekday, Monday first; a missing or closed day reads "Closed". */
export function businessHoursRows(hours: Record<string, DayHours> | null | undefined): HoursRow[] {
  return WEEKDAYS.map(([day, label]) => {
    const entry = hours?.[day];
    const open = typeof entry?.open === "string" ? entry.open : "";
    const close = typeof entry?.close === "string" ? entry.close : "";
    const closed = !entry || entry.closed === true || !open || !close;
    return { day, label, closed, text: closed ? "Closed" : `${to12Hour(open)} - ${to12Hour(close)}` };
  });
}

/** Friendly names of the time zones the settings editor offers (spec 3 §9). */
const ZONE_NAMES: Record<string, string> = Object.fromEntries(
  TIMEZONES.map((zone) => [zone.value, zone.name]),
);

/** "America/Los_Angeles" → "Pacific Time (America/Los_Angeles)"; other zones by their id. */
export function timezoneLabel(timezone: string | null | undefined): string | null {
  const tz = timezone?.trim();
  if (!tz) return null;
  const name = ZONE_NAMES[tz];
  return name ? `${name} (${tz})` : tz.replaceAll("_", " ");
}

/** A tel: link for a phone number as people write it: "+1 (555) 010-0100" → "tel:+15550100100". */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, "");
  return `tel:${trimmed.startsWith("+") ? "+" : ""}${digits}`;
}

/** The "Open in Maps" link: by coordinates when known, else by the address. */
export function mapsSearchUrl(
  latitude: number | null | undefined,
  longitude: number | null | undefined,
  address: string,
): string | null {
  const hasCoordinates =
    typeof latitude === "number" &&
    typeof longitude === "number" &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude);
  const query = hasCoordinates ? `${latitude},${longitude}` : encodeURIComponent(address.trim());
  if (!query) return null;
  return `https://www.google.com/maps/search/?api=1&query=${query}`;
}

/** The map embed URL from settings, only when it is a web address (never javascript: or data:). */
export function safeEmbedUrl(url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value || !URL.canParse(value)) return null;
  const protocol = new URL(value).protocol;
  return protocol === "https:" || protocol === "http:" ? value : null;
}

/** The postal address as display lines, empty parts left out. */
export function addressLines(s: {
  address?: string | null;
  address_line_2?: string | null;
  city?: string | null;
  state_province?: string | null;
  postal_code?: string | null;
  country?: string | null;
}): string[] {
  const cityLine = [s.city, [s.state_province, s.postal_code].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  return [s.address, s.address_line_2, cityLine, s.country]
    .map((line) => line?.trim() ?? "")
    .filter((line) => line !== "");
}

/** Text as a sentence: trimmed, with a full stop added unless it already ends with punctuation. */
export function asSentence(text: string | null | undefined): string {
  const value = text?.trim() ?? "";
  if (!value) return "";
  return /[.!?]$/.test(value) ? value : `${value}.`;
}
