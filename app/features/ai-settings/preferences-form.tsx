import { AI_FEATURE_CARDS } from "@common/schemas/ai";
import { AI_TEXT, type AiFeatureFlags } from "@common/schemas/ai-settings";
import { useState } from "react";
import { CheckboxField } from "~/components/ui/checkbox-field";
import { AI_SETTINGS_COPY } from "./copy";
import { SettingsForm, type SettingsFormProps, useSaveWithToasts } from "./settings-form";

const T = AI_SETTINGS_COPY.preferencesDialog;

/**
 * AI Preferences (spec 2 §2, §4): the master switch and the five feature toggles, which are
 * disabled while AI is off (their choices are kept for when it is turned on again).
 */
export function PreferencesForm({ settings, onClose }: SettingsFormProps) {
  const [enabled, setEnabled] = useState(settings.ai_enabled);
  const [features, setFeatures] = useState<AiFeatureFlags>(settings.ai_features_enabled);
  const { run: save, pending } = useSaveWithToasts(AI_TEXT.saveFailed, AI_TEXT.updateFailed);

  async function submit() {
    const done = { title: AI_TEXT.settingsSaved, description: T.saved };
    if (await save({ ai_enabled: enabled, ai_features_enabled: features }, done)) onClose();
  }

  return (
    <SettingsForm words={T} onSubmit={() => void submit()} onCancel={onClose} pending={pending}>
      <CheckboxField
        role="switch"
        aria-checked={enabled}
        label={T.master}
        hint={T.masterHint}
        checked={enabled}
        onChange={(e) => setEnabled(e.target.checked)}
      />
      <fieldset
        disabled={!enabled}
        className="space-y-3 rounded-md border border-border p-3 disabled:opacity-60"
      >
        <legend className="px-1 text-sm font-medium">{T.features}</legend>
        {AI_FEATURE_CARDS.map((f) => (
          <CheckboxField
            key={f.id}
            role="switch"
            aria-checked={features[f.id]}
            label={f.name}
            hint={f.description}
            checked={features[f.id]}
            onChange={(e) => setFeatures((all) => ({ ...all, [f.id]: e.target.checked }))}
          />
        ))}
      </fieldset>
    </SettingsForm>
  );
}
