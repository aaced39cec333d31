import type { AiRecommendation } from "@common/schemas/ai";
import { AI_TEXT, type AiError, type AiSettings } from "@common/schemas/ai-settings";
import { Lightbulb, Loader2 } from "lucide-react";
import { useState } from "react";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { EmptyState, ListSkeleton, LoadFailed } from "~/features/admin-kit/list-states";
import { AiErrorDialog } from "~/features/ai-settings/ai-error-dialog";
import { ApiClientError } from "~/lib/api";
import { formatDateTime } from "~/lib/format-date";
import { toast } from "~/lib/toast";
import { SEVERITY_TONES } from "./format";
import { type ChatGuard, guardOfMessage, recommendationsGuard } from "./guards";
import { GuardNotice, ItemCard, Panel } from "./panel";
import { useAiInsights, useGenerateRecommendations } from "./resource";

const EFFORT_TONES: Record<AiRecommendation["effort"], BadgeTone> = {
  low: "green",
  medium: "yellow",
  high: "orange",
};
const IMPACT_TONES: Record<AiRecommendation["impact"], BadgeTone> = {
  low: "gray",
  medium: "blue",
  high: "purple",
};

/**
 * The Insights tab: "Ask AI for Insights" has the configured model suggest what to do next from
 * the site's own figures; its recommendations are stored with their date and listed newest first.
 */
export function InsightsTab({ settings }: { settings: AiSettings }) {
  const guard = recommendationsGuard(settings);
  const stored = useAiInsights();
  const generate = useGenerateRecommendations();
  const [failure, setFailure] = useState<AiError | null>(null);
  /** The server's guard (settings changed elsewhere since the page loaded). */
  const [refusal, setRefusal] = useState<ChatGuard | null>(null);
  const shownGuard = guard ?? refusal;

  function ask() {
    setRefusal(null);
    generate.mutate(undefined, {
      onSuccess: (result) => {
        if (result.error) {
          setFailure(result.error);
          toast.error(AI_TEXT.queryFailed, { description: result.error.message });
          return;
        }
        const n = result.recommendations.length;
        toast.success("Recommendations Ready", {
          description: `${n} new recommendation${n === 1 ? "" : "s"} from your data.`,
        });
      },
      onError: (error) => {
        const refused = error instanceof ApiClientError ? guardOfMessage(error.message) : null;
        if (refused) setRefusal(refused);
        toast.error(AI_TEXT.queryFailed, { description: error.message });
      },
    });
  }

  return (
    <Panel
      title="AI Recommendations"
      description="Suggestions from your configured model, drawn from your leads, messages and content."
      action={
        <Button onClick={ask} disabled={Boolean(guard) || generate.isPending}>
          {generate.isPending ? (
            <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
          ) : (
            <Lightbulb aria-hidden="true" className="h-4 w-4" />
          )}
          {generate.isPending ? "Asking AI…" : "Ask AI for Insights"}
        </Button>
      }
    >
      {shownGuard ? (
        <div className="mb-4">
          <GuardNotice message={shownGuard.message} />
        </div>
      ) : null}

      {stored.isError ? (
        <LoadFailed
          message="The recommendations could not be loaded."
          onRetry={() => void stored.refetch()}
        />
      ) : !stored.data ? (
        <ListSkeleton rows={2} />
      ) : stored.data.recommendations.length === 0 ? (
        <EmptyState title="No recommendations yet">
          <p className="text-sm text-muted">
            Ask AI for Insights to get suggestions; they are kept here with their date.
          </p>
        </EmptyState>
      ) : (
        <ul className="space-y-3" aria-label="Recommendations">
          {stored.data.recommendations.map((rec) => (
            <li key={rec.id}>
              <RecommendationCard rec={rec} />
            </li>
          ))}
        </ul>
      )}

      <AiErrorDialog
        error={failure}
        onClose={() => setFailure(null)}
        onRetry={
          guard
            ? undefined
            : () => {
                setFailure(null);
                ask();
              }
        }
      />
    </Panel>
  );
}

function RecommendationCard({ rec }: { rec: AiRecommendation }) {
  return (
    <ItemCard
      testId="ai-recommendation"
      title={rec.title}
      aside={
        <time dateTime={rec.timestamp} className="text-xs text-muted">
          {formatDateTime(rec.timestamp)}
        </time>
      }
    >
      <ul className="flex flex-wrap gap-1.5" aria-label="Ratings">
        <li>
          <Badge tone="gray">{rec.category}</Badge>
        </li>
        <li>
          <Badge tone={SEVERITY_TONES[rec.priority]}>Priority: {rec.priority}</Badge>
        </li>
        <li>
          <Badge tone={IMPACT_TONES[rec.impact]}>Impact: {rec.impact}</Badge>
        </li>
        <li>
          <Badge tone={EFFORT_TONES[rec.effort]}>Effort: {rec.effort}</Badge>
        </li>
      </ul>
      <p className="text-sm">{rec.description}</p>
      {rec.actions.length > 0 ? (
        <div>
          <p className="text-sm font-medium">Actions</p>
          <ul className="list-disc pl-5 text-sm text-muted">
            {rec.actions.map((action) => (
              <li key={action}>{action}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </ItemCard>
  );
}
