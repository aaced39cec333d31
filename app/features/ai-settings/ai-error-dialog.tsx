import type { AiError } from "@common/schemas/ai-settings";

export type AiErrorDialogProps = {
  /** null: closed. */
  error: AiError | null;
  onClose: () => void;
  /** Shown as "Try Again" when given. */
  onRetry?: () => void;
};

/**
 * CONTRACT STUB: spec 2 §8 error details dialog (severity Critical / Warning / Error, the message,
 * suggestions, Copy Details, Try Again, Close). The settings helper replaces it.
 */
export function AiErrorDialog(_props: AiErrorDialogProps) {
  return null;
}
