import {
  AI_PROVIDER_CATALOGUE,
  AI_PROVIDER_LIST,
  type AiModel,
  type AiProvider,
  findModel,
  modelTier,
  performanceStars,
} from "@common/ai-models";
import { AI_TEXT, type AiSettings } from "@common/schemas/ai-settings";
import { Star } from "lucide-react";
import { useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Dialog } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { SelectField } from "~/components/ui/select-field";
import { showToast } from "~/features/admin-kit";
import { cn } from "~/lib/cn";
import { AI_SETTINGS_COPY } from "./copy";
import { type SettingsDialogProps, SettingsForm, useSaveWithToasts } from "./settings-form";
import { modelDialogPatch, modelName, TIER_TONES } from "./settings-view";

const T = AI_SETTINGS_COPY.modelDialog;
const PROVIDER_OPTIONS = AI_PROVIDER_LIST.map((p) => ({ value: p.id, label: p.name }));

/**
 * Select AI Model (spec 2 §2, §9): the provider's models as cards — name, description, context
 * size, cost per 1K tokens, tier (Free / Budget / Premium) and performance stars — or a model id
 * typed by hand for a local or OpenAI-compatible server. Changing the provider clears the choice.
 */
export function ModelDialog({ open, onOpenChange, settings }: SettingsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={T.title} description={T.description} size="4xl">
      <ModelForm settings={settings} onClose={() => onOpenChange(false)} />
    </Dialog>
  );
}

function ModelForm({ settings, onClose }: { settings: AiSettings; onClose: () => void }) {
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
    <SettingsForm
      label={T.title}
      onSubmit={() => void submit()}
      onCancel={onClose}
      cancelLabel={T.cancel}
      submitLabel={T.save}
      pendingLabel={T.saving}
      pending={pending}
    >
      <SelectField
        label={T.provider}
        options={PROVIDER_OPTIONS}
        value={provider}
        onChange={(e) => {
          setProvider(e.target.value as AiProvider);
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

/** One model as a radio card; the whole card selects it, the radio keeps keyboard and screen readers. */
function ModelCard({ model, checked, onSelect }: { model: AiModel; checked: boolean; onSelect: () => void }) {
  const tier = modelTier(model);
  const stars = performanceStars(model);
  return (
    <label
      className={cn(
        "flex h-full cursor-pointer flex-col gap-2 rounded-lg border p-3 transition",
        "has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-primary",
        checked ? "border-primary bg-primary/5" : "border-border hover:bg-black/5 dark:hover:bg-white/5",
      )}
    >
      <span className="flex items-start justify-between gap-2">
        <span className="flex items-center gap-2">
          <input
            type="radio"
            name="ai-model"
            value={model.id}
            checked={checked}
            onChange={onSelect}
            className="h-4 w-4 accent-[var(--color-primary)]"
          />
          <span className="font-semibold">{model.name}</span>
        </span>
        <Badge tone={TIER_TONES[tier]}>{tier}</Badge>
      </span>
      <span className="text-sm text-muted">{model.description}</span>
      <span className="flex flex-wrap items-center justify-between gap-2 text-xs">
        <span className="flex items-center" title={T.stars(stars)}>
          {[1, 2, 3, 4, 5].map((n) => (
            <Star
              key={n}
              aria-hidden="true"
              className={cn(
                "h-3.5 w-3.5",
                n <= stars ? "fill-yellow-500 text-yellow-500" : "text-gray-300 dark:text-gray-600",
              )}
            />
          ))}
          <span className="sr-only">{T.stars(stars)}</span>
        </span>
        <span className="text-muted">{T.maxTokens(model.maxTokens)}</span>
        <span className="text-muted">{T.cost(model.costPer1kTokens)}</span>
      </span>
    </label>
  );
}
