import type { EmailRelatedType } from "@common/schemas/email-conversations";
import {
  type EmailTemplate,
  extractVariables,
  fillTemplate,
  missingVariables,
  type TemplateType,
  templateTypeLabel,
} from "@common/schemas/email-templates";
import { SEND_EMAIL_TEXT, splitAddresses } from "@common/schemas/emails";
import { AlertTriangle } from "lucide-react";
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { SelectField } from "~/components/ui/select-field";
import { Tabs } from "~/components/ui/tabs";
import { TextareaField } from "~/components/ui/textarea-field";
import { DiscardChangesDialog } from "~/features/admin-kit";
import { escapeHtml, HtmlFrame, TextBody } from "~/features/email/html-frame";
import { useActiveTemplates } from "~/features/email-templates/resource";
import { formatDateTime } from "~/lib/format-date";
import { toast } from "~/lib/toast";
import { COMPOSER_COPY as T } from "./copy";
import { clearDraft, type DraftValues, loadDraft, saveDraft } from "./drafts";
import { type SendOutcome, useSendEmail } from "./use-send-email";

/** What the composer is opened for: a record to reply to, a conversation, or a new e-mail. */
export type ComposerContext = {
  /** Its draft's key: one draft per record ("contact_message:<id>", "conversation:<id>", "compose"). */
  draftKey: string;
  /** The dialog's title. */
  title: string;
  to?: string;
  subject?: string;
  /** The template type offered first (spec 3 §7: contact_response for a contact reply). */
  templateType?: TemplateType;
  /** Values for the template's variables, from the record (name, company…). */
  variables?: Record<string, string>;
  related_type?: EmailRelatedType;
  related_id?: string;
  conversation_id?: string;
};

type Field = "to" | "cc" | "bcc" | "subject" | "content" | "variables";
type Errors = Partial<Record<Field, string>>;

/** The composer in its dialog (spec 3 §2): open while `context` is set. */
export function EmailComposerDialog({
  context,
  onClose,
  onSent,
}: {
  context: ComposerContext | null;
  onClose: () => void;
  onSent?: (outcome: SendOutcome) => void;
}) {
  const [asking, setAsking] = useState(false);
  const dirty = useRef(false);
  const requestClose = () => (dirty.current ? setAsking(true) : onClose());
  return (
    <>
      <Dialog
        open={context !== null}
        onOpenChange={(open) => (open ? undefined : requestClose())}
        title={context?.title ?? ""}
        size="4xl"
      >
        {context ? (
          <EmailComposer
            key={context.draftKey}
            context={context}
            onDirtyChange={(value) => {
              dirty.current = value;
            }}
            onCancel={requestClose}
            onSent={(outcome) => {
              dirty.current = false;
              onClose();
              onSent?.(outcome);
            }}
          />
        ) : null}
      </Dialog>
      <DiscardChangesDialog
        open={asking}
        onKeepEditing={() => setAsking(false)}
        onDiscard={() => {
          setAsking(false);
          dirty.current = false;
          onClose();
        }}
      />
    </>
  );
}

function startingValues(context: ComposerContext): DraftValues {
  return {
    templateId: "",
    variables: { ...context.variables },
    to: context.to ?? "",
    cc: "",
    bcc: "",
    subject: context.subject ?? "",
    mode: "html",
    html: "",
    text: "",
  };
}

/**
 * Spec 3 §2 Email composer: Compose and Preview tabs, a template picker ("No template"), the
 * template's variables, To / CC / BCC / Subject, HTML or Text content, Save Draft, Cancel and
 * Send Email, with the §5 messages. A failed send keeps everything typed.
 */
export function EmailComposer({
  context,
  onCancel,
  onSent,
  onDirtyChange,
}: {
  context: ComposerContext;
  onCancel: () => void;
  onSent: (outcome: SendOutcome) => void;
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const [restored] = useState(() => loadDraft(context.draftKey));
  const [values, setValues] = useState<DraftValues>(() => restored ?? startingValues(context));
  const [errors, setErrors] = useState<Errors>({});
  const [tab, setTab] = useState<"compose" | "preview">("compose");
  const [draftNote, setDraftNote] = useState(
    restored ? T.draftRestored(formatDateTime(restored.savedAt)) : "",
  );
  const templates = useActiveTemplates();
  const send = useSendEmail();
  const ids = { mode: useId(), variables: useId() };
  const fieldRefs = useRef(new Map<Field, HTMLElement | null>());
  const register = (name: Field) => (el: HTMLElement | null) => {
    fieldRefs.current.set(name, el);
  };

  const template = templates.data?.find((t) => t.id === values.templateId) ?? null;
  const body = values.mode === "html" ? values.html : values.text;
  const variableNames = useMemo(
    () => [...new Set([...(template?.variables ?? []), ...extractVariables(values.subject, body)])],
    [template, values.subject, body],
  );
  const missing = missingVariables(variableNames, values.variables);

  function change(patch: Partial<DraftValues>) {
    setValues((v) => ({ ...v, ...patch }));
    onDirtyChange?.(true);
  }

  function applyTemplate(chosen: EmailTemplate | null) {
    if (!chosen) {
      change({ templateId: "" });
      return;
    }
    change({
      templateId: chosen.id,
      subject: chosen.subject,
      html: chosen.body_html,
      text: chosen.body_text ?? "",
      mode: chosen.body_html.trim() ? "html" : "text",
    });
  }

  // A new reply starts from the suggested type's default template, when there is one.
  const suggestedOnce = useRef(Boolean(restored));
  useEffect(() => {
    if (suggestedOnce.current || !templates.data || !context.templateType) return;
    suggestedOnce.current = true;
    const suggested = templates.data.find((t) => t.template_type === context.templateType && t.is_default);
    if (suggested) {
      setValues((v) => ({
        ...v,
        templateId: suggested.id,
        subject: v.subject || suggested.subject,
        html: suggested.body_html,
        text: suggested.body_text ?? "",
        mode: suggested.body_html.trim() ? "html" : "text",
      }));
    }
  }, [templates.data, context.templateType]);

  function validate(): Errors {
    const found: Errors = {};
    const to = splitAddresses(values.to);
    if (to.length === 0) found.to = SEND_EMAIL_TEXT.to;
    else found.to = invalidAddress(to);
    const cc = invalidAddress(splitAddresses(values.cc));
    if (cc) found.cc = cc;
    const bcc = invalidAddress(splitAddresses(values.bcc));
    if (bcc) found.bcc = bcc;
    if (!values.subject.trim()) found.subject = SEND_EMAIL_TEXT.subject;
    if (!body.trim()) found.content = SEND_EMAIL_TEXT.content;
    if (missing.length > 0) found.variables = SEND_EMAIL_TEXT.missingVariables(missing);
    for (const key of Object.keys(found) as Field[]) if (!found[key]) delete found[key];
    return found;
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    const first = (["to", "cc", "bcc", "subject", "variables", "content"] as const).find((f) => found[f]);
    if (first) {
      setTab("compose");
      // After the Compose panel is shown again.
      requestAnimationFrame(() => fieldRefs.current.get(first)?.focus());
      return;
    }
    const variables = Object.fromEntries(variableNames.map((name) => [name, values.variables[name] ?? ""]));
    try {
      const outcome = await send.mutateAsync({
        to: splitAddresses(values.to),
        cc: splitAddresses(values.cc),
        bcc: splitAddresses(values.bcc),
        subject: values.subject.trim(),
        ...(values.mode === "html" ? { html: values.html } : { text: values.text }),
        ...(values.templateId ? { template_id: values.templateId } : {}),
        variables,
        ...(context.related_type ? { related_type: context.related_type } : {}),
        ...(context.related_id ? { related_id: context.related_id } : {}),
        ...(context.conversation_id ? { conversation_id: context.conversation_id } : {}),
      });
      if (outcome.status === "failed") {
        toast.error(T.failed, { description: outcome.error_message || T.tryAgain });
        return;
      }
      clearDraft(context.draftKey);
      if (outcome.status === "pending") toast.success(T.queued, { description: T.queuedMessage });
      else toast.success(T.sent);
      onSent(outcome);
    } catch (err) {
      toast.error(T.failed, { description: err instanceof Error && err.message ? err.message : T.tryAgain });
    }
  }

  function onSaveDraft() {
    if (saveDraft(context.draftKey, values)) {
      toast.success(T.draftSaved);
      setDraftNote("");
      onDirtyChange?.(false);
    } else {
      toast.error(T.draftFailed);
    }
  }

  function onDiscardDraft() {
    clearDraft(context.draftKey);
    setValues(startingValues(context));
    setDraftNote("");
    setErrors({});
    onDirtyChange?.(false);
  }

  const filled = {
    subject: fillTemplate(values.subject, values.variables),
    html: fillTemplate(values.html, values.variables, escapeHtml),
    text: fillTemplate(values.text, values.variables),
  };
  const templateOptions = [
    { value: "", label: T.noTemplate },
    ...orderForType(templates.data ?? [], context.templateType).map((t) => ({
      value: t.id,
      label: `${t.name} (${templateTypeLabel(t.template_type)})`,
    })),
  ];

  const compose = (
    <div className="space-y-4">
      {draftNote ? (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border bg-bg p-3 text-sm"
        >
          <span>{draftNote}</span>
          <Button variant="ghost" onClick={onDiscardDraft}>
            {T.discardDraft}
          </Button>
        </div>
      ) : null}
      <SelectField
        label={T.template}
        options={templateOptions}
        value={values.templateId}
        disabled={!templates.data}
        onChange={(e) => applyTemplate(templates.data?.find((t) => t.id === e.target.value) ?? null)}
      />
      {templates.isError ? <p className="text-sm text-muted">{T.templatesFailed}</p> : null}
      {variableNames.length > 0 ? (
        <fieldset className="space-y-3 rounded-md border border-border p-3">
          <legend className="px-1 text-sm font-medium">{T.variablesHeading}</legend>
          {missing.length > 0 ? (
            <div
              role="alert"
              id={ids.variables}
              className="flex gap-2 rounded-md border border-yellow-600 bg-yellow-50 p-3 text-sm text-yellow-900 dark:bg-yellow-950 dark:text-yellow-100"
            >
              <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              <p>{SEND_EMAIL_TEXT.missingVariables(missing)}</p>
            </div>
          ) : null}
          <div className="grid gap-3 sm:grid-cols-2">
            {variableNames.map((name, i) => (
              <FormField
                key={name}
                ref={i === 0 ? register("variables") : undefined}
                label={name}
                value={values.variables[name] ?? ""}
                aria-describedby={missing.includes(name) ? ids.variables : undefined}
                aria-invalid={errors.variables && missing.includes(name) ? true : undefined}
                onChange={(e) => change({ variables: { ...values.variables, [name]: e.target.value } })}
              />
            ))}
          </div>
        </fieldset>
      ) : null}
      <FormField
        ref={register("to")}
        label={T.to}
        type="email"
        multiple
        required
        autoComplete="off"
        value={values.to}
        error={errors.to}
        onChange={(e) => change({ to: e.target.value })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {(["cc", "bcc"] as const).map((field) => (
          <FormField
            key={field}
            ref={register(field)}
            label={T[field]}
            autoComplete="off"
            placeholder={T.addressesHint}
            value={values[field]}
            error={errors[field]}
            onChange={(e) => change({ [field]: e.target.value })}
          />
        ))}
      </div>
      <FormField
        ref={register("subject")}
        label={T.subject}
        required
        maxLength={300}
        value={values.subject}
        error={errors.subject}
        onChange={(e) => change({ subject: e.target.value })}
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{T.format}</legend>
        <div className="flex gap-4 text-sm">
          {(["html", "text"] as const).map((mode) => (
            <label key={mode} className="inline-flex items-center gap-2">
              <input
                type="radio"
                name={ids.mode}
                value={mode}
                checked={values.mode === mode}
                onChange={() => change({ mode })}
                className="h-4 w-4 accent-[var(--color-primary)]"
              />
              {mode === "html" ? T.html : T.text}
            </label>
          ))}
        </div>
      </fieldset>
      {values.mode === "html" ? (
        <TextareaField
          ref={register("content")}
          label={T.htmlBody}
          rows={10}
          className="font-mono"
          value={values.html}
          error={errors.content}
          onChange={(e) => change({ html: e.target.value })}
        />
      ) : (
        <TextareaField
          ref={register("content")}
          label={T.textBody}
          rows={10}
          value={values.text}
          error={errors.content}
          onChange={(e) => change({ text: e.target.value })}
        />
      )}
    </div>
  );

  const preview = (
    <section aria-label={T.previewLabel} className="space-y-3">
      <p className="text-sm break-words">
        <span className="font-medium">{T.previewSubject}</span> {filled.subject}
      </p>
      {body.trim() ? (
        values.mode === "html" ? (
          <HtmlFrame html={filled.html} title={T.previewLabel} className="min-h-64" />
        ) : (
          <TextBody text={filled.text} className="rounded-md border border-border bg-bg p-3" />
        )
      ) : (
        <p className="text-sm text-muted">{T.previewEmpty}</p>
      )}
    </section>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={context.title}>
      <Tabs
        label={T.tabsLabel}
        value={tab}
        onValueChange={setTab}
        items={[
          { id: "compose", label: T.tabs.compose, content: compose, alert: Object.keys(errors).length > 0 },
          { id: "preview", label: T.tabs.preview, content: tab === "preview" ? preview : null },
        ]}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onSaveDraft} disabled={send.isPending}>
          {T.saveDraft}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {T.cancel}
        </Button>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? T.sending : T.send}
        </Button>
      </div>
    </form>
  );
}

/** The first address that is not one, in the spec's words; "" when all are fine. */
function invalidAddress(addresses: string[]): string {
  const bad = addresses.find((a) => !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(a));
  return bad ? SEND_EMAIL_TEXT.invalidAddress(bad) : "";
}

/** The suggested type's templates first (its default first of all), then the others by name. */
function orderForType(templates: EmailTemplate[], type: TemplateType | undefined) {
  if (!type) return templates;
  const rank = (t: EmailTemplate) => (t.template_type === type ? (t.is_default ? 0 : 1) : 2);
  return [...templates].sort((a, b) => rank(a) - rank(b));
}
