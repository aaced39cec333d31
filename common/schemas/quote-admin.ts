import { z } from "zod";
import { PRIORITIES, REQUIREMENT_STATUSES } from "../options";

/**
 * The back office's quote request editor (spec 2 §2 Requirement Forms manager, §4, §5), shared by
 * `PATCH /api/v1/admin/quote-requests/{id}` and the detail dialog. Texts the spec leaves open.
 */
export const QUOTE_ADMIN_LIMITS = {
  adminNotes: 5000,
  /** numeric(14, 2): twelve digits before the point, two after. */
  costIntegerDigits: 12,
  costDecimals: 2,
} as const;

export const QUOTE_ADMIN_TEXT = {
  costNotNumber: "Estimated cost must be a number, e.g. 2500 or 2500.50",
  costNegative: "Estimated cost cannot be negative",
  costDecimals: "Estimated cost can have at most 2 decimal places",
  costTooLarge: "Estimated cost is too large",
  notesTooLong: `Admin notes must be at most ${QUOTE_ADMIN_LIMITS.adminNotes} characters`,
  nothingToUpdate: "Send at least one of status, priority, admin_notes or estimated_cost",
} as const;

/**
 * Estimated cost, "parsed as a decimal" (spec 2 §5): a number or a numeric string, 0 or more,
 * at most two decimals. Blank or null clears it. Answers the exact decimal text for the numeric
 * column (no binary floating point on the way), or null.
 */
export const EstimatedCostSchema = z
  .union([z.number(), z.string(), z.null()])
  .transform((value, ctx): string | null => {
    if (value === null) return null;
    const text = typeof value === "number" ? String(value) : value.trim();
    if (text === "") return null;
    if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) {
      ctx.addIssue({ code: "custom", message: QUOTE_ADMIN_TEXT.costNotNumber });
      return z.NEVER;
    }
    if (text.startsWith("-") && /[1-9]/.test(text)) {
      ctx.addIssue({ code: "custom", message: QUOTE_ADMIN_TEXT.costNegative });
      return z.NEVER;
    }
    const [whole = "", fraction = ""] = text.replace(/^[+-]/, "").split(".");
    if (fraction.length > QUOTE_ADMIN_LIMITS.costDecimals) {
      ctx.addIssue({ code: "custom", message: QUOTE_ADMIN_TEXT.costDecimals });
      return z.NEVER;
    }
    const digits = whole.replace(/^0+(?=\d)/, "") || "0";
    if (digits.length > QUOTE_ADMIN_LIMITS.costIntegerDigits) {
      ctx.addIssue({ code: "custom", message: QUOTE_ADMIN_TEXT.costTooLarge });
      return z.NEVER;
    }
    return fraction ? `${digits}.${fraction}` : digits;
  });

/** Internal notes; blank is stored as null. */
export const AdminNotesSchema = z
  .string()
  .max(QUOTE_ADMIN_LIMITS.adminNotes, QUOTE_ADMIN_TEXT.notesTooLong)
  .nullable()
  .transform((v) => (v && v.trim() !== "" ? v : null));

/** A partial update: the actions menu sends status or priority, the dialog notes and cost. */
export const QuoteRequestUpdateSchema = z
  .object({
    status: z.enum(REQUIREMENT_STATUSES, { error: "Choose a valid status" }).optional(),
    priority: z.enum(PRIORITIES, { error: "Choose a valid priority" }).optional(),
    admin_notes: AdminNotesSchema.optional(),
    estimated_cost: EstimatedCostSchema.optional(),
  })
  .refine((patch) => Object.values(patch).some((v) => v !== undefined), QUOTE_ADMIN_TEXT.nothingToUpdate);
export type QuoteRequestUpdate = z.output<typeof QuoteRequestUpdateSchema>;

/** Spec 2 §3: the requirement form stats, computed in SQL. */
export const QUOTE_STAT_KEYS = [
  "total",
  "new",
  "reviewing",
  "quoted",
  "accepted",
  "rejected",
  "archived",
  "high_priority",
  "urgent",
  "this_month",
  "this_week",
] as const;
export type QuoteRequestStats = Record<(typeof QUOTE_STAT_KEYS)[number], number>;

/** A quote request as the admin API answers it (dates as ISO text, cost as decimal text). */
export type AdminQuoteRequest = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  project_title: string | null;
  project_type: string;
  budget_range: string | null;
  timeline: string | null;
  project_description: string;
  platforms: string[];
  technologies_preferred: string[];
  features_needed: string[];
  inspiration_references: string | null;
  special_requirements: string | null;
  referral_source: string | null;
  status: string;
  priority: string;
  admin_notes: string | null;
  estimated_cost: string | null;
  source: string | null;
  ip_address: string | null;
  created_at: string;
  updated_at: string;
};
