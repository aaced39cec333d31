import { AI_PROVIDER_CATALOGUE } from "@common/ai-models";
import type { AiSettings } from "@common/schemas/ai-settings";
import { KeyRound, Lock, RotateCcw, ShieldAlert, ShieldCheck, UserLock } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { AI_SETTINGS_COPY } from "./copy";
import { Facts, InfoCard } from "./info-card";
import { providerName, storedKeyText } from "./settings-view";

const T = AI_SETTINGS_COPY.security;

/**
 * Security (spec 2 §2): the real encryption of the stored key (cipher, where its key comes from,
 * whether the stored key still decrypts), the key's mask, how the data is kept, and Reset to
 * Defaults and Manage API Keys.
 */
export function SecurityTab({
  settings,
  canEdit,
  onManageKeys,
  onReset,
}: {
  settings: AiSettings;
  canEdit: boolean;
  onManageKeys: () => void;
  onReset: () => void;
}) {
  const { encryption } = settings;
  const unreadable = settings.api_key.set && !encryption.readable;
  const needsKey = AI_PROVIDER_CATALOGUE[settings.ai_provider].needsKey;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <InfoCard
        icon={unreadable ? ShieldAlert : ShieldCheck}
        title={T.encryptionTitle}
        badge={
          settings.api_key.set ? (
            <Badge tone={unreadable ? "red" : "green"}>{unreadable ? "Unreadable" : T.statusOk}</Badge>
          ) : (
            <Badge>{T.statusNoKey}</Badge>
          )
        }
      >
        <Facts
          rows={[
            [T.algorithm, encryption.algorithm],
            [T.keySource, T.keySources[encryption.key_source]],
          ]}
        />
        {unreadable ? (
          <p
            role="alert"
            className="mt-3 rounded-md border border-red-600 p-3 text-red-800 dark:text-red-200"
          >
            {T.unreadable}
          </p>
        ) : null}
      </InfoCard>

      <InfoCard
        icon={KeyRound}
        title={T.storedTitle}
        description={T.storedFor(providerName(settings.ai_provider))}
      >
        <p
          className={needsKey && settings.api_key.set ? "font-mono text-base" : "text-muted"}
          data-testid="stored-key"
        >
          {storedKeyText(settings)}
        </p>
      </InfoCard>

      <InfoCard icon={UserLock} title={T.privacyTitle}>
        <ul className="space-y-2">
          {T.privacy.map((note) => (
            <li key={note} className="flex gap-2">
              <Lock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-muted" />
              {note}
            </li>
          ))}
        </ul>
      </InfoCard>

      {canEdit ? (
        <InfoCard
          icon={RotateCcw}
          title={T.actionsTitle}
          action={
            <>
              <Button variant="danger" onClick={onReset}>
                <RotateCcw aria-hidden="true" className="h-4 w-4" />
                {T.reset}
              </Button>
              <Button variant="secondary" onClick={onManageKeys}>
                <KeyRound aria-hidden="true" className="h-4 w-4" />
                {T.manageKeys}
              </Button>
            </>
          }
        />
      ) : null}
    </div>
  );
}
