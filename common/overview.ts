import { formatBytes } from "./format-bytes";

/** The Overview's words (spec 2 §2) beyond the section's figures. */
export const OVERVIEW_TEXT = {
  /** statfs of DATA_DIR: the volume the database, secret and uploads live on. */
  disk: "Disk (data directory)",
  unknown: "Unknown",
} as const;

export type DiskUsage = { used_bytes: number; total_bytes: number; used_percent: number };

/** "10% used — 12.3 GB of 120 GB". */
export function diskUsageText(disk: DiskUsage): string {
  return `${disk.used_percent}% used — ${formatBytes(disk.used_bytes)} of ${formatBytes(disk.total_bytes)}`;
}
