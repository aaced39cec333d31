import { EMAIL_PROVIDERS } from "@common/options";
import {
  EMAIL_SETTINGS_TEXT,
  type EmailSettings,
  type EmailSettingsInput,
  EmailSettingsInputSchema,
  SUPPORTED_EMAIL_PROVIDERS,
} from "@common/schemas/email-settings";
import { zodResolver } from "@hookform/resolvers/zod";
import { AlertTriangle, KeyRound, Save, Send } from "lucide-react";
import { useMemo, useState } from "react";
import { type FieldErrors, type Path, useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { CheckboxField } from "~/components/ui/checkbox-field";
import { FormField } from "~/components/ui/form-field";
import { SelectField } from "~/components/ui/select-field";
import { Tabs } from "~/components/ui/tabs";
import {
  LeaveGuard,
  LoadFailed,
  LoadingState,
  showToast,
  useCan,
  useDashboardSession,
  useLoadErrorToast,
} from "~/features/admin-kit";
import { ApiClientError } from "~/lib/api";
import { fieldProps } from "~/lib/form-fields";
import { toast } from "~/lib/toast";
import { EMAIL_SETTINGS_COPY as T } from "./copy";
import { useEmailSettingsQuery, useSaveEmailSettings, useSendTestEmail } from "./resource";

/** The form's values: the input schema's but the secrets, which are kept beside the form (Secrets). */
type Values = z.input<typeof EmailSettingsInputSchema>;
type Tab = "provider" | "sender" | "limits" | "incoming";
type SecretName = (typeof SECRETS)[number];

const FIELD_TABS: Record<string, Tab> = {
  provider: "provider",
  smtp_host: "provider",
  smtp_port: "provider",
  smtp_secure: "provider",
  smtp_username: "provider",
  smtp_password: "provider",
  api_key: "provider",
  from_email: "sender",
  from_name: "sender",
  reply_to_email: "sender",
  notification_email: "sender",
  daily_send_limit: "limits",
  rate_limit_per_hour: "limits",
  imap_enabled: "incoming",
  imap_host: "incoming",
  imap_port: "incoming",
  imap_secure: "incoming",
  imap_username: "incoming",
  imap_password: "incoming",
  imap_mailbox: "incoming",
  inbound_secret: "incoming",
};

function valuesOf(s: EmailSettings): Values {
  return {
    provider: s.provider,
    from_email: s.from_email,
    from_name: s.from_name,
    reply_to_email: s.reply_to_email ?? "",
    notification_email: s.notification_email ?? "",
    smtp_host: s.smtp_host ?? "",
    smtp_port: s.smtp_port,
    smtp_secure: s.smtp_secure,
    smtp_username: s.smtp_username ?? "",
    daily_send_limit: s.daily_send_limit,
    rate_limit_per_hour: s.rate_limit_per_hour,
    imap_enabled: s.imap_enabled,
    imap_host: s.imap_host ?? "",
    imap_port: s.imap_port,
    imap_secure: s.imap_secure,
    imap_username: s.imap_username ?? "",
    imap_mailbox: s.imap_mailbox,
  };
}

/** Spec 3 §2 Email Settings: loading, failed (Try Again), then the editor. */
export function EmailSettingsSection() {
  const query = useEmailSettingsQuery();
  useLoadErrorToast(query.isError, T.loadFailed, "Please try again.");
  if (query.isError) return <LoadFailed message={T.loadFailed} onRetry={() => void query.refetch()} />;
  if (!query.data) {
    return <LoadingState label={T.loading} />;
  }
  return <EmailSettingsForm settings={query.data} />;
}

/** Whether a secret will be there after saving: typed, or stored and not removed. */
const willHave = (stored: { set: boolean }, value: string | null) =>
  typeof value === "string" ? value.trim() !== "" || stored.set : false;

const SECRETS = ["smtp_password", "api_key", "imap_password", "inbound_secret"] as const;

/** Each secret as typed: "" keeps the stored one, text replaces it, null removes it. */
type Secrets = Record<SecretName, string | null>;
const KEEP_ALL: Secrets = { smtp_password: "", api_key: "", imap_password: "", inbound_secret: "" };

/** The body of the PUT: the form's values and the secrets that change (a blank one is left out: kept). */
function bodyOf(output: EmailSettingsInput, secrets: Secrets): Partial<EmailSettingsInput> {
  const body: Partial<EmailSettingsInput> = { ...output };
  for (const name of SECRETS) {
    const value = secrets[name];
    if (value === "") delete body[name];
    else body[name] = value;
  }
  return body;
}

/**
 * Tabs Provider, Sender Info and Limits (spec 3 §2), and Incoming for the IMAP mailbox replies are
 * fetched from and the inbound webhook's secret. Passwords, the API key and the secret are
 * write-only: the stored one shows as its mask, typing replaces it, Remove sends null.
 */
function EmailSettingsForm({ settings }: { settings: EmailSettings }) {
  const canEdit = useCan()("email_settings", "update");
  const values = useMemo(() => valuesOf(settings), [settings]);
  const form = useForm<Values, unknown, EmailSettingsInput>({
    values,
    resetOptions: { keepDirtyValues: true },
    // biome-ignore lint/suspicious/noExplicitAny: zodResolver's overloads do not follow the form's value type
    resolver: zodResolver(EmailSettingsInputSchema as any),
  });
  const save = useSaveEmailSettings();
  const [tab, setTab] = useState<Tab>("provider");
  const [secrets, setSecrets] = useState<Secrets>(KEEP_ALL);
  const [secretErrors, setSecretErrors] = useState<Partial<Record<SecretName, string>>>({});
  const { errors, isSubmitting } = form.formState;
  const isDirty = form.formState.isDirty || SECRETS.some((name) => secrets[name] !== "");
  const provider = form.watch("provider");
  const imapEnabled = form.watch("imap_enabled");
  const field = (
    name: Path<Values>,
    options?: Parameters<typeof fieldProps<Values, unknown, EmailSettingsInput>>[2],
  ) => fieldProps(form, name, options);
  const number = { setValueAs: (v: unknown) => (v === "" || v === null ? null : Number(v)) };

  function showFirst(names: string[]) {
    const first = names.map((n) => FIELD_TABS[n.split(".")[0] ?? n]).find(Boolean);
    if (first) setTab(first);
  }

  /** What the shared schema cannot know: the stored secrets (spec 3 §5, IMAP); the refused fields. */
  function checkSecrets(v: EmailSettingsInput): string[] {
    const refused: Partial<Record<SecretName, string>> = {};
    const fields: string[] = [];
    if (v.provider === "resend" && !willHave(settings.api_key, secrets.api_key)) {
      refused.api_key = EMAIL_SETTINGS_TEXT.resendKey;
    }
    if (v.imap_enabled) {
      const message = EMAIL_SETTINGS_TEXT.imapRequired;
      if (!v.imap_host) fields.push("imap_host");
      if (!v.imap_username) fields.push("imap_username");
      for (const name of fields) form.setError(name as Path<Values>, { type: "manual", message });
      if (!willHave(settings.imap_password, secrets.imap_password)) refused.imap_password = message;
    }
    setSecretErrors(refused);
    return [...fields, ...Object.keys(refused)];
  }

  const onSubmit = form.handleSubmit(
    async (output) => {
      const refused = checkSecrets(output);
      if (refused.length > 0) {
        showFirst(refused);
        showToast(
          "error",
          T.saveFailed(EMAIL_SETTINGS_TEXT[refused.includes("api_key") ? "resendKey" : "imapRequired"]),
        );
        return;
      }
      try {
        const saved = await save.mutateAsync(bodyOf(output, secrets));
        form.reset(valuesOf(saved));
        setSecrets(KEEP_ALL);
        showToast("success", T.saved);
      } catch (err) {
        if (err instanceof ApiClientError && err.fields) {
          for (const [path, message] of Object.entries(err.fields)) {
            if ((SECRETS as readonly string[]).includes(path))
              setSecretErrors((e) => ({ ...e, [path]: message }));
            else form.setError(path as Path<Values>, { type: "server", message });
          }
          showFirst(Object.keys(err.fields));
        }
        showToast("error", T.saveFailed(err instanceof Error ? err.message : undefined));
      }
    },
    (refused) => {
      showFirst(Object.keys(refused));
      showToast("error", T.saveFailed(firstMessage(refused)));
    },
  );

  const alert = (t: Tab) =>
    [...Object.keys(errors), ...Object.keys(secretErrors)].some((name) => FIELD_TABS[name] === t);
  const secret = (name: SecretName, label: string) => (
    <SecretField
      label={label}
      stored={settings[name]}
      value={secrets[name]}
      error={secretErrors[name]}
      disabled={!canEdit}
      onChange={(value) => {
        setSecrets((s) => ({ ...s, [name]: value }));
        setSecretErrors((e) => ({ ...e, [name]: undefined }));
      }}
    />
  );

  const providerTab = (
    <div className="space-y-4">
      <SelectField
        label="Provider"
        options={EMAIL_PROVIDERS.map((p) => ({ value: p, label: PROVIDER_LABELS[p] }))}
        {...field("provider")}
      />
      {SUPPORTED_EMAIL_PROVIDERS.includes(provider) ? null : (
        <p role="status" className="flex gap-2 rounded-md border border-yellow-600 p-3 text-sm">
          <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" /> {T.notSupported}
        </p>
      )}
      {provider === "smtp" ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="SMTP host" placeholder="smtp.example.com" {...field("smtp_host")} />
          <FormField label="SMTP port" type="number" min={1} max={65535} {...field("smtp_port", number)} />
          <FormField label="SMTP username" autoComplete="off" {...field("smtp_username")} />
          {secret("smtp_password", "SMTP password")}
          <div className="sm:col-span-2">
            <CheckboxField
              label="Secure connection (TLS)"
              hint="On for port 465 (TLS from the start); off for 587 (STARTTLS) or 25 (a local relay)."
              {...form.register("smtp_secure")}
            />
          </div>
        </div>
      ) : (
        secret("api_key", "API key")
      )}
    </div>
  );

  const senderTab = (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label="From email" type="email" required {...field("from_email")} />
      <FormField label="From name" required {...field("from_name")} />
      <FormField label="Reply-to email" type="email" {...field("reply_to_email")} />
      <FormField
        label="Notification email"
        type="email"
        placeholder="Where new quote requests and messages are announced"
        {...field("notification_email")}
      />
    </div>
  );

  const limitsTab = (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="space-y-1">
        <FormField label="Daily send limit" type="number" min={1} {...field("daily_send_limit", number)} />
        <p className="text-xs text-muted">{T.usage(settings.sent_today, settings.daily_send_limit)}</p>
      </div>
      <div className="space-y-1">
        <FormField
          label="Hourly rate limit"
          type="number"
          min={1}
          {...field("rate_limit_per_hour", number)}
        />
        <p className="text-xs text-muted">{T.usage(settings.sent_this_hour, settings.rate_limit_per_hour)}</p>
      </div>
    </div>
  );

  const incomingTab = (
    <div className="space-y-6">
      <fieldset className="space-y-4">
        <legend className="text-base font-semibold">Replies by IMAP</legend>
        <CheckboxField
          label="Fetch replies from an IMAP mailbox"
          hint="New messages in the mailbox join their conversations; they are marked seen there."
          {...form.register("imap_enabled")}
        />
        {imapEnabled ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="IMAP host" {...field("imap_host")} />
            <FormField label="IMAP port" type="number" min={1} max={65535} {...field("imap_port", number)} />
            <FormField label="IMAP username" autoComplete="off" {...field("imap_username")} />
            {secret("imap_password", "IMAP password")}
            <FormField label="Mailbox folder" {...field("imap_mailbox")} />
            <div className="self-end">
              <CheckboxField label="Secure connection (TLS)" {...form.register("imap_secure")} />
            </div>
          </div>
        ) : null}
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="text-base font-semibold">Inbound webhook</legend>
        {secret("inbound_secret", "Inbound secret")}
        <p className="text-xs text-muted">{T.inboundHint}</p>
      </fieldset>
    </div>
  );

  return (
    <div className="space-y-6">
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Email settings">
        {settings.id ? null : (
          <p role="status" className="rounded-md border border-yellow-600 p-3 text-sm">
            {T.notConfigured}
          </p>
        )}
        {canEdit ? null : <p className="rounded-md border border-border bg-card p-3 text-sm">{T.readOnly}</p>}
        <fieldset disabled={!canEdit || isSubmitting} className="min-w-0">
          <Tabs
            label={T.tabsLabel}
            value={tab}
            onValueChange={setTab}
            items={[
              { id: "provider", label: T.tabs.provider, alert: alert("provider"), content: providerTab },
              { id: "sender", label: T.tabs.sender, alert: alert("sender"), content: senderTab },
              { id: "limits", label: T.tabs.limits, alert: alert("limits"), content: limitsTab },
              { id: "incoming", label: T.tabs.incoming, alert: alert("incoming"), content: incomingTab },
            ]}
          />
        </fieldset>
        {canEdit ? (
          <div className="flex flex-wrap items-center justify-end gap-3 border-t border-border pt-3">
            <p role="status" className="mr-auto text-sm text-muted empty:hidden">
              {isSubmitting ? T.saving : isDirty ? T.unsaved : ""}
            </p>
            <Button type="submit" disabled={isSubmitting || !isDirty}>
              <Save aria-hidden="true" className="h-4 w-4" />
              {isSubmitting ? T.saving : T.save}
            </Button>
          </div>
        ) : null}
      </form>
      {settings.id ? <TestEmail dirty={isDirty} /> : null}
      <LeaveGuard dirty={canEdit && isDirty && !isSubmitting} />
    </div>
  );
}

const PROVIDER_LABELS = { smtp: "SMTP", resend: "Resend", sendgrid: "SendGrid", mailgun: "Mailgun" } as const;

/**
 * A write-only secret: the stored one shows as its mask ("Set (abcd••••wxyz)"); typing replaces
 * it, a blank field keeps the stored one, Remove clears it on save (null).
 */
function SecretField({
  label,
  stored,
  value,
  error,
  disabled,
  onChange,
}: {
  label: string;
  stored: { set: boolean; mask: string | null };
  value: string | null;
  error?: string;
  disabled?: boolean;
  onChange: (value: string | null) => void;
}) {
  const status = value === null ? T.secretRemoved : stored.set ? T.secretSet(stored.mask) : T.secretNotSet;
  return (
    <div className="space-y-1">
      <FormField
        label={label}
        type="password"
        autoComplete="new-password"
        placeholder={stored.set && value !== null ? T.secretReplace : undefined}
        value={value ?? ""}
        error={error}
        disabled={disabled || value === null}
        onChange={(e) => onChange(e.target.value)}
      />
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted">
        <KeyRound aria-hidden="true" className="h-3 w-3" />
        <span data-testid={`secret-${label}`}>{status}</span>
        {value === null ? (
          <Button variant="ghost" className="px-2 py-0.5 text-xs" onClick={() => onChange("")}>
            {T.secretUndo}
          </Button>
        ) : stored.set && !disabled ? (
          <Button
            variant="ghost"
            className="px-2 py-0.5 text-xs"
            aria-label={`${T.secretRemove} ${label}`}
            onClick={() => onChange(null)}
          >
            {T.secretRemove}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** "Send test e-mail" with the saved settings; a failure shows the provider's own error. */
function TestEmail({ dirty }: { dirty: boolean }) {
  const session = useDashboardSession();
  const [to, setTo] = useState(session.user?.email ?? "");
  const [failure, setFailure] = useState<string | null>(null);
  const test = useSendTestEmail();
  async function run() {
    setFailure(null);
    try {
      const result = await test.mutateAsync(to.trim());
      if (result.success) {
        showToast("success", T.testSent(to.trim()));
      } else {
        setFailure(result.error ?? "");
        toast.error(T.testFailed, { description: result.error ?? undefined });
      }
    } catch (err) {
      const message = err instanceof Error ? err.message : "";
      setFailure(message);
      toast.error(T.testFailed, { description: message });
    }
  }
  return (
    <section
      aria-labelledby="email-test-heading"
      className="space-y-3 rounded-lg border border-border bg-card p-4"
    >
      <h2 id="email-test-heading" className="text-lg font-semibold">
        {T.testHeading}
      </h2>
      {dirty ? <p className="text-sm text-muted">{T.testUsesSaved}</p> : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <FormField label={T.testTo} type="email" value={to} onChange={(e) => setTo(e.target.value)} />
        </div>
        <Button onClick={run} disabled={test.isPending || !to.trim()}>
          <Send aria-hidden="true" className="h-4 w-4" />
          {test.isPending ? T.testSending : T.testButton}
        </Button>
      </div>
      {failure !== null ? (
        <div role="alert" className="rounded-md border border-red-600 p-3 text-sm">
          <p className="font-medium">{T.testFailed}</p>
          {failure ? <p className="break-words">{failure}</p> : null}
        </div>
      ) : null}
    </section>
  );
}

function firstMessage(errors: FieldErrors): string | undefined {
  for (const error of Object.values(errors)) {
    if (error && typeof error.message === "string") return error.message;
  }
  return undefined;
}
