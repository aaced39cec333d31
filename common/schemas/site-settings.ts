import { z } from "zod";
import { isSafeUrl, URL_TEXT } from "../urls";
import { OptionalUrlSchema } from "./fields";

const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/, "Colours are six-digit hex values like #2563EB");
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Times are 24-hour HH:MM");
const text = (max: number) => z.string().trim().max(max).nullable();
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
    font_family: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9 -]{1,60}$/, "Choose a font from the list"),
    font_size: z.coerce.number().int().min(12).max(24).transform(String),
    line_height: z.coerce.number().min(1).max(2.5).transform(String),
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
    business_hours: z.record(
      z.enum(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]),
      day,
    ),
    timezone: text(64),
    map_latitude: z.coerce.number().min(-90).max(90).nullable(),
    map_longitude: z.coerce.number().min(-180).max(180).nullable(),
    map_zoom_level: z.coerce.number().int().min(1).max(20),
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
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(/^[a-z0-9_-]{1,30}$/, "Platform names are single words"),
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
