import { LOGIN_STATUSES } from "@common/auth";
import { check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { belongsTo, createdAt, id, oneOf } from "./columns";

/** Permission strings (resource:action, "*" wildcards, manage_users) held by an admin. */
export const adminPermissions = pgTable(
  "admin_permissions",
  {
    id: id(),
    admin_user_id: belongsTo("admin_user_id", () => user.id),
    permission_name: text("permission_name").notNull(),
    created_at: createdAt(),
  },
  (t) => [unique("admin_permissions_unique").on(t.admin_user_id, t.permission_name)],
);

/**
 * One row per admin sign-in attempt (spec 1 §6: admin id, address, browser agent): successful
 * ones, failed ones (wrong password) and ones refused while the account was locked.
 */
export const adminLoginLogs = pgTable(
  "admin_login_logs",
  {
    id: id(),
    admin_id: belongsTo("admin_id", () => user.id),
    ip_address: text("ip_address"),
    user_agent: text("user_agent"),
    status: text("status").notNull().default("success"),
    login_time: timestamp("login_time", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("admin_login_logs_admin_idx").on(t.admin_id, t.login_time),
    check("admin_login_logs_status_check", oneOf("status", LOGIN_STATUSES)),
  ],
);

/**
 * Failed sign-ins per account, from any address (the per-address limit is better-auth's): after
 * a few, the account is locked for a while that doubles with every further failure.
 */
export const signInLockouts = pgTable("sign_in_lockouts", {
  user_id: uuid("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  failures: integer("failures").notNull().default(0),
  last_failure_at: timestamp("last_failure_at", { withTimezone: true }).notNull().defaultNow(),
  locked_until: timestamp("locked_until", { withTimezone: true }),
});

/** Single-use invitations that let a new admin sign up once an admin exists. Only a hash of the token is kept. */
export const adminInvitations = pgTable("admin_invitations", {
  id: id(),
  email: text("email").notNull(),
  token_hash: text("token_hash").notNull().unique(),
  permissions: jsonb("permissions").$type<string[]>().notNull().default(["manage_users"]),
  invited_by: uuid("invited_by").references(() => user.id, { onDelete: "set null" }),
  expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
  accepted_at: timestamp("accepted_at", { withTimezone: true }),
  accepted_by: uuid("accepted_by").references(() => user.id, { onDelete: "set null" }),
  created_at: createdAt(),
});

/** The audit trail: who changed what, which record, when, and what changed. */
export const activityLog = pgTable(
  "activity_log",
  {
    id: id(),
    user_id: uuid("user_id").references(() => user.id, { onDelete: "set null" }),
    user_email: text("user_email"),
    action: text("action").notNull(),
    entity_type: text("entity_type").notNull(),
    entity_id: text("entity_id"),
    changes: jsonb("changes").$type<Record<string, unknown>>(),
    ip_address: text("ip_address"),
    created_at: createdAt(),
  },
  (t) => [
    index("activity_log_created_idx").on(t.created_at),
    index("activity_log_entity_idx").on(t.entity_type, t.entity_id),
    index("activity_log_user_idx").on(t.user_id),
  ],
);
