import {
  FEATURES,
  PLATFORMS,
  PROJECT_TYPES,
  QUOTE_BUDGETS,
  REFERRAL_SOURCES,
  TIMELINES,
} from "@common/options";
import {
  EMPTY_QUOTE,
  QUOTE_STEP_SCHEMAS,
  QUOTE_STEPS,
  QUOTE_TEXT,
  type QuoteRequestCreateInput,
  QuoteRequestCreateSchema,
} from "@common/schemas/quote-requests";
import * as Dialog from "@radix-ui/react-dialog";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Controller, type FieldPath, useForm, useWatch } from "react-hook-form";
import { Icon } from "~/components/icon/icon";
import { Button } from "~/components/ui/button";
import { useSpamGuard } from "~/lib/spam-guard";
import { toast } from "~/lib/toast";
import { QUOTE_SUBMITTED_EVENT } from "./events";
import { CheckboxGroup, SelectField, TextAreaField, TextField } from "./fields";
import { QuoteSubmitError, submitQuote } from "./submit";

type Step = 1 | 2 | 3 | 4;
type FieldName = FieldPath<QuoteRequestCreateInput>;
type TextFieldName = Exclude<
  keyof QuoteRequestCreateInput,
  "features_needed" | "platforms" | "technologies_preferred"
>;

/** Features shown before "Show all features" (spec 1 §2.5: only the first six may be visible at first). */
const FEATURES_SHOWN_FIRST = 6;
/** The summary names this many features, then an ellipsis (spec 1 §2.5). */
const SUMMARY_FEATURES = 3;

const STEP_TITLES: Record<1 | 2 | 3, string> = {
  1: "About you and your project",
  2: "Budget and timeline",
  3: "Features and details",
};

/** Which step holds a field, so an error can send the person back to it. */
function stepOf(field: string): 1 | 2 | 3 {
  const index = QUOTE_STEP_SCHEMAS.findIndex((schema) => field in schema.shape);
  return index >= 0 ? ((index + 1) as 1 | 2 | 3) : 1;
}

/** Summary line of spec 1 §2.5: up to three features, then "…" when more were chosen. */
export function featureSummary(features: readonly string[]): string {
  if (features.length === 0) return "None selected";
  const shown = features.slice(0, SUMMARY_FEATURES).join(", ");
  return features.length > SUMMARY_FEATURES ? `${shown}, …` : shown;
}

type Props = { open: boolean; source: string; onClose: () => void };

/**
 * The quote request dialog (spec 1 §2.5, §4, §5.1, §8.4): three steps and a thank-you view.
 * A fresh instance is mounted for every opening, so closing resets it to step 1 with empty fields.
 */
export default function QuoteWizardDialog({ open, source, onClose }: Props) {
  const [step, setStep] = useState<Step>(1);
  const [submitting, setSubmitting] = useState(false);
  const [showAllFeatures, setShowAllFeatures] = useState(false);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const reachedLastStepAt = useRef(0);
  const firstRender = useRef(true);
  const spam = useSpamGuard();
  const form = useForm<QuoteRequestCreateInput>({ defaultValues: EMPTY_QUOTE });
  const { errors } = form.formState;
  const features = useWatch({ control: form.control, name: "features_needed" }) ?? [];
  const summary = useWatch({ control: form.control });

  const { restart } = spam;
  useEffect(() => {
    if (open) restart();
  }, [open, restart]);

  // Each new step is announced by moving focus to its heading.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    stepHeading.current?.focus();
  }, [step]);

  /** Shows each field's first message; focuses the first field in error. */
  function showIssues(issues: { path: PropertyKey[]; message: string }[]) {
    const shown = new Set<string>();
    for (const issue of issues) {
      const field = String(issue.path[0] ?? "");
      if (!field || shown.has(field)) continue;
      form.setError(
        field as FieldName,
        { type: "validate", message: issue.message },
        { shouldFocus: shown.size === 0 },
      );
      shown.add(field);
    }
    return [...shown];
  }

  function goTo(next: Step) {
    if (next === 3) reachedLastStepAt.current = Date.now();
    setStep(next);
  }

  function next() {
    if (step > 2) return;
    const result = QUOTE_STEP_SCHEMAS[step - 1].safeParse(form.getValues());
    if (!result.success) {
      showIssues(result.error.issues);
      toast.error(QUOTE_TEXT.blockedNext.title, { description: QUOTE_TEXT.blockedNext.message });
      return;
    }
    form.clearErrors();
    goTo((step + 1) as Step);
  }

  function previous() {
    if (step > 1 && step < 4) goTo((step - 1) as Step);
  }

  async function submit() {
    const result = QuoteRequestCreateSchema.safeParse(form.getValues());
    if (!result.success) {
      const fields = showIssues(result.error.issues);
      toast.error(QUOTE_TEXT.blockedSubmit.title, { description: QUOTE_TEXT.blockedSubmit.message });
      const earliest = Math.min(...fields.map(stepOf)) as Step;
      if (earliest < step) goTo(earliest);
      return;
    }
    setSubmitting(true);
    try {
      await submitQuote({ ...result.data, source, ...spam.payload() });
      goTo(4);
      toast.success(QUOTE_TEXT.success.title, { description: QUOTE_TEXT.success.message });
      window.dispatchEvent(new Event(QUOTE_SUBMITTED_EVENT));
    } catch (err) {
      const failure =
        err instanceof QuoteSubmitError
          ? err.failure
          : { message: QUOTE_TEXT.failure.other, hint: undefined };
      // What was typed stays; fields the server named are marked and their step shown.
      const fields =
        err instanceof QuoteSubmitError && err.failure.fields
          ? showIssues(
              Object.entries(err.failure.fields)
                .filter(([field]) => field in EMPTY_QUOTE)
                .map(([field, message]) => ({ path: [field], message })),
            )
          : [];
      if (fields.length > 0) {
        const earliest = Math.min(...fields.map(stepOf)) as Step;
        if (earliest < step) goTo(earliest);
      }
      toast.error(QUOTE_TEXT.failure.title, {
        description: failure.hint ? `${failure.message} ${failure.hint}` : failure.message,
      });
    } finally {
      setSubmitting(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    if (step < 3) return next();
    // A double click on Next must not also press Submit, which takes its place.
    if (step === 3 && Date.now() - reachedLastStepAt.current > 400) void submit();
  }

  /** A text control registered so that its error clears as soon as it is edited (spec 1 §5.1). */
  const field = (name: TextFieldName) => ({
    ...form.register(name, { onChange: () => form.clearErrors(name) }),
    error: errors[name]?.message,
  });

  const shownStep = Math.min(step, QUOTE_STEPS);
  const summaryId = useId();

  return (
    <Dialog.Root open={open} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-1.5rem)] w-[calc(100vw-1.5rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-xl border border-border bg-card text-fg shadow-xl focus:outline-none"
          onInteractOutside={(event) => {
            // Pressing a toast (e.g. its close button) must not close the dialog.
            const target = event.target as Element | null;
            if (target?.closest?.("[data-sonner-toaster]")) event.preventDefault();
          }}
        >
          <div className="border-b border-border px-5 pt-5 pb-4 sm:px-6">
            <Dialog.Title className="pr-10 text-xl font-bold">Get a Quote</Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-muted">
              {step === 4
                ? "Your request has been sent."
                : `Step ${step} of ${QUOTE_STEPS}: ${STEP_TITLES[step]}`}
            </Dialog.Description>
            <div
              role="progressbar"
              aria-label="Quote form progress"
              aria-valuemin={0}
              aria-valuemax={QUOTE_STEPS}
              aria-valuenow={shownStep}
              aria-valuetext={step === 4 ? "Complete" : `Step ${shownStep} of ${QUOTE_STEPS}`}
              className="mt-4 h-2 w-full overflow-hidden rounded-full bg-border"
            >
              <div
                className="h-full rounded-full bg-primary transition-[width] duration-300"
                style={{ width: `${(shownStep / QUOTE_STEPS) * 100}%` }}
              />
            </div>
          </div>

          {step === 4 ? (
            <div className="flex flex-col items-center gap-4 overflow-y-auto px-5 py-10 text-center sm:px-6">
              <Icon
                name="CheckCircle2"
                aria-hidden="true"
                className="h-14 w-14 text-green-600 dark:text-green-400"
              />
              <h3 ref={stepHeading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
                Request received
              </h3>
              <p className="max-w-md text-muted">{QUOTE_TEXT.successDialog}</p>
              <Dialog.Close asChild>
                <Button>Close</Button>
              </Dialog.Close>
            </div>
          ) : (
            <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col">
              <spam.Honeypot />
              <div className="flex-1 space-y-4 overflow-y-auto px-5 py-5 sm:px-6">
                <h3 ref={stepHeading} tabIndex={-1} className="text-base font-semibold focus:outline-none">
                  {STEP_TITLES[step]}
                </h3>
                {step === 1 ? (
                  <>
                    <div className="grid gap-4 sm:grid-cols-2">
                      <TextField label="Name" required autoComplete="name" {...field("name")} />
                      <TextField
                        label="Email"
                        required
                        type="email"
                        autoComplete="email"
                        inputMode="email"
                        {...field("email")}
                      />
                      <TextField label="Phone" type="tel" autoComplete="tel" {...field("phone")} />
                      <TextField label="Company" autoComplete="organization" {...field("company")} />
                    </div>
                    <SelectField
                      label="Project type"
                      required
                      options={PROJECT_TYPES}
                      placeholder="Select a project type"
                      {...field("project_type")}
                    />
                    <TextAreaField
                      label="Project description"
                      required
                      placeholder="What would you like us to build or improve?"
                      {...field("project_description")}
                    />
                  </>
                ) : null}

                {step === 2 ? (
                  <>
                    <div className="grid gap-4 sm:grid-cols-2">
                      <SelectField
                        label="Budget range"
                        required
                        options={QUOTE_BUDGETS}
                        placeholder="Select a budget range"
                        {...field("budget_range")}
                      />
                      <SelectField
                        label="Timeline"
                        required
                        options={TIMELINES}
                        placeholder="Select a timeline"
                        {...field("timeline")}
                      />
                    </div>
                    <TextField
                      label="Project title"
                      hint="Optional; we use the project type when left empty."
                      {...field("project_title")}
                    />
                  </>
                ) : null}

                {step === 3 ? (
                  <>
                    <Controller
                      control={form.control}
                      name="features_needed"
                      render={({ field: f }) => (
                        <CheckboxGroup
                          legend="Features needed"
                          options={showAllFeatures ? FEATURES : FEATURES.slice(0, FEATURES_SHOWN_FIRST)}
                          value={f.value ?? []}
                          onChange={(v) => {
                            f.onChange(v);
                            form.clearErrors("features_needed");
                          }}
                          error={errors.features_needed?.message}
                          footer={
                            <button
                              type="button"
                              aria-expanded={showAllFeatures}
                              onClick={() => setShowAllFeatures((v) => !v)}
                              className="text-sm font-medium text-primary underline underline-offset-2"
                            >
                              {showAllFeatures
                                ? "Show fewer features"
                                : `Show all features (${FEATURES.length})`}
                            </button>
                          }
                        />
                      )}
                    />
                    <Controller
                      control={form.control}
                      name="platforms"
                      render={({ field: f }) => (
                        <CheckboxGroup
                          legend="Platforms"
                          options={PLATFORMS}
                          value={f.value ?? []}
                          onChange={(v) => {
                            f.onChange(v);
                            form.clearErrors("platforms");
                          }}
                          error={errors.platforms?.message}
                        />
                      )}
                    />
                    <Controller
                      control={form.control}
                      name="technologies_preferred"
                      render={({ field: f }) => (
                        <TechnologiesField
                          value={f.value ?? []}
                          onChange={(v) => {
                            f.onChange(v);
                            form.clearErrors("technologies_preferred");
                          }}
                          // Errors are set on the list as a whole (see showIssues).
                          error={errors.technologies_preferred?.message}
                        />
                      )}
                    />
                    <TextAreaField
                      label="Inspiration references"
                      placeholder="Websites or apps you like"
                      rows={3}
                      {...field("inspiration_references")}
                    />
                    <TextAreaField label="Special requirements" rows={3} {...field("special_requirements")} />
                    <SelectField
                      label="How did you hear about us?"
                      options={REFERRAL_SOURCES}
                      placeholder="Select an option"
                      {...field("referral_source")}
                    />
                    <section
                      aria-labelledby={summaryId}
                      className="rounded-lg border border-border bg-bg p-4 text-sm"
                    >
                      <h4 id={summaryId} className="font-semibold">
                        Summary
                      </h4>
                      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                        <dt className="text-muted">Name</dt>
                        <dd className="break-words">{summary.name}</dd>
                        <dt className="text-muted">Email</dt>
                        <dd className="break-all">{summary.email}</dd>
                        <dt className="text-muted">Project</dt>
                        <dd className="break-words">
                          {summary.project_title?.trim() || summary.project_type}
                        </dd>
                        <dt className="text-muted">Budget</dt>
                        <dd>{summary.budget_range}</dd>
                        <dt className="text-muted">Timeline</dt>
                        <dd>{summary.timeline}</dd>
                        <dt className="text-muted">Features</dt>
                        <dd data-summary="features">{featureSummary(features)}</dd>
                      </dl>
                    </section>
                  </>
                ) : null}
              </div>

              <div className="flex items-center justify-between gap-3 border-t border-border px-5 py-4 sm:px-6">
                <Button variant="secondary" onClick={previous} disabled={step === 1 || submitting}>
                  <Icon name="ChevronLeft" aria-hidden="true" className="h-4 w-4" />
                  Previous
                </Button>
                {step < 3 ? (
                  <Button key="next" type="submit">
                    Next
                    <Icon name="ChevronRight" aria-hidden="true" className="h-4 w-4" />
                  </Button>
                ) : (
                  <Button
                    key="submit"
                    type="submit"
                    disabled={submitting}
                    aria-busy={submitting || undefined}
                  >
                    {submitting ? "Submitting..." : "Submit"}
                  </Button>
                )}
              </div>
            </form>
          )}

          <Dialog.Close
            aria-label="Close"
            className="absolute top-4 right-4 rounded-md p-1.5 text-muted hover:bg-black/5 hover:text-fg focus-visible:outline-2 focus-visible:outline-primary dark:hover:bg-white/10"
          >
            <Icon name="X" aria-hidden="true" className="h-5 w-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Preferred technologies, typed as a comma-separated list. */
function TechnologiesField({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (next: string[]) => void;
  error?: string;
}) {
  const [text, setText] = useState(() => value.join(", "));
  return (
    <TextField
      label="Preferred technologies"
      hint="Optional; separate them with commas, e.g. React, Node.js"
      value={text}
      error={error}
      onChange={(event) => {
        setText(event.target.value);
        onChange(
          event.target.value
            .split(",")
            .map((t) => t.trim())
            .filter(Boolean),
        );
      }}
    />
  );
}
