import { findModel, modelTier } from "@common/ai-models";
import { AI_FEATURE_CARDS } from "@common/schemas/ai";
import type { AiSettings } from "@common/schemas/ai-settings";
import { Cpu, KeyRound, SlidersHorizontal } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { UsageOverview } from "~/features/ai";
import { AI_SETTINGS_COPY } from "./copy";
import { Facts, InfoCard } from "./info-card";
import {
  enabledFeatureCount,
  modelName,
  providerName,
  showsBaseUrl,
  storedKeyText,
  TIER_TONES,
} from "./settings-view";

const T = AI_SETTINGS_COPY.cards;

export type SettingsDialog = "key" | "model" | "preferences";

/**
 * Overview (spec 2 §2): the three cards that open API Configuration, Model Selection and AI
 * Preferences, each showing what is set now, and the usage figures under them.
 */
export function OverviewTab({
  settings,
  canEdit,
  onOpen,
}: {
  settings: AiSettings;
  canEdit: boolean;
  onOpen: (dialog: SettingsDialog) => void;
}) {
  const model = findModel(settings.ai_provider, settings.ai_model);
  const open = (dialog: SettingsDialog, label: string) =>
    canEdit ? (
      <Button variant="secondary" className="w-full" onClick={() => onOpen(dialog)}>
        {label}
      </Button>
    ) : null;

  return (
    <div className="space-y-6">
      <div className="grid gap-4 md:grid-cols-3">
        <InfoCard
          icon={KeyRound}
          title={T.api.title}
          description={T.api.description}
          action={open("key", T.api.button)}
        >
          <Facts
            rows={[
              [T.api.provider, providerName(settings.ai_provider)],
              [
                T.api.key,
                <span key="key" className="font-mono" data-testid="overview-key">
                  {storedKeyText(settings)}
                </span>,
              ],
              ...(showsBaseUrl(settings.ai_provider)
                ? [[T.api.baseUrl, settings.ai_base_url ?? T.api.defaultBaseUrl] as const]
                : []),
            ]}
          />
        </InfoCard>
        <InfoCard
          icon={Cpu}
          title={T.model.title}
          description={T.model.description}
          badge={model ? <Badge tone={TIER_TONES[modelTier(model)]}>{modelTier(model)}</Badge> : null}
          action={open("model", T.model.button)}
        >
          <p className="font-medium" data-testid="overview-model">
            {modelName(settings)}
          </p>
          <p className="text-muted">
            {model ? model.description : settings.ai_model ? T.model.custom : null}
          </p>
        </InfoCard>
        <InfoCard
          icon={SlidersHorizontal}
          title={T.preferences.title}
          description={T.preferences.description}
          action={open("preferences", T.preferences.button)}
        >
          <Facts
            rows={[
              ["AI", settings.ai_enabled ? T.preferences.enabled : T.preferences.disabled],
              ["Features", T.preferences.features(enabledFeatureCount(settings), AI_FEATURE_CARDS.length)],
            ]}
          />
        </InfoCard>
      </div>
      <UsageOverview settings={settings} />
    </div>
  );
}
