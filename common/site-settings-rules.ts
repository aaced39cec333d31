/**
 * The Website Settings editor's rules and choices (spec 3 §5 and §9), kept once for the shared
 * schema, the server and the editor. Imports nothing, so the schema can use it.
 */

/** Colours: six-digit hex with a leading # (either case). */
export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
/** Business hours: 24-hour HH:MM, hours 00-23, minutes 00-59. */
export const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

export const WEEKDAYS = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * Analytics IDs: Google Analytics "G-" and 10 capitals or digits, Tag Manager "GTM-" and 7, a
 * Pixel ID 15 or 16 digits. An invalid one is kept (the editor shows a red border) and never
 * injected into pages.
 */
export const ANALYTICS_ID_PATTERNS = {
  google_analytics_id: /^G-[A-Z0-9]{10}$/,
  google_tag_manager_id: /^GTM-[A-Z0-9]{7}$/,
  facebook_pixel_id: /^\d{15,16}$/,
} as const;
export type AnalyticsIdField = keyof typeof ANALYTICS_ID_PATTERNS;

/** A social platform's key: one lower-case word (custom ones are lower-cased first). */
export const SOCIAL_PLATFORM_NAME = /^[a-z0-9_-]{1,30}$/;
export const SOCIAL_PLATFORMS = [
  "facebook",
  "twitter",
  "linkedin",
  "instagram",
  "youtube",
  "github",
] as const;

/** Search engines show this much of a title and a description; longer is allowed but flagged. */
export const META_LIMITS = { meta_title: 60, meta_description: 160 } as const;

export const MAP_ZOOM = { min: 1, max: 20, fallback: 15 } as const;
/** Latitude and longitude are edited to six decimals; what does not parse becomes 0. */
export const COORDINATE_STEP = 0.000001;

export const TYPOGRAPHY_RANGES = {
  font_size: { min: 12, max: 24, step: 1 },
  line_height: { min: 1, max: 2.5, step: 0.1 },
  font_weight: { min: 100, max: 900, step: 100 },
} as const;

/** The nine theme colours: brand, then the light and the dark theme's background, text and border. */
export const COLOR_FIELDS = [
  "primary_color",
  "secondary_color",
  "accent_color",
  "background_color",
  "text_color",
  "border_color",
  "background_color_dark",
  "text_color_dark",
  "border_color_dark",
] as const;

/** The six quick colour presets: primary, secondary and accent. */
export const COLOR_PRESETS = [
  { name: "Blue", primary_color: "#2563EB", secondary_color: "#3B82F6", accent_color: "#06B6D4" },
  { name: "Purple", primary_color: "#7C3AED", secondary_color: "#8B5CF6", accent_color: "#A855F7" },
  { name: "Green", primary_color: "#059669", secondary_color: "#10B981", accent_color: "#34D399" },
  { name: "Red", primary_color: "#DC2626", secondary_color: "#EF4444", accent_color: "#F87171" },
  { name: "Orange", primary_color: "#EA580C", secondary_color: "#F97316", accent_color: "#FB923C" },
  { name: "Pink", primary_color: "#DB2777", secondary_color: "#EC4899", accent_color: "#F472B6" },
] as const;
export type ColorPreset = (typeof COLOR_PRESETS)[number];

export const COUNTRIES = [
  "United States",
  "Canada",
  "United Kingdom",
  "Australia",
  "Germany",
  "France",
  "Japan",
  "China",
  "India",
  "Brazil",
] as const;

/** The eleven time zones offered, with the names people know them by. */
export const TIMEZONES = [
  { value: "America/New_York", name: "Eastern Time" },
  { value: "America/Chicago", name: "Central Time" },
  { value: "America/Denver", name: "Mountain Time" },
  { value: "America/Los_Angeles", name: "Pacific Time" },
  { value: "America/Anchorage", name: "Alaska Time" },
  { value: "Pacific/Honolulu", name: "Hawaii Time" },
  { value: "Europe/London", name: "UK Time" },
  { value: "Europe/Paris", name: "Central European Time" },
  { value: "Asia/Tokyo", name: "Japan Time" },
  { value: "Asia/Shanghai", name: "China Time" },
  { value: "Australia/Sydney", name: "Australian Eastern Time" },
] as const;

/** The map embed link for a place: a maps page built from the coordinates and zoom, made to embed. */
export function mapEmbedUrl(latitude: number, longitude: number, zoom: number): string {
  return `https://maps.google.com/maps?q=${latitude},${longitude}&z=${zoom}&output=embed`;
}
