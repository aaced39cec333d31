import type { AiSettings } from "@common/schemas/ai-settings";

/** CONTRACT STUB: replaced by the assistant helper. */
export function InsightsTab(_props: { settings: AiSettings }) {
  return null;
}
