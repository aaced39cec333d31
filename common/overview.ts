import { formatBytes } from "./format-bytes";
import type { ActivityUpdate, DiskUsage, RecentUpdate } from "./schemas/overview";

/** The Overview's words (spec 2 §2) beyond the section's figures. */
export const OVERVIEW_TEXT = {
  /** statfs of DATA_DIR: the volume the database, secret and uploads live on. */
  disk: "Disk (data directory)",
  unknown: "Unknown",
  /** Who acted when no administrator is recorded (a start-up task, a deleted account). */
  system: "System",
  noUpdates: "No activity yet.",
} as const;

/** "10% used — 12.3 GB of 120 GB". */
export function diskUsageText(disk: DiskUsage): string {
  return `${disk.used_percent}% used — ${formatBytes(disk.used_bytes)} of ${formatBytes(disk.total_bytes)}`;
}

// ---------------------------------------------------------------------------------------------
// Recent Updates: audited admin writes and new leads, as sentences. The server reads the parts
// that need a query (common/schemas/overview.ts); the words are built here, without one.

type EntityWords = {
  noun: string;
  plural: string;
  /**
   * How the label follows the noun: the service “SEO”, the message from Sam, the invitation for
   * a@b, the administrator account of a@b.
   */
  label?: "quoted" | "from" | "for" | "of";
  /** One of a kind: always "the site settings", never "a site settings". */
  single?: boolean;
};

/** The record types that activity_log's entity_type names, in words. */
export const ENTITY_WORDS: Record<string, EntityWords> = {
  projects: { noun: "project", plural: "projects" },
  services: { noun: "service", plural: "services" },
  testimonials: { noun: "testimonial", plural: "testimonials" },
  team_members: { noun: "team member", plural: "team members" },
  about_content: { noun: "about section", plural: "about sections" },
  success_stories: { noun: "success story", plural: "success stories" },
  blog_posts: { noun: "blog post", plural: "blog posts" },
  hero_carousel_items: { noun: "hero slide", plural: "hero slides" },
  what_we_do: { noun: "“What we do” entry", plural: "“What we do” entries" },
  requirement_forms: { noun: "quote request", plural: "quote requests", label: "from" },
  contact_messages: { noun: "message", plural: "messages", label: "from" },
  contact_form_fields: { noun: "contact form field", plural: "contact form fields" },
  stored_images: { noun: "image", plural: "images" },
  admin_user: { noun: "administrator", plural: "administrators" },
  admin_account: { noun: "administrator account", plural: "administrator accounts", label: "of" },
  admin_invitation: { noun: "invitation", plural: "invitations", label: "for" },
  site_settings: { noun: "site settings", plural: "site settings", single: true },
  email_templates: { noun: "e-mail template", plural: "e-mail templates" },
  email_conversations: { noun: "conversation", plural: "conversations" },
  // Data Management: an import or Clear All Data acts on the whole site.
  data: { noun: "site data", plural: "site data", single: true },
};

const VERBS: Record<string, string> = {
  create: "created",
  update: "updated",
  delete: "deleted",
  reorder: "reordered",
  upload: "uploaded",
  import: "imported",
  export: "exported",
  clear: "cleared",
};

/** Field names as people say them; others lose their underscores. */
const FIELD_WORDS: Record<string, string> = {
  order_index: "order",
  is_active: "active",
  is_featured: "featured",
  field_options: "options",
  cta_text: "first button text",
  cta_link: "first button link",
  secondary_cta_text: "second button text",
  secondary_cta_link: "second button link",
};

/** The sentence of one entry: an actor (bold in the list) and the rest, or the rest alone. */
export type UpdateSentence = { actor: string | null; text: string };

function wordsFor(entityType: string): EntityWords {
  const spaced = entityType.replaceAll("_", " ");
  return ENTITY_WORDS[entityType] ?? { noun: spaced, plural: spaced };
}

/** "the service “SEO”", "the message from Sam Ray", "a message", "the site settings". */
function subject(words: EntityWords, label: string | null): string {
  if (words.single) return `the ${words.noun}`;
  if (!label) return `${/^[aeiou]/i.test(words.noun) ? "an" : "a"} ${words.noun}`;
  const style = words.label ?? "quoted";
  return style === "quoted" ? `the ${words.noun} “${label}”` : `the ${words.noun} ${style} ${label}`;
}

function activityText(u: ActivityUpdate): string {
  const words = wordsFor(u.entity_type);
  if (u.entity_type === "admin_user" && u.action === "create") return "joined as an administrator";
  if (u.action === "locked") return `locked ${subject(words, u.label)} after repeated failed sign-ins`;
  if (u.action === "reorder") return `reordered the ${words.plural}`;
  const thing = subject(words, u.label);
  if (u.action === "duplicate") return `created ${thing} as a copy`;
  if (u.action === "update") {
    const others = u.fields.filter((f) => f !== "status" && f !== "priority");
    const set = [u.status, u.priority && `${u.priority} priority`].filter(Boolean);
    if (set.length > 0 && others.length === 0) return `set ${thing} to ${set.join(", ")}`;
    const fields = u.fields.map((f) => FIELD_WORDS[f] ?? f.replaceAll("_", " "));
    return fields.length > 0 ? `updated ${thing} (${fields.join(", ")})` : `updated ${thing}`;
  }
  return `${VERBS[u.action] ?? `did “${u.action}” to`} ${thing}`;
}

/**
 * One Recent Updates entry as a sentence: "Ada set the quote request from Quinn Lee to reviewing",
 * "Ada updated the service “SEO” (title, description)", "New message from Sam Ray".
 */
export function describeUpdate(u: RecentUpdate): UpdateSentence {
  switch (u.kind) {
    case "quote_request":
      return { actor: null, text: `New quote request from ${u.name} (${u.project_type})` };
    case "contact_message":
      return { actor: null, text: `New message from ${u.name}` };
    case "activity":
      return { actor: u.actor ?? OVERVIEW_TEXT.system, text: activityText(u) };
  }
}

/** The whole sentence, as one string. */
export function updateSentence(u: RecentUpdate): string {
  const { actor, text } = describeUpdate(u);
  return actor ? `${actor} ${text}` : text;
}

/** The resource (a dashboard section's permission resource) an entry belongs to. */
export function updateResource(u: RecentUpdate): string {
  if (u.kind === "quote_request") return "requirement_forms";
  if (u.kind === "contact_message") return "contact_messages";
  return u.entity_type;
}
