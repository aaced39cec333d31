import { CSV_BOM, type CsvValue, csvLine } from "@server/lib/csv";
import type { QuoteRequestRow } from "@server/services/quote-requests";

/** The export's columns: every field of spec 2 §3 "Requirement form", in its order. */
const COLUMNS = [
  "id",
  "name",
  "email",
  "phone",
  "company",
  "project_title",
  "project_type",
  "budget_range",
  "timeline",
  "project_description",
  "platforms",
  "technologies_preferred",
  "features_needed",
  "inspiration_references",
  "special_requirements",
  "referral_source",
  "status",
  "priority",
  "admin_notes",
  "estimated_cost",
  "created_at",
] as const satisfies readonly (keyof QuoteRequestRow)[];

export const csvHeader = () => CSV_BOM + csvLine(COLUMNS);

export const csvRow = (row: QuoteRequestRow) => csvLine(COLUMNS.map((column) => row[column] as CsvValue));

/** quote-requests_2025-05-01.csv (the day in UTC). */
export const csvFileName = (now = new Date()) => `quote-requests_${now.toISOString().slice(0, 10)}.csv`;
