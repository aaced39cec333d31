import {
  CONTACT_MAX_LENGTH,
  CONTACT_TEXT,
  type ContactAnswers,
  contactFieldKind,
  emptyContactValues,
} from "@common/contact-form-text";
import type { PublicContactFormField } from "@common/schemas/contact-form-fields";
import { type ReactNode, useEffect, useId, useMemo, useState } from "react";
import { type Resolver, type UseFormRegisterReturn, useForm } from "react-hook-form";
import { Icon } from "~/components/icon/icon";
import { Button } from "~/components/ui/button";
import { ApiClientError, api } from "~/lib/api";
import { cx } from "~/lib/cx";
import { useSpamGuard } from "~/lib/spam-guard";

type Values = Record<string, unknown>;

const controlClass = cx(
  "block w-full rounded-md border border-border bg-bg px-3 py-2 text-sm text-fg placeholder:text-muted/70",
  "focus:outline-2 focus:outline-offset-1 focus:outline-primary",
);

/** Browser autofill hints for the usual field names. */
const AUTOCOMPLETE: Record<string, string> = {
  name: "name",
  full_name: "name",
  email: "email",
  company: "organization",
  phone: "tel",
  telephone: "tel",
};

const UNEXPECTED = "An unexpected error occurred. Please try again.";

// The validation (zod and the server's schema) and the toasts (sonner) load when first needed.
const loadValidation = () => import("./validation");
const loadToast = () => import("~/lib/toast").then((m) => m.toast);

/**
 * The public contact form, rendered from the active fields in their order and validated with
 * the same schema the server uses (common/schemas/contact-messages.ts).
 */
export function ContactForm({
  fields,
  responsePromise,
  submitLabel = "Send Message",
}: {
  fields: PublicContactFormField[];
  responsePromise: string | null | undefined;
  submitLabel?: string;
}) {
  const resolver = useMemo((): Resolver<Values, unknown, ContactAnswers> => {
    let loaded: ReturnType<typeof loadResolver> | undefined;
    const loadResolver = () => loadValidation().then((m) => m.contactResolver(fields));
    return async (values, context, options) => {
      loaded ??= loadResolver();
      return (await loaded)(values, context, options);
    };
  }, [fields]);
  const defaults = useMemo(() => emptyContactValues(fields), [fields]);
  const form = useForm<Values, unknown, ContactAnswers>({
    resolver,
    defaultValues: defaults,
    mode: "onSubmit",
    reValidateMode: "onSubmit",
  });
  const { errors, isSubmitting } = form.formState;
  const { payload, restart, Honeypot } = useSpamGuard();
  const formId = useId();
  // Until the page is interactive the browser would submit the form natively; wait for hydration.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  /** Register a field so that its message disappears as soon as the person edits it. */
  const registerField = (name: string): UseFormRegisterReturn =>
    form.register(name, {
      onChange: () => {
        if (form.getFieldState(name).error) form.clearErrors(name);
      },
    });

  const onSubmit = form.handleSubmit(async (answers) => {
    const toast = loadToast();
    try {
      const { ContactMessageCreatedSchema } = await loadValidation();
      await api("/api/v1/contact-messages", {
        body: { fields: answers, ...payload() },
        schema: ContactMessageCreatedSchema,
      });
    } catch (err) {
      const known = new Set(fields.map((f) => f.field_name));
      if (err instanceof ApiClientError && err.fields) {
        for (const [name, message] of Object.entries(err.fields)) {
          if (known.has(name)) form.setError(name, { type: "server", message });
        }
      }
      // What was typed stays in the form, so the person can correct it and send again.
      (await toast).error(CONTACT_TEXT.notSent.title, {
        description: err instanceof ApiClientError ? err.message : UNEXPECTED,
      });
      return;
    }
    (await toast).success(CONTACT_TEXT.sent.title, {
      description: CONTACT_TEXT.sent.message(responsePromise),
    });
    form.reset(defaults);
    restart();
  });

  if (fields.length === 0) {
    return (
      <p className="rounded-md border border-border bg-bg p-4 text-sm text-muted">
        The contact form is not available right now. Please reach us by phone or email instead.
      </p>
    );
  }

  return (
    <form
      onSubmit={onSubmit}
      onFocus={() => void loadValidation()}
      noValidate
      className="relative space-y-5"
      aria-label="Contact form"
    >
      <Honeypot />
      {fields.map((field) => {
        const name = field.field_name;
        const error = errors[name]?.message;
        return (
          <FieldControl
            key={field.id}
            field={field}
            idPrefix={formId}
            error={typeof error === "string" ? error : undefined}
            registration={registerField(name)}
          />
        );
      })}
      <p className="text-xs text-muted">
        Fields marked <span className="text-red-700 dark:text-red-400">*</span> are required.
      </p>
      <Button type="submit" className="w-full sm:w-auto" disabled={isSubmitting || !ready}>
        {isSubmitting ? (
          <>
            <Icon name="LoaderCircle" aria-hidden="true" className="h-4 w-4 animate-spin" />
            Sending...
          </>
        ) : (
          <>
            <Icon name="Send" aria-hidden="true" className="h-4 w-4" />
            {submitLabel}
          </>
        )}
      </Button>
    </form>
  );
}

function FieldControl({
  field,
  idPrefix,
  error,
  registration,
}: {
  field: PublicContactFormField;
  idPrefix: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  const kind = contactFieldKind(field.field_type);
  const id = `${idPrefix}-${field.field_name}`;
  const helpId = field.help_text ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [helpId, errorId].filter(Boolean).join(" ") || undefined;
  const label = field.field_label;
  const placeholder = field.field_placeholder ?? undefined;
  const common = {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    "aria-required": field.is_required || undefined,
  } as const;
  const invalidBorder = error ? "border-red-600 dark:border-red-400" : undefined;
  const options = field.field_options ?? [];

  const footer = (
    <>
      {field.help_text ? (
        <p id={helpId} className="text-xs text-muted">
          {field.help_text}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </>
  );

  if (kind === "checkbox") {
    return (
      <div className="space-y-1">
        <div className="flex items-start gap-3">
          <input
            id={id}
            type="checkbox"
            className="mt-0.5 h-4 w-4 shrink-0 rounded border-border accent-[var(--color-primary)]"
            {...common}
            {...registration}
          />
          <label htmlFor={id} className="text-sm">
            {label}
            <RequiredMark required={field.is_required} />
          </label>
        </div>
        {footer}
      </div>
    );
  }

  if (kind === "radio") {
    return (
      <fieldset className="space-y-2" aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
        <legend className="text-sm font-medium">
          {label}
          <RequiredMark required={field.is_required} />
        </legend>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
          {options.map((option, i) => (
            <label key={option} htmlFor={`${id}-${i}`} className="inline-flex items-center gap-2 text-sm">
              <input
                id={`${id}-${i}`}
                type="radio"
                value={option}
                required={field.is_required}
                className="h-4 w-4 accent-[var(--color-primary)]"
                {...registration}
              />
              {option}
            </label>
          ))}
        </div>
        {footer}
      </fieldset>
    );
  }

  let control: ReactNode;
  if (kind === "textarea") {
    control = (
      <textarea
        id={id}
        rows={6}
        placeholder={placeholder}
        maxLength={CONTACT_MAX_LENGTH.textarea}
        className={cx(controlClass, "min-h-32 resize-y", invalidBorder)}
        {...common}
        {...registration}
      />
    );
  } else if (kind === "select") {
    control = (
      <select id={id} className={cx(controlClass, invalidBorder)} {...common} {...registration}>
        <option value="">{placeholder ?? "Select an option"}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  } else {
    control = (
      <input
        id={id}
        type={kind}
        placeholder={placeholder}
        autoComplete={AUTOCOMPLETE[field.field_name] ?? (kind === "tel" ? "tel" : undefined)}
        inputMode={kind === "tel" ? "tel" : kind === "email" ? "email" : undefined}
        maxLength={CONTACT_MAX_LENGTH[kind]}
        className={cx(controlClass, invalidBorder)}
        {...common}
        {...registration}
      />
    );
  }

  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
        <RequiredMark required={field.is_required} />
      </label>
      {control}
      {footer}
    </div>
  );
}

function RequiredMark({ required }: { required: boolean }) {
  if (!required) return null;
  return (
    <>
      {/* Announced through aria-required on the control. */}
      <span aria-hidden="true" className="ml-0.5 text-red-700 dark:text-red-400">
        *
      </span>
    </>
  );
}
