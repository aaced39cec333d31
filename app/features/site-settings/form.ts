import {
  type SiteSettings,
  SiteSettingsUpdateSchema,
  type SiteSettingsValues,
} from "@common/schemas/site-settings";
import { DEFAULT_SITE_SETTINGS } from "@common/site-settings-defaults";
import { COLOR_FIELDS, type Weekday } from "@common/site-settings-rules";
import { type Path, useFormContext } from "react-hook-form";
import type { z } from "zod";
import { fieldProps } from "~/lib/form-fields";
import { maxLengthOf } from "~/lib/schema-fields";

export type DayHours = { open: string; close: string; closed: boolean };
export type WeekHours = Record<Weekday, DayHours>;

/** The editor's form: every setting, texts as text (never null) and a full week of hours. */
export type SettingsValues = Omit<SiteSettingsValues, "business_hours"> & { business_hours: WeekHours };
/** What the shared schema makes of the form: what is sent. */
export type SettingsOutput = z.output<typeof SiteSettingsUpdateSchema>;

export const DEFAULT_HOURS: WeekHours = DEFAULT_SITE_SETTINGS.business_hours;

/**
 * What the editor shows for contact settings that are not set (spec 3 §9's editor defaults;
 * the public pages' own defaults use America/Los_Angeles).
 */
const CONTACT_EDITOR_DEFAULTS = {
  country: "United States",
  timezone: "America/New_York",
  map_latitude: 37.4419,
  map_longitude: -122.143,
  map_zoom_level: 15,
  contact_form_title: "Get In Touch",
  contact_form_subtitle: "We'd love to hear from you",
  response_time_promise: "We respond within 24 hours",
  contact_cta_text: "Contact Us Today",
} satisfies Partial<SettingsValues>;

/** The form's values for a settings row: unset texts blank, unset contact settings the editor's defaults. */
export function formValuesOf(settings: SiteSettings): SettingsValues {
  const { id: _id, created_at: _c, updated_at: _u, ...row } = settings;
  const texts = Object.fromEntries(
    Object.entries(row).map(([name, value]) => [name, value === null ? "" : value]),
  ) as SiteSettingsValues;
  const unset = Object.fromEntries(
    Object.entries(CONTACT_EDITOR_DEFAULTS).filter(([name]) => row[name as keyof typeof row] === null),
  );
  return { ...texts, ...unset, business_hours: { ...DEFAULT_HOURS, ...row.business_hours } };
}

/** The settings the form changed since `initial` (a whole object, like the hours, counts as one). */
export function changedNames(current: SettingsValues, initial: SettingsValues): (keyof SettingsValues)[] {
  return (Object.keys(current) as (keyof SettingsValues)[]).filter(
    (name) => JSON.stringify(current[name]) !== JSON.stringify(initial[name]),
  );
}

export type Tab = "general" | "appearance" | "contact" | "advanced";
export type ContactTab = "basic" | "address" | "emergency" | "location" | "social";

/** The contact settings of each sub-tab, and of the Business Hours editor below them. */
export const CONTACT_FIELDS: Record<ContactTab | "hours", (keyof SettingsValues)[]> = {
  basic: [
    "contact_email",
    "contact_phone",
    "contact_phone_secondary",
    "contact_form_title",
    "contact_form_subtitle",
    "response_time_promise",
    "office_hours_display",
    "contact_cta_text",
  ],
  address: ["address", "address_line_2", "city", "state_province", "postal_code", "country", "timezone"],
  emergency: ["emergency_contact_phone", "emergency_contact_email"],
  location: ["map_latitude", "map_longitude", "map_zoom_level", "map_embed_url", "location_description"],
  social: ["social_links"],
  hours: ["business_hours"],
};

/** Where each setting is edited: its tab, and for contact details its sub-tab. */
const PLACES: Record<Exclude<Tab, "contact">, (keyof SettingsValues)[]> & {
  contact: Record<ContactTab | "hours", (keyof SettingsValues)[]>;
} = {
  general: [
    "site_name",
    "site_tagline",
    "site_description",
    "footer_text",
    "site_logo",
    "site_logo_light",
    "site_logo_dark",
    "site_favicon",
  ],
  appearance: [...COLOR_FIELDS, "font_family", "font_size", "line_height", "font_weight"],
  contact: CONTACT_FIELDS,
  advanced: [
    "meta_title",
    "meta_description",
    "meta_keywords",
    "google_analytics_id",
    "google_tag_manager_id",
    "facebook_pixel_id",
    "custom_css",
    "header_scripts",
    "footer_scripts",
    "is_maintenance_mode",
    "maintenance_message",
  ],
};

/** The tab (and contact sub-tab) of a setting, from its name or a field path ("business_hours.monday.open"). */
export function placeOf(path: string): { tab: Tab; contact?: ContactTab } | undefined {
  const name = (path.split(".")[0] ?? path) as keyof SettingsValues;
  for (const [contact, names] of Object.entries(PLACES.contact)) {
    if (names.includes(name))
      return { tab: "contact", contact: contact === "hours" ? undefined : (contact as ContactTab) };
  }
  const tab = (["general", "appearance", "advanced"] as const).find((t) => PLACES[t].includes(name));
  return tab ? { tab } : undefined;
}

/**
 * The editor's form (inside its FormProvider) and `field(name)`: a control's registration, its
 * message and the schema's maximum length.
 */
export function useSettingsForm() {
  const form = useFormContext<SettingsValues, unknown, SettingsOutput>();
  const field = (name: Path<SettingsValues>) => ({
    ...fieldProps(form, name),
    maxLength: maxLengthOf(SiteSettingsUpdateSchema, name),
  });
  return { form, field };
}
