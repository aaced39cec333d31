import {
  AI_PROVIDER_CATALOGUE,
  type AiModel,
  type AiProvider,
  findModel,
  modelTier,
  performanceStars,
} from "@common/ai-models";
import { AI_TEXT } from "@common/schemas/ai-settings";
import { useId, useState } from "react";
import { Badge } from "~/components/ui/badge";
import { FormField } from "~/components/ui/form-field";
import { stretchedTarget } from "~/components/ui/stretched";
import { showToast } from "~/features/admin-kit";
import { StarRating } from "~/features/public-content/star-rating";
import { cn } from "~/lib/cn";
import { AI_SETTINGS_COPY } from "./copy";
import { ProviderSelect, SettingsForm, type SettingsFormProps, useSaveWithToasts } from "./settings-form";
import { modelDialogPatch, modelName, TIER_TONES } from "./settings-view";

const T = AI_SETTINGS_COPY.modelDialog;

/**
 * Select AI Model (spec 2 §2, §9): the provider's models as cards — name, description, context
 * size, cost per 1K tokens, tier (Free / Budget / Premium) and performance stars — or a model id
 * typed by hand for a local or OpenAI-compatible server. Changing the provider clears the choice.
 */
export function ModelForm({ settings, onClose }: SettingsFormProps) {
  const listed = findModel(settings.ai_provider, settings.ai_model);
  const [provider, setProvider] = useState<AiProvider>(settings.ai_provider);
  const [model, setModel] = useState(listed?.id ?? "");
  const [other, setOther] = useState(listed ? "" : (settings.ai_model ?? ""));
  const { run: save, pending } = useSaveWithToasts(AI_TEXT.selectionFailed, AI_TEXT.updateFailed);
  const chosen = other.trim() || model;

  async function submit() {
    if (!provider || !chosen) {
      showToast("error", { title: AI_TEXT.selectionRequired, description: AI_TEXT.selectionRequiredMessage });
      return;
    }
    const name = modelName({ ai_provider: provider, ai_model: chosen });
    const done = { title: AI_TEXT.modelSelected, description: T.saved(name) };
    if (await save(modelDialogPatch(provider, chosen, settings), done)) onClose();
  }

  return (
    <SettingsForm words={T} onSubmit={() => void submit()} onCancel={onClose} pending={pending}>
      <ProviderSelect
        label={T.provider}
        value={provider}
        onChange={(next) => {
          setProvider(next);
          setModel("");
          setOther("");
        }}
      />
      <fieldset className="min-w-0">
        <legend className="mb-2 text-sm font-medium">{T.models}</legend>
        <ul className="grid gap-3 sm:grid-cols-2">
          {AI_PROVIDER_CATALOGUE[provider].models.map((m) => (
            <li key={m.id}>
              <ModelCard
                model={m}
                checked={!other.trim() && model === m.id}
                onSelect={() => {
                  setModel(m.id);
                  setOther("");
                }}
              />
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="space-y-1">
        <FormField
          label={T.other}
          autoComplete="off"
          spellCheck={false}
          value={other}
          onChange={(e) => setOther(e.target.value)}
        />
        <p className="text-xs text-muted">{T.otherHint}</p>
      </div>
    </SettingsForm>
  );
}

/**
 * One model as a radio card: the radio is named by the model, described by its tier and figures,
 * and its label stretches over the card, so a click anywhere selects it.
 */
function ModelCard({ model, checked, onSelect }: { model: AiModel; checked: boolean; onSelect: () => void }) {
  const id = useId();
  const tier = modelTier(model);
  return (
    <div
      className={cn(
        "relative flex h-full flex-col gap-2 rounded-lg border p-3 transition",
        "has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-primary",
        checked ? "border-primary bg-primary/5" : "border-border hover:bg-black/5 dark:hover:bg-white/5",
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <span className="flex items-center gap-2">
          <input
            id={id}
            type="radio"
            name="ai-model"
            value={model.id}
            checked={checked}
            onChange={onSelect}
            aria-describedby={`${id}-tier ${id}-about`}
            className="relative z-10 h-4 w-4 accent-[var(--color-primary)] focus-visible:outline-none"
          />
          <label
            htmlFor={id}
            className={cn(stretchedTarget, "cursor-pointer font-semibold after:rounded-lg")}
          >
            {model.name}
          </label>
        </span>
        <span id={`${id}-tier`}>
          <Badge tone={TIER_TONES[tier]}>{tier}</Badge>
        </span>
      </div>
      <div id={`${id}-about`} className="space-y-2">
        <p className="text-sm text-muted">{model.description}</p>
        <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted">
          <StarRating rating={performanceStars(model)} label={T.stars} className="h-3.5" />
          <span>{T.maxTokens(model.maxTokens)}</span>
          <span>{T.cost(model.costPer1kTokens)}</span>
        </div>
      </div>
    </div>
  );
}
