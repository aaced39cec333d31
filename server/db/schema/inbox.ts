import { CONTACT_FIELD_TYPES, CONTACT_STATUSES, PRIORITIES, REQUIREMENT_STATUSES } from "@common/options";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { id, oneOf, timestamps } from "./columns";

/** Quote requests from the "Get a Quote" wizard (spec 1 §3.4, spec 2 §3). */
export const requirementForms = pgTable(
  "requirement_forms",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    company: text("company"),
    project_type: text("project_type").notNull(),
    project_title: text("project_title"),
    project_description: text("project_description").notNull(),
    budget_range: text("budget_range"),
    timeline: text("timeline"),
    technologies_preferred: jsonb("technologies_preferred").$type<string[]>().notNull().default([]),
    features_needed: jsonb("features_needed").$type<string[]>().notNull().default([]),
    platforms: jsonb("platforms").$type<string[]>().notNull().default([]),
    inspiration_references: text("inspiration_references"),
    special_requirements: text("special_requirements"),
    referral_source: text("referral_source"),
    status: text("status").notNull().default("new"),
    priority: text("priority").notNull().default("normal"),
    admin_notes: text("admin_notes"),
    estimated_cost: numeric("estimated_cost", { precision: 14, scale: 2 }),
    ip_address: text("ip_address"),
    user_agent: text("user_agent"),
    source: text("source"),
    /** The client account that sent it, when signed in. */
    user_id: uuid("user_id").references(() => user.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [
    check("requirement_forms_status_check", oneOf("status", REQUIREMENT_STATUSES)),
    check("requirement_forms_priority_check", oneOf("priority", PRIORITIES)),
    check("requirement_forms_cost_check", sql`${t.estimated_cost} IS NULL OR ${t.estimated_cost} >= 0`),
    index("requirement_forms_created_idx").on(t.created_at),
    index("requirement_forms_status_idx").on(t.status, t.created_at),
    index("requirement_forms_priority_idx").on(t.priority, t.created_at),
    index("requirement_forms_user_idx").on(t.user_id),
  ],
);

/** Messages from the public contact form (spec 3 §3). */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: id(),
    name: text("name").notNull().default("Anonymous"),
    email: text("email").notNull().default(""),
    company: text("company"),
    message: text("message").notNull().default(""),
    /** Answers to configured fields beyond name, email, company and message. */
    extra_fields: jsonb("extra_fields").$type<Record<string, unknown>>(),
    source: text("source").notNull().default("contact_form"),
    status: text("status").notNull().default("new"),
    priority: text("priority").notNull().default("normal"),
    ip_address: text("ip_address"),
    user_agent: text("user_agent"),
    admin_notes: text("admin_notes"),
    replied_at: timestamp("replied_at", { withTimezone: true }),
    replied_by: uuid("replied_by").references(() => user.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [
    check("contact_messages_status_check", oneOf("status", CONTACT_STATUSES)),
    check("contact_messages_priority_check", oneOf("priority", PRIORITIES)),
    index("contact_messages_created_idx").on(t.created_at),
    index("contact_messages_status_idx").on(t.status, t.created_at),
    index("contact_messages_priority_idx").on(t.priority, t.created_at),
  ],
);

/** The fields of the public contact form, configured by staff (spec 3 §3). */
export const contactFormFields = pgTable(
  "contact_form_fields",
  {
    id: id(),
    field_name: text("field_name").notNull().unique(),
    field_label: text("field_label").notNull(),
    field_type: text("field_type").notNull().default("text"),
    field_placeholder: text("field_placeholder"),
    field_options: jsonb("field_options").$type<string[]>(),
    is_required: boolean("is_required").notNull().default(false),
    is_active: boolean("is_active").notNull().default(true),
    order_index: integer("order_index").notNull().default(1),
    validation_rules: jsonb("validation_rules").$type<Record<string, unknown>>(),
    help_text: text("help_text"),
    ...timestamps(),
  },
  (t) => [
    check("contact_form_fields_type_check", oneOf("field_type", CONTACT_FIELD_TYPES)),
    index("contact_form_fields_order_idx").on(t.order_index),
  ],
);
