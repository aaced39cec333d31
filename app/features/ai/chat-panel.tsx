import type { AiSettings } from "@common/schemas/ai-settings";

export type ChatPanelProps = {
  settings: AiSettings;
  /** "page": the Chat tab (Enter sends); "dialog": the Ask AI dialog (Enter sends, Shift+Enter new line). */
  variant: "page" | "dialog";
  /** Opens the Configure API Key dialog (from the "not configured" guard). */
  onConfigure?: () => void;
};

/** CONTRACT STUB: the streamed chat assistant. */
export function ChatPanel(_props: ChatPanelProps) {
  return null;
}
