import { findModel, modelTier } from "@common/ai-models";
import { AI_FEATURE_CARDS } from "@common/schemas/ai";
import type { AiSettings } from "@common/schemas/ai-settings";
import { Cpu, KeyRound, type LucideIcon, SlidersHorizontal } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { UsageOverview } from "~/features/ai";
import { AI_SETTINGS_COPY } from "./copy";
import { Facts, InfoCard } from "./info-card";
import {
  enabledFeatureCount,
  keyMaskShown,
  modelName,
  providerName,
  showsBaseUrl,
  storedKeyText,
  TIER_TONES,
} from "./settings-view";

const T = AI_SETTINGS_COPY.cards;

/** Every card's own words: its title, what it is for, and the button that opens its dialog. */
type CardWords = { title: string; description: string; button: string };

export type SettingsDialog = "key" | "model" | "preferences";

/** What the Overview and Features tabs get: the settings, whether they may be changed, and the dialogs. */
export type SettingsTabProps = {
  settings: AiSettings;
  canEdit: boolean;
  onOpen: (dialog: SettingsDialog) => void;
};

/**
 * Overview (spec 2 §2): the three cards that open API Configuration, Model Selection and AI
 * Preferences, each showing what is set now, and the usage figures under them.
 */
export function OverviewTab({ settings, canEdit, onOpen }: SettingsTabProps) {
  const model = findModel(settings.ai_provider, settings.ai_model);
  const keyText = (
    <span className={keyMaskShown(settings) ? "font-mono" : undefined} data-testid="overview-key">
      {storedKeyText(settings)}
    </span>
  );
  const cards: {
    dialog: SettingsDialog;
    icon: LucideIcon;
    words: CardWords;
    badge?: ReactNode;
    body: ReactNode;
  }[] = [
    {
      dialog: "key",
      icon: KeyRound,
      words: T.api,
      body: (
        <Facts
          rows={[
            [T.api.provider, providerName(settings.ai_provider)],
            [T.api.key, keyText],
            ...(showsBaseUrl(settings.ai_provider)
              ? [[T.api.baseUrl, settings.ai_base_url ?? T.api.defaultBaseUrl] as const]
              : []),
          ]}
        />
      ),
    },
    {
      dialog: "model",
      icon: Cpu,
      words: T.model,
      badge: model ? <Badge tone={TIER_TONES[modelTier(model)]}>{modelTier(model)}</Badge> : null,
      body: (
        <>
          <p className="font-medium" data-testid="overview-model">
            {modelName(settings)}
          </p>
          <p className="text-muted">
            {model ? model.description : settings.ai_model ? T.model.custom : null}
          </p>
        </>
      ),
    },
    {
      dialog: "preferences",
      icon: SlidersHorizontal,
      words: T.preferences,
      body: (
        <Facts
          rows={[
            ["AI", settings.ai_enabled ? T.preferences.enabled : T.preferences.disabled],
            ["Features", T.preferences.features(enabledFeatureCount(settings), AI_FEATURE_CARDS.length)],
          ]}
        />
      ),
    },
  ];

  return (
    <div className="space-y-6">
      <div className="grid gap-4 md:grid-cols-3">
        {cards.map(({ dialog, icon, words, badge, body }) => (
          <InfoCard
            key={dialog}
            icon={icon}
            title={words.title}
            description={words.description}
            badge={badge}
            action={
              canEdit ? (
                <Button variant="secondary" className="w-full" onClick={() => onOpen(dialog)}>
                  {words.button}
                </Button>
              ) : null
            }
          >
            {body}
          </InfoCard>
        ))}
      </div>
      <UsageOverview settings={settings} />
    </div>
  );
}
