import { z } from "zod";
import { isFontFamily } from "../fonts";
import {
  HEX_COLOR,
  HH_MM,
  MAP_ZOOM,
  SOCIAL_PLATFORM_NAME,
  TYPOGRAPHY_RANGES,
  WEEKDAYS,
} from "../site-settings-rules";
import { isSafeUrl, URL_TEXT } from "../urls";
import { keys, OptionalUrlSchema, storedRow } from "./fields";

const hex = z.string().regex(HEX_COLOR, "Colours are six-digit hex values like #2563EB");
const time = z.string().regex(HH_MM, "Times are 24-hour HH:MM");
/** A number from `min` to `max`, whose message names both. */
const range = (what: string, min: number, max: number) =>
  z.coerce
    .number(`${what} must be a number`)
    .min(min, `${what} goes from ${min} to ${max}`)
    .max(max, `${what} goes from ${min} to ${max}`);
const { font_size, line_height } = TYPOGRAPHY_RANGES;
/** Optional text: trimmed, and empty stored as null (so public pages fall back to their defaults). */
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((v) => (v === "" ? null : v));
/** Empty or whitespace-only code is stored as null (spec 1 §5.3b, spec 3 §5). */
const code = z
  .string()
  .max(100_000)
  .nullable()
  .transform((v) => (v && v.trim() !== "" ? v : null));
const url = OptionalUrlSchema;

const day = z.object({ open: time, close: time, closed: z.boolean() });

/** Every editable site setting; all optional in an update (spec 1 §3.3, spec 3 §3 and §5). */
export const SiteSettingsUpdateSchema = z
  .object({
    site_name: z.string().trim().min(1, "Website name is required").max(120),
    site_tagline: text(200),
    site_description: text(2000),
    footer_text: text(500),
    site_logo: url,
    site_logo_light: url,
    site_logo_dark: url,
    site_favicon: url,
    primary_color: hex,
    secondary_color: hex,
    accent_color: hex,
    background_color: hex,
    background_color_dark: hex,
    text_color: hex,
    text_color_dark: hex,
    border_color: hex,
    border_color_dark: hex,
    font_family: z.string().trim().refine(isFontFamily, "Choose a font from the list"),
    font_size: range("Font size", font_size.min, font_size.max)
      .int("Font sizes are whole numbers")
      .transform(String),
    line_height: range("Line height", line_height.min, line_height.max).transform(String),
    font_weight: z.coerce
      .number()
      .int()
      .refine((n) => n >= 100 && n <= 900 && n % 100 === 0, "Weights go from 100 to 900 in steps of 100")
      .transform(String),
    contact_email: z
      .string()
      .trim()
      .email("Please enter a valid email")
      .nullable()
      .or(z.literal("").transform(() => null)),
    contact_phone: text(50),
    contact_phone_secondary: text(50),
    emergency_contact_phone: text(50),
    emergency_contact_email: z
      .string()
      .trim()
      .email("Please enter a valid email")
      .nullable()
      .or(z.literal("").transform(() => null)),
    address: text(200),
    address_line_2: text(200),
    city: text(100),
    state_province: text(100),
    postal_code: text(20),
    country: text(100),
    business_hours: z.record(z.enum(WEEKDAYS), day),
    timezone: text(64),
    map_latitude: range("Latitude", -90, 90).nullable(),
    map_longitude: range("Longitude", -180, 180).nullable(),
    map_zoom_level: range("Zoom level", MAP_ZOOM.min, MAP_ZOOM.max).int("Zoom levels are whole numbers"),
    map_embed_url: url,
    location_description: text(1000),
    contact_form_title: text(200),
    contact_form_subtitle: text(500),
    response_time_promise: text(200),
    office_hours_display: text(200),
    contact_cta_text: text(200),
    meta_title: text(200),
    meta_description: text(500),
    meta_keywords: text(500),
    // Invalid analytics IDs are kept (the editor shows a red border) but never injected.
    google_analytics_id: text(50),
    google_tag_manager_id: text(50),
    facebook_pixel_id: text(50),
    custom_css: code,
    header_scripts: code,
    footer_scripts: code,
    social_links: z.record(
      z.string().trim().toLowerCase().regex(SOCIAL_PLATFORM_NAME, "Platform names are single words"),
      // Empty links are kept (the footer skips them); others must be web addresses.
      z
        .string()
        .trim()
        .max(500)
        .refine((v) => v === "" || isSafeUrl(v), URL_TEXT.web),
    ),
    is_maintenance_mode: z.boolean(),
    maintenance_message: text(1000),
  })
  .partial()
  .strict();

export type SiteSettingsUpdate = z.input<typeof SiteSettingsUpdateSchema>;

/** One day of the business hours, as stored (24-hour HH:MM). */
const StoredDaySchema = z.object({ open: z.string(), close: z.string(), closed: z.boolean() });

/** The one settings row, as GET and PATCH /admin/site-settings answer it (spec 1 §3.3, spec 3 §3). */
export const SiteSettingsSchema = storedRow({
  site_name: z.string(),
  site_tagline: z.string().nullable(),
  site_description: z.string().nullable(),
  footer_text: z.string().nullable(),
  site_logo: z.string().nullable(),
  site_logo_light: z.string().nullable(),
  site_logo_dark: z.string().nullable(),
  site_favicon: z.string().nullable(),
  primary_color: z.string(),
  secondary_color: z.string(),
  accent_color: z.string(),
  background_color: z.string(),
  background_color_dark: z.string(),
  text_color: z.string(),
  text_color_dark: z.string(),
  border_color: z.string(),
  border_color_dark: z.string(),
  font_family: z.string(),
  font_size: z.string().meta({ description: "Pixels, stored as text" }),
  line_height: z.string(),
  font_weight: z.string(),
  contact_email: z.string().nullable(),
  contact_phone: z.string().nullable(),
  contact_phone_secondary: z.string().nullable(),
  emergency_contact_phone: z.string().nullable(),
  emergency_contact_email: z.string().nullable(),
  address: z.string().nullable(),
  address_line_2: z.string().nullable(),
  city: z.string().nullable(),
  state_province: z.string().nullable(),
  postal_code: z.string().nullable(),
  country: z.string().nullable(),
  business_hours: z
    .record(z.string(), StoredDaySchema)
    .nullable()
    .meta({ description: "Opening hours by weekday (monday … sunday)" }),
  timezone: z.string().nullable(),
  map_latitude: z.number().nullable(),
  map_longitude: z.number().nullable(),
  map_zoom_level: z.number().int().nullable(),
  map_embed_url: z.string().nullable(),
  location_description: z.string().nullable(),
  contact_form_title: z.string().nullable(),
  contact_form_subtitle: z.string().nullable(),
  response_time_promise: z.string().nullable(),
  office_hours_display: z.string().nullable(),
  contact_cta_text: z.string().nullable(),
  meta_title: z.string().nullable(),
  meta_description: z.string().nullable(),
  meta_keywords: z.string().nullable(),
  google_analytics_id: z.string().nullable(),
  google_tag_manager_id: z.string().nullable(),
  facebook_pixel_id: z.string().nullable(),
  custom_css: z.string().nullable(),
  header_scripts: z.string().nullable(),
  footer_scripts: z.string().nullable(),
  social_links: z.record(z.string(), z.string()).meta({ description: "Profile links by platform" }),
  is_maintenance_mode: z.boolean(),
  maintenance_message: z.string().nullable(),
}).meta({ id: "SiteSettings" });
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;

/** The settings' values: the row without its id and timestamps (what the defaults give). */
export const SiteSettingsValuesSchema = SiteSettingsSchema.omit(keys("id", "created_at", "updated_at"));
export type SiteSettingsValues = z.infer<typeof SiteSettingsValuesSchema>;

/**
 * Settings no page component reads: staff code and analytics IDs (checked on the server and
 * injected on public pages only, as `InjectedCode`), the maintenance flag (the root's
 * `maintenance` says what to show), the keywords and the map's zoom.
 */
export const SERVER_ONLY_SETTINGS = [
  "custom_css",
  "header_scripts",
  "footer_scripts",
  "google_analytics_id",
  "google_tag_manager_id",
  "facebook_pixel_id",
  "meta_keywords",
  "map_zoom_level",
  "is_maintenance_mode",
] as const;

/**
 * Settings only the contact, support and blog pages read (contact details, the form's texts, the
 * time zone of dates): sent on those pages only (`CONTACT_SETTINGS_PAGES`), not in every page's
 * hydration data. The maintenance message is sent only with the maintenance screen.
 */
export const CONTACT_PAGE_SETTINGS = [
  "contact_phone_secondary",
  "emergency_contact_phone",
  "emergency_contact_email",
  "location_description",
  "contact_form_title",
  "contact_form_subtitle",
  "office_hours_display",
  "timezone",
] as const;

/** The paths whose pages read `CONTACT_PAGE_SETTINGS`. */
export const CONTACT_SETTINGS_PAGES = /^\/(contact|contact-enhanced|support|blog)(\/|$)/;

/**
 * The settings as pages receive them (in every page's hydration data, so only what pages read).
 */
export const PublicSiteSettingsSchema = SiteSettingsValuesSchema.omit(keys(...SERVER_ONLY_SETTINGS)).partial(
  keys(...CONTACT_PAGE_SETTINGS, "maintenance_message"),
);
export type PublicSiteSettings = z.infer<typeof PublicSiteSettingsSchema>;

/** What a public page injects: staff CSS and scripts that passed the checks, valid analytics IDs. */
export const InjectedCodeSchema = z.object({
  css: z.string().nullable(),
  header: z.string().nullable(),
  footer: z.string().nullable(),
  analytics: z.object({
    ga: z.string().nullable(),
    gtm: z.string().nullable(),
    pixel: z.string().nullable(),
  }),
});
export type InjectedCode = z.infer<typeof InjectedCodeSchema>;

/** During maintenance visitors get the maintenance screen and admins the site with a banner. */
export const MaintenanceStateSchema = z.enum(["off", "screen", "banner"]);
export type MaintenanceState = z.infer<typeof MaintenanceStateSchema>;

/** What a page is rendered with, by the settings and who asks where (server/services/site-settings.ts). */
export const PageSettingsSchema = z.object({
  settings: PublicSiteSettingsSchema,
  /** Null outside the public pages: no staff code or analytics in the back office. */
  injected: InjectedCodeSchema.nullable(),
  maintenance: MaintenanceStateSchema,
});
export type PageSettings = z.infer<typeof PageSettingsSchema>;

/** The root loader's data, which every page reads (`useRootData`, `useSiteSettings`). */
export const RootDataSchema = PageSettingsSchema.extend({
  /** The request's Content-Security-Policy nonce, for the inline scripts we render. */
  nonce: z.string(),
  /** The site's public origin (absolute URLs in JSON-LD). */
  origin: z.string(),
  /** The settings' font: the one file to preload (none for a system font) and its @font-face rules. */
  font: z.object({ preload: z.string().nullable(), css: z.string() }),
});
export type RootData = z.infer<typeof RootDataSchema>;
