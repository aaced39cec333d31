import { z } from "zod";
import { CONTACT_STATUSES, PRIORITIES } from "../options";

/** The back office's Contact Messages inbox (spec 3 §2, §4, §7, §8). */

export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export type ContactPriority = (typeof PRIORITIES)[number];

export const ADMIN_NOTES_MAX = 10_000;

/**
 * A change to one message: any of status, priority and admin notes, at least one. Empty notes are
 * stored as null. replied_at / replied_by are set by the server, never sent.
 */
export const ContactMessageUpdateSchema = z
  .strictObject({
    status: z.enum(CONTACT_STATUSES).optional(),
    priority: z.enum(PRIORITIES).optional(),
    admin_notes: z
      .string()
      .max(ADMIN_NOTES_MAX, `Admin notes must be at most ${ADMIN_NOTES_MAX} characters`)
      .nullable()
      .optional()
      .transform((v) => (v === undefined ? undefined : v && v.trim() !== "" ? v : null)),
  })
  .refine((v) => v.status !== undefined || v.priority !== undefined || v.admin_notes !== undefined, {
    message: "Send at least one of status, priority or admin_notes",
  });
export type ContactMessageUpdate = z.input<typeof ContactMessageUpdateSchema>;

/** One message as the admin API answers it (dates as ISO strings). */
export type ContactMessage = {
  id: string;
  name: string;
  email: string;
  company: string | null;
  message: string;
  extra_fields: Record<string, unknown> | null;
  source: string;
  status: ContactStatus;
  priority: ContactPriority;
  ip_address: string | null;
  user_agent: string | null;
  admin_notes: string | null;
  replied_at: string | null;
  replied_by: string | null;
  created_at: string;
  updated_at: string;
};

/** The seven figures of the inbox's stat cards. */
export type ContactMessageStats = {
  total: number;
  new: number;
  read: number;
  replied: number;
  archived: number;
  high_priority: number;
  urgent: number;
};

export const CONTACT_INBOX_TEXT = {
  empty: "No messages found",
  deleteConfirm: "Are you sure you want to delete this message? This action cannot be undone.",
  detailsTitle: "Message Details",
  loadFailed: {
    title: "Error loading messages",
    message: "Failed to load contact messages. Please try again.",
  },
  errorTitle: "Error",
  success: {
    read: "Message marked as read",
    replied: "Message marked as replied",
    priority: "Priority updated",
    archived: "Message archived",
    deleted: "Message deleted",
    notes: "Notes saved",
  },
  failure: {
    status: "Failed to update message status.",
    priority: "Failed to update message priority.",
    archive: "Failed to archive message.",
    delete: "Failed to delete message.",
    notes: "Failed to save notes.",
  },
} as const;
