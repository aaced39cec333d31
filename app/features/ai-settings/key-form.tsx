import { AI_PROVIDER_CATALOGUE, type AiProvider } from "@common/ai-models";
import {
  AI_TEXT,
  type AiError,
  type AiKeyCheck,
  type AiSettings,
  validateApiKey,
} from "@common/schemas/ai-settings";
import { CheckCircle2, KeyRound, PlugZap } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { showToast } from "~/features/admin-kit";
import { ApiClientError } from "~/lib/api";
import { AiErrorDialog } from "./ai-error-dialog";
import { AI_SETTINGS_COPY } from "./copy";
import { useTestAiConnection } from "./resource";
import { ProviderSelect, SettingsForm, type SettingsFormProps, useSaveWithToasts } from "./settings-form";
import {
  aiErrorOf,
  canSaveKey,
  hasKeyForSave,
  type KeyDialogValues,
  keyDialogPatch,
  keyDialogTest,
  showsBaseUrl,
} from "./settings-view";

const T = AI_SETTINGS_COPY.keyDialog;

function initialValues(settings: AiSettings): KeyDialogValues {
  return {
    provider: settings.ai_provider,
    key: "",
    baseUrl: showsBaseUrl(settings.ai_provider) ? (settings.ai_base_url ?? "") : "",
  };
}

/**
 * Configure API Key (spec 2 §2, §5): the provider, the key (trimmed, checked on blur, write-only:
 * a stored one shows as its mask), the base URL for OpenAI-compatible endpoints and ollama, a real
 * connection test with these values before saving, and Save.
 */
export function KeyForm({ settings, onClose }: SettingsFormProps) {
  const [values, setValues] = useState(() => initialValues(settings));
  /** The key's format check (on blur, and before a save or test); cleared when the key changes. */
  const [check, setCheck] = useState<AiKeyCheck | null>(null);
  const [baseUrlError, setBaseUrlError] = useState<string>();
  const [tested, setTested] = useState<string | null>(null);
  const [failure, setFailure] = useState<AiError | null>(null);
  const { run: save, pending } = useSaveWithToasts(AI_TEXT.saveFailed, AI_TEXT.updateFailed);
  const test = useTestAiConnection();

  const info = AI_PROVIDER_CATALOGUE[values.provider];
  /** The saved provider's stored key: kept when nothing is typed, unless it no longer decrypts. */
  const stored = settings.api_key.set && values.provider === settings.ai_provider ? settings.api_key : null;
  const storedUsable = stored && settings.encryption.readable ? stored : null;

  /** The typed key's format; none to check when nothing is typed and a stored key is kept. */
  function checkKey(v: KeyDialogValues = values): AiKeyCheck | null {
    const result = v.key.trim() === "" && storedUsable ? null : validateApiKey(v.provider, v.key);
    setCheck(result);
    return result;
  }

  const change = (next: Partial<KeyDialogValues>) => {
    setValues((v) => ({ ...v, ...next }));
    setTested(null);
  };

  function changeProvider(provider: AiProvider) {
    const next = { ...values, provider, baseUrl: "" };
    setValues(next);
    setTested(null);
    setBaseUrlError(undefined);
    // A key already typed is checked again for the new provider's format.
    if (next.key.trim()) checkKey(next);
    else setCheck(null);
  }

  /** The typed key passes its format check (or none is typed); else the check shows why. */
  function typedKeyValid(): boolean {
    if (!info.needsKey || values.key.trim() === "") return true;
    return checkKey()?.valid ?? true;
  }

  function showRefusal(err: unknown) {
    if (!(err instanceof ApiClientError) || !err.fields) return;
    if (err.fields.api_key) setCheck({ valid: false, message: err.fields.api_key });
    if (err.fields.ai_base_url) setBaseUrlError(err.fields.ai_base_url);
  }

  async function runTest() {
    setTested(null);
    if (!typedKeyValid()) return;
    try {
      const result = await test.mutateAsync(keyDialogTest(values, settings));
      if (result.success) setTested(T.tested(result.message, result.latency_ms));
      else setFailure(result.error ?? aiErrorOf(new Error(result.message)));
    } catch (err) {
      showRefusal(err);
      setFailure(aiErrorOf(err));
    }
  }

  async function submit() {
    if (!hasKeyForSave(values, settings)) {
      showToast("error", {
        title: AI_TEXT.missingInformation,
        description: AI_TEXT.missingInformationMessage,
      });
      return;
    }
    if (!typedKeyValid()) {
      const message = validateApiKey(values.provider, values.key).message;
      showToast("error", { title: AI_TEXT.invalidKey, description: message });
      return;
    }
    const done = { title: AI_TEXT.keySaved, description: T.saved };
    if (await save(keyDialogPatch(values, settings), done, showRefusal)) onClose();
  }

  const busy = pending || test.isPending;
  const canSave = canSaveKey(values, settings);
  return (
    <>
      <SettingsForm
        words={T}
        onSubmit={() => void submit()}
        onCancel={onClose}
        pending={pending}
        disabled={!canSave || test.isPending}
        actions={
          <Button variant="secondary" disabled={busy || !canSave} onClick={() => void runTest()}>
            <PlugZap aria-hidden="true" className="h-4 w-4" />
            {test.isPending ? T.testing : T.test}
          </Button>
        }
      >
        <ProviderSelect label={T.provider} value={values.provider} onChange={changeProvider} />
        <p className="-mt-2 text-sm text-muted">{info.description}</p>
        {values.provider !== settings.ai_provider && settings.ai_model ? (
          <p role="status" className="rounded-md border border-yellow-600 p-3 text-sm">
            {T.providerChanged}
          </p>
        ) : null}

        {info.needsKey ? (
          <div className="space-y-1">
            <FormField
              label={T.key}
              type="password"
              autoComplete="off"
              spellCheck={false}
              placeholder={T.keyPlaceholder}
              value={values.key}
              error={check && !check.valid ? check.message : undefined}
              onChange={(e) => {
                change({ key: e.target.value });
                setCheck(null);
              }}
              onBlur={() => checkKey()}
            />
            {check?.valid ? (
              <p className="flex items-center gap-1 text-sm text-green-700 dark:text-green-400">
                <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
                {check.message}
              </p>
            ) : null}
            {stored ? (
              <p className="flex items-center gap-1 text-xs text-muted">
                <KeyRound aria-hidden="true" className="h-3 w-3 shrink-0" />
                <span data-testid="key-dialog-stored">
                  {storedUsable ? T.keyStored(storedUsable.mask ?? "") : T.keyUnreadable}
                </span>
              </p>
            ) : null}
          </div>
        ) : (
          <p className="rounded-md border border-border p-3 text-sm">{T.keyNotNeeded}</p>
        )}

        {showsBaseUrl(values.provider) ? (
          <div className="space-y-1">
            <FormField
              label={T.baseUrl}
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder={info.defaultBaseUrl}
              value={values.baseUrl}
              error={baseUrlError}
              onChange={(e) => {
                change({ baseUrl: e.target.value });
                setBaseUrlError(undefined);
              }}
            />
            <p className="text-xs text-muted">
              {values.provider === "ollama" ? T.baseUrlHintOllama : T.baseUrlHint}
            </p>
          </div>
        ) : null}

        <p role="status" className="text-sm text-green-700 empty:hidden dark:text-green-400">
          {tested}
        </p>
      </SettingsForm>
      <AiErrorDialog error={failure} onClose={() => setFailure(null)} onRetry={() => void runTest()} />
    </>
  );
}
