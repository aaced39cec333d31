import type { AiSettings } from "@common/schemas/ai-settings";

export type ChatDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  settings: AiSettings;
  onConfigure?: () => void;
};

/** CONTRACT STUB: "AI Query Assistant" dialog around ChatPanel. */
export function ChatDialog(_props: ChatDialogProps) {
  return null;
}
