import type { AI_SEVERITIES } from "@common/schemas/ai";
import type { BadgeTone } from "~/components/ui/badge";

/** The assistant's figures as text (cost, response time, tokens, a chart's day). */

/** US dollars: small amounts keep four decimals ("$0.0012"), the rest two ("$1.23"). */
export function formatCost(usd: number): string {
  if (usd === 0) return "$0.00";
  if (Math.abs(usd) < 0.01) return `$${usd.toFixed(4)}`;
  return `$${usd.toFixed(2)}`;
}

/** A response time: "850 ms" under a second, "1.2 s" above; "—" when there is none yet. */
export function formatLatency(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return "—";
  if (ms < 1000) return `${Math.round(ms)} ms`;
  return `${(ms / 1000).toFixed(1)} s`;
}

/** Token counts with thousands separators ("12,345"). */
export function formatTokens(tokens: number): string {
  return tokens.toLocaleString("en-US");
}

/** A UTC day ("2025-03-04") as a chart's axis shows it: "Mar 4". */
export function formatDay(day: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return date.toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
}

export const SEVERITY_TONES: Record<(typeof AI_SEVERITIES)[number], BadgeTone> = {
  low: "blue",
  medium: "yellow",
  high: "red",
};
