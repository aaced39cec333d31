import type { AiSettings } from "@common/schemas/ai-settings";
import { Dialog } from "~/components/ui/dialog";
import { ChatPanel } from "./chat-panel";

export type ChatDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  settings: AiSettings;
  onConfigure?: () => void;
};

/**
 * The "AI Query Assistant" dialog (the header's Ask AI, the floating chat button): the chat with
 * the focus in its input (Enter sends, Shift+Enter a new line). Closing it ends an answer still
 * arriving and returns the focus to the button that opened it; a new opening starts afresh.
 */
export function ChatDialog({ open, onOpenChange, settings, onConfigure }: ChatDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="AI Query Assistant"
      description="Ask about your quote requests, messages and content."
      size="lg"
    >
      <ChatPanel
        settings={settings}
        variant="dialog"
        onConfigure={
          onConfigure
            ? () => {
                onOpenChange(false);
                onConfigure();
              }
            : undefined
        }
      />
    </Dialog>
  );
}
