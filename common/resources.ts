/**
 * The back office's resources, each under one name from URL to folder to query key
 * (`/api/v1/admin/<name>`, `server/services/<name>.ts`, `app/features/<name>/`, `["admin", <name>]`).
 *
 * Two names the spec fixes stay as it has them: the database table, which is also the resource of
 * the permission strings (`requirement_forms:update`), and the dashboard section's URL segment
 * (`/dashboard/requirement-forms`). This list ties the three together, so realtime events (named
 * by table), permissions and query keys never depend on strings happening to match.
 */
type ResourceDef = {
  /** The table behind it, and the `resource` of its permissions (spec 1 §6). */
  table: string;
  /** Its section id under /dashboard (spec 2 §2), when it has a section of its own. */
  section?: string;
};

export const RESOURCES = {
  "quote-requests": { table: "requirement_forms", section: "requirement-forms" },
  "contact-messages": { table: "contact_messages", section: "messages" },
  "contact-form-fields": { table: "contact_form_fields", section: "contact-fields" },
  "success-stories": { table: "success_stories", section: "success-stories" },
  services: { table: "services", section: "services" },
  projects: { table: "projects", section: "projects" },
  testimonials: { table: "testimonials", section: "testimonials" },
  "team-members": { table: "team_members", section: "team-members" },
  "about-content": { table: "about_content", section: "about-content" },
  "hero-slides": { table: "hero_carousel_items", section: "hero-slides" },
  "what-we-do": { table: "what_we_do", section: "what-we-do" },
  /** The standing pages (about, FAQ, legal…); their manager also edits the redirects. */
  pages: { table: "pages", section: "pages" },
  redirects: { table: "redirects" },
  "blog-posts": { table: "blog_posts", section: "blog-posts" },
  "activity-log": { table: "activity_log", section: "activity-log" },
  images: { table: "stored_images", section: "images" },
  "site-settings": { table: "site_settings", section: "settings" },
  "admin-invitations": { table: "admin_invitations" },
  "email-conversations": { table: "email_conversations", section: "email" },
  "email-messages": { table: "email_messages" },
  "email-templates": { table: "email_templates" },
  "email-settings": { table: "email_settings" },
  /** The signed-in admin's own AI settings; its permission also covers chat, insights and stats. */
  "ai-settings": { table: "ai_settings", section: "ai" },
} as const satisfies Record<string, ResourceDef>;

export type ResourceName = keyof typeof RESOURCES;
export type ResourceTable = (typeof RESOURCES)[ResourceName]["table"];

/**
 * What a permission names (`resource:action`): a resource's table, or one of the back office's
 * own capabilities that have no table (`data`: export, import, backups and clear, spec 2).
 */
export type PermissionResource = ResourceTable | "dashboard" | "admin_users" | "data";
export type PermissionAction = "read" | "create" | "update" | "delete" | "manage";

/** The resource a table belongs to (a realtime event names its table). */
export function resourceOfTable(table: string): ResourceName | undefined {
  return (Object.keys(RESOURCES) as ResourceName[]).find((name) => RESOURCES[name].table === table);
}

/** The table (and permission resource) of a resource. */
export const tableOf = (name: ResourceName): ResourceTable => RESOURCES[name].table;

/**
 * The resources whose every save keeps the previous version (issue 16, `revisions` table). Reading
 * a resource's revisions needs its `read` permission; restoring one needs `update`.
 */
export const REVISIONED_RESOURCES = [
  "services",
  "projects",
  "blog-posts",
  "pages",
  "testimonials",
  "hero-slides",
] as const satisfies readonly ResourceName[];
export type RevisionedResource = (typeof REVISIONED_RESOURCES)[number];
