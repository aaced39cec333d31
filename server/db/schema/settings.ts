import { AI_PROVIDERS, EMAIL_PROVIDERS } from "@common/options";
import { AI_QUERY_KINDS, AI_QUERY_STATUSES } from "@common/schemas/ai";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { belongsTo, createdAt, id, oneOf, timestamps } from "./columns";

export type BusinessHours = Record<string, { open: string; close: string; closed: boolean }>;

/** The one row of website settings (spec 1 §3.3, spec 3 §3). */
export const siteSettings = pgTable("site_settings", {
  id: id(),
  // identity
  site_name: text("site_name").notNull(),
  site_tagline: text("site_tagline"),
  site_description: text("site_description"),
  footer_text: text("footer_text"),
  site_logo: text("site_logo"),
  site_logo_light: text("site_logo_light"),
  site_logo_dark: text("site_logo_dark"),
  site_favicon: text("site_favicon"),
  // colours
  primary_color: text("primary_color").notNull().default("#2563EB"),
  secondary_color: text("secondary_color").notNull().default("#4F46E5"),
  accent_color: text("accent_color").notNull().default("#10B981"),
  background_color: text("background_color").notNull().default("#FFFFFF"),
  background_color_dark: text("background_color_dark").notNull().default("#1F2937"),
  text_color: text("text_color").notNull().default("#1F2937"),
  text_color_dark: text("text_color_dark").notNull().default("#F9FAFB"),
  border_color: text("border_color").notNull().default("#E5E7EB"),
  border_color_dark: text("border_color_dark").notNull().default("#374151"),
  // typography (strings, as the spec stores them)
  font_family: text("font_family").notNull().default("Inter"),
  font_size: text("font_size").notNull().default("16"),
  line_height: text("line_height").notNull().default("1.6"),
  font_weight: text("font_weight").notNull().default("400"),
  // contact
  contact_email: text("contact_email"),
  contact_phone: text("contact_phone"),
  contact_phone_secondary: text("contact_phone_secondary"),
  emergency_contact_phone: text("emergency_contact_phone"),
  emergency_contact_email: text("emergency_contact_email"),
  address: text("address"),
  address_line_2: text("address_line_2"),
  city: text("city"),
  state_province: text("state_province"),
  postal_code: text("postal_code"),
  country: text("country"),
  business_hours: jsonb("business_hours").$type<BusinessHours>(),
  timezone: text("timezone"),
  map_latitude: doublePrecision("map_latitude"),
  map_longitude: doublePrecision("map_longitude"),
  map_zoom_level: integer("map_zoom_level").default(15),
  map_embed_url: text("map_embed_url"),
  location_description: text("location_description"),
  contact_form_title: text("contact_form_title"),
  contact_form_subtitle: text("contact_form_subtitle"),
  response_time_promise: text("response_time_promise"),
  office_hours_display: text("office_hours_display"),
  contact_cta_text: text("contact_cta_text"),
  // SEO and code
  meta_title: text("meta_title"),
  meta_description: text("meta_description"),
  meta_keywords: text("meta_keywords"),
  google_analytics_id: text("google_analytics_id"),
  google_tag_manager_id: text("google_tag_manager_id"),
  facebook_pixel_id: text("facebook_pixel_id"),
  custom_css: text("custom_css"),
  header_scripts: text("header_scripts"),
  footer_scripts: text("footer_scripts"),
  // other
  social_links: jsonb("social_links").$type<Record<string, string>>().notNull().default({}),
  is_maintenance_mode: boolean("is_maintenance_mode").notNull().default(false),
  maintenance_message: text("maintenance_message"),
  ...timestamps(),
});

/** E-mail provider settings; only one row is active. Secrets are AES-256-GCM ciphertext. */
export const emailSettings = pgTable(
  "email_settings",
  {
    id: id(),
    provider: text("provider").notNull().default("smtp"),
    from_email: text("from_email").notNull(),
    from_name: text("from_name").notNull(),
    reply_to_email: text("reply_to_email"),
    smtp_host: text("smtp_host"),
    smtp_port: integer("smtp_port").default(465),
    smtp_secure: boolean("smtp_secure").notNull().default(true),
    smtp_username: text("smtp_username"),
    smtp_password_encrypted: text("smtp_password_encrypted"),
    api_key_encrypted: text("api_key_encrypted"),
    is_active: boolean("is_active").notNull().default(true),
    daily_send_limit: integer("daily_send_limit").notNull().default(1000),
    rate_limit_per_hour: integer("rate_limit_per_hour").notNull().default(100),
    /** Where new quote requests and contact messages are announced; the sender address if unset. */
    notification_email: text("notification_email"),
    /** Replies fetched from a mailbox (IMAP), polled and watched with IDLE. */
    imap_enabled: boolean("imap_enabled").notNull().default(false),
    imap_host: text("imap_host"),
    imap_port: integer("imap_port").notNull().default(993),
    imap_secure: boolean("imap_secure").notNull().default(true),
    imap_username: text("imap_username"),
    imap_password_encrypted: text("imap_password_encrypted"),
    imap_mailbox: text("imap_mailbox").notNull().default("INBOX"),
    /** Bearer secret of POST /api/v1/inbound-email; write-only like the passwords. */
    inbound_secret_encrypted: text("inbound_secret_encrypted"),
    ...timestamps(),
  },
  () => [check("email_settings_provider_check", oneOf("provider", EMAIL_PROVIDERS))],
);

export type AiFeatureFlags = Record<string, boolean>;

/** AI settings, one row per admin (spec 2 §3). The key is AES-256-GCM ciphertext. */
export const aiSettings = pgTable(
  "ai_settings",
  {
    id: id(),
    user_id: belongsTo("user_id", () => user.id),
    ai_enabled: boolean("ai_enabled").notNull().default(false),
    ai_provider: text("ai_provider").notNull().default("openai"),
    ai_model: text("ai_model").default("gpt-3.5-turbo"),
    ai_api_key_encrypted: text("ai_api_key_encrypted"),
    /** An OpenAI-compatible endpoint or the ollama server; null uses the provider's default. */
    ai_base_url: text("ai_base_url"),
    ai_features_enabled: jsonb("ai_features_enabled")
      .$type<AiFeatureFlags>()
      .notNull()
      .default({ analytics: true, recommendations: true, queries: true, alerts: true, visualization: true }),
    ai_analytics_enabled: boolean("ai_analytics_enabled").notNull().default(true),
    ai_recommendations_enabled: boolean("ai_recommendations_enabled").notNull().default(true),
    ai_queries_enabled: boolean("ai_queries_enabled").notNull().default(true),
    ai_alerts_enabled: boolean("ai_alerts_enabled").notNull().default(true),
    ai_visualization_enabled: boolean("ai_visualization_enabled").notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    unique("ai_settings_user_unique").on(t.user_id),
    check("ai_settings_provider_check", oneOf("ai_provider", AI_PROVIDERS)),
  ],
);

/**
 * One model call (chat answer, connection test, recommendations): who, which model, the tokens
 * the provider reported, the estimated cost from the catalogue, and how long it took.
 */
export const aiQueries = pgTable(
  "ai_queries",
  {
    id: id(),
    user_id: uuid("user_id").references(() => user.id, { onDelete: "set null" }),
    kind: text("kind").notNull(),
    provider: text("provider").notNull(),
    model: text("model").notNull(),
    /** The question asked (chat), first 500 characters. */
    question: text("question"),
    prompt_tokens: integer("prompt_tokens").notNull().default(0),
    completion_tokens: integer("completion_tokens").notNull().default(0),
    total_tokens: integer("total_tokens").notNull().default(0),
    cost_usd: doublePrecision("cost_usd").notNull().default(0),
    latency_ms: integer("latency_ms").notNull().default(0),
    status: text("status").notNull(),
    error: text("error"),
    created_at: createdAt(),
  },
  (t) => [
    check("ai_queries_kind_check", oneOf("kind", AI_QUERY_KINDS)),
    check("ai_queries_status_check", oneOf("status", AI_QUERY_STATUSES)),
    index("ai_queries_user_created_idx").on(t.user_id, t.created_at),
  ],
);

/** Recommendations the model made from the site's data, kept with their date (spec 2 §3). */
export const aiRecommendations = pgTable(
  "ai_recommendations",
  {
    id: id(),
    user_id: uuid("user_id").references(() => user.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    category: text("category").notNull(),
    priority: text("priority").notNull(),
    impact: text("impact").notNull(),
    effort: text("effort").notNull(),
    actions: jsonb("actions").$type<string[]>().notNull().default([]),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("ai_recommendations_created_idx").on(t.created_at)],
);
