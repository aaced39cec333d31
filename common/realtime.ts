/** The NOTIFY channel the database triggers write to (see migration 0001). */
export const CHANGE_CHANNEL = "atrium_changes";

/** Tables whose changes reach the back office live (spec 2 §4, spec 3 §7); each has a NOTIFY trigger. */
export const WATCHED_TABLES = [
  "requirement_forms",
  "contact_messages",
  "contact_form_fields",
  "team_members",
  "services",
  "projects",
  "testimonials",
  "about_content",
  "success_stories",
  "blog_posts",
  "site_settings",
  "email_conversations",
  "email_messages",
  "email_templates",
  "email_settings",
  "hero_carousel_items",
  "what_we_do",
  "pages",
  "redirects",
  // Public pages show stored images at their stored size: a deletion empties the render cache.
  "stored_images",
] as const;

/**
 * One change: a row's (op INSERT/UPDATE/DELETE with its id), or a bulk write to the whole table —
 * a data import or Clear All Data — announced once per table as op IMPORT with id null
 * (migration 0009), so a 100,000-row import sends one event, not 100,000.
 */
export type ChangeEvent = {
  table: (typeof WATCHED_TABLES)[number];
  op: "INSERT" | "UPDATE" | "DELETE" | "IMPORT";
  id: string | null;
};

/** The op of a bulk write's one notification per table. */
export const BULK_CHANGE_OP = "IMPORT";

/** Server-sent event names on /api/v1/events. */
export const SSE_EVENTS = { change: "change", ready: "ready", ping: "ping" } as const;
