import type { AiError, AiErrorSeverity } from "@common/schemas/ai-settings";
import { AI_TEXT } from "@common/schemas/ai-settings";
import { AlertCircle, AlertTriangle, Copy, type LucideIcon, OctagonX, RotateCcw } from "lucide-react";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { showToast } from "~/features/admin-kit";
import { DEFAULT_SUGGESTIONS, errorDetailsText, SEVERITY_LABELS } from "./settings-view";

export type AiErrorDialogProps = {
  /** null: closed. */
  error: AiError | null;
  onClose: () => void;
  /** Shown as "Try Again" when given. */
  onRetry?: () => void;
};

const SEVERITY_LOOK: Record<AiErrorSeverity, { icon: LucideIcon; tone: BadgeTone; colour: string }> = {
  critical: { icon: OctagonX, tone: "red", colour: "text-red-700 dark:text-red-300" },
  warning: { icon: AlertTriangle, tone: "yellow", colour: "text-yellow-700 dark:text-yellow-300" },
  error: { icon: AlertCircle, tone: "orange", colour: "text-orange-700 dark:text-orange-300" },
};

/**
 * Spec 2 §8 error details: the severity (Critical / Warning / Error) with its icon and colour, the
 * provider's own message, its code and status, advice (the default advice when it brings none),
 * and Copy Details, Try Again (when the action can be repeated) and Close.
 */
export function AiErrorDialog({ error, onClose, onRetry }: AiErrorDialogProps) {
  return (
    <Dialog
      open={error !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Error Details"
      size="md"
    >
      {error ? <ErrorDetails error={error} onClose={onClose} onRetry={onRetry} /> : null}
    </Dialog>
  );
}

function ErrorDetails({ error, onClose, onRetry }: AiErrorDialogProps & { error: AiError }) {
  const look = SEVERITY_LOOK[error.severity];
  const Icon = look.icon;
  const suggestions = error.suggestions.length > 0 ? error.suggestions : DEFAULT_SUGGESTIONS;

  async function copy() {
    try {
      await navigator.clipboard.writeText(errorDetailsText(error));
      showToast("success", {
        title: AI_TEXT.copied,
        description: "The error details are on your clipboard.",
      });
    } catch {
      showToast("error", { title: "Copy failed", description: "Select the details and copy them by hand." });
    }
  }

  return (
    <div className="space-y-4">
      <div className="flex items-start gap-3">
        <Icon aria-hidden="true" className={`mt-0.5 h-6 w-6 shrink-0 ${look.colour}`} />
        <div className="min-w-0 space-y-2">
          <Badge tone={look.tone}>{SEVERITY_LABELS[error.severity]}</Badge>
          <p role="alert" className="break-words" data-testid="ai-error-message">
            {error.message}
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">Code</dt>
        <dd className="font-mono break-all">{error.code}</dd>
        {error.status === null ? null : (
          <>
            <dt className="text-muted">Status</dt>
            <dd className="font-mono">{error.status}</dd>
          </>
        )}
        <dt className="text-muted">Time</dt>
        <dd>
          <time dateTime={error.timestamp}>{new Date(error.timestamp).toLocaleString("en-US")}</time>
        </dd>
      </dl>
      <div>
        <h3 className="text-sm font-semibold">Suggestions</h3>
        <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-muted">
          {suggestions.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="h-4 w-4" />
          Copy Details
        </Button>
        {onRetry ? (
          <Button
            variant="secondary"
            onClick={() => {
              onClose();
              onRetry();
            }}
          >
            <RotateCcw aria-hidden="true" className="h-4 w-4" />
            Try Again
          </Button>
        ) : null}
        <Button data-autofocus="" onClick={onClose}>
          Close
        </Button>
      </div>
    </div>
  );
}
