import { AI_FEATURE_CARDS } from "@common/schemas/ai";
import type { AiSettings } from "@common/schemas/ai-settings";
import { PowerOff } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { AI_SETTINGS_COPY } from "./copy";
import { featureIcon } from "./feature-icons";
import { InfoCard } from "./info-card";
import type { SettingsDialog } from "./overview-tab";

const T = AI_SETTINGS_COPY.features;

/**
 * Features (spec 2 §2): a card per AI feature with its state and Configure (AI Preferences). A
 * feature is active only while AI is on; while it is off the tab first asks to set up a provider.
 */
export function FeaturesTab({
  settings,
  canEdit,
  onOpen,
}: {
  settings: AiSettings;
  canEdit: boolean;
  onOpen: (dialog: SettingsDialog) => void;
}) {
  return (
    <div className="space-y-4">
      {settings.ai_enabled ? null : (
        <div
          role="status"
          className="flex flex-col gap-3 rounded-lg border border-dashed border-border p-5 sm:flex-row sm:items-center"
        >
          <PowerOff aria-hidden="true" className="h-6 w-6 shrink-0 text-muted" />
          <div className="flex-1">
            <p className="font-medium">{T.setupTitle}</p>
            <p className="text-sm text-muted">{T.setupMessage}</p>
          </div>
          {canEdit ? (
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => onOpen("key")}>{T.setupKey}</Button>
              <Button variant="secondary" onClick={() => onOpen("preferences")}>
                {T.setupPreferences}
              </Button>
            </div>
          ) : null}
        </div>
      )}
      <ul aria-label={T.title} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {AI_FEATURE_CARDS.map((feature) => {
          const active = settings.ai_enabled && settings.ai_features_enabled[feature.id];
          return (
            <li key={feature.id} aria-label={feature.name} className="flex">
              <InfoCard
                className="w-full"
                icon={featureIcon(feature)}
                title={feature.name}
                description={feature.description}
                badge={<Badge tone={active ? "green" : "gray"}>{active ? T.active : T.inactive}</Badge>}
                action={
                  canEdit ? (
                    <Button
                      variant="secondary"
                      aria-label={`${T.configure} ${feature.name}`}
                      onClick={() => onOpen("preferences")}
                    >
                      {T.configure}
                    </Button>
                  ) : null
                }
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
