import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type ComponentProps, type KeyboardEvent, useId, useRef, useState } from "react";
import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";
import { z } from "zod";
import { controlClass } from "~/components/ui/field-frame";
import { Spinner } from "~/components/ui/spinner";
import { articleProse } from "~/features/public-content/article-prose";
import { api } from "~/lib/api";
import { cn } from "~/lib/cn";
import type { AdminResource } from "./resource";

const T = {
  previewFailed: "The preview could not be loaded. Please try again.",
  previewEmpty: "Nothing to preview yet.",
} as const;

const PreviewAnswer = z.object({ html: z.string() });

/** Where a resource's Markdown is previewed: `POST <base>/preview` with `{ [field]: markdown }`. */
export type MarkdownPreviewOf = { resource: AdminResource<{ id: string }>; field: string };

/**
 * The preview of a resource's Markdown, answered `{ html }` (rendered and sanitised as the public
 * page does), cached per text.
 */
export function useMarkdownPreview(
  { resource, field }: MarkdownPreviewOf,
  markdown: string,
  enabled: boolean,
) {
  return useQuery<string>({
    queryKey: [...resource.key, "preview", markdown],
    queryFn: ({ signal }) =>
      api(`${resource.base}/preview`, {
        method: "POST",
        body: { [field]: markdown },
        signal,
        schema: PreviewAnswer,
      }).then((r) => r.html),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });
}

const TABS = ["write", "preview"] as const;
type Tab = (typeof TABS)[number];

/**
 * A Markdown body (a blog post's, a standing page's): a textarea (Write) and, on Preview, the HTML
 * the server renders and sanitises for the public page (the same renderer and the same styles), so
 * staff see what visitors will see.
 */
export function MarkdownEditor({
  label = "Body",
  value,
  onChange,
  error,
  maxLength,
  preview: previewOf,
  subject,
  hint,
}: {
  /** What the text is ("Body" unless said); the editor adds that it is Markdown. */
  label?: string;
  value: string;
  onChange: (markdown: string) => void;
  error?: string;
  maxLength: number;
  /** The resource's preview endpoint. */
  preview: MarkdownPreviewOf;
  /**
   * What visitors are shown, in the hint's words ("post", "page", "service page"): each use
   * names its own, the editor has no default noun.
   */
  subject: string;
  /** More help under the editor (e.g. the placeholders a page may use). */
  hint?: string;
}) {
  const id = useId();
  const [tab, setTab] = useState<Tab>("write");
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ write: null, preview: null });
  const preview = useMarkdownPreview(previewOf, value, tab === "preview" && value.trim() !== "");

  // Arrow keys move between the tabs (WAI-ARIA tabs pattern, automatic activation).
  function onKeyDown(event: KeyboardEvent) {
    if (!["ArrowLeft", "ArrowRight", "Home", "End"].includes(event.key)) return;
    event.preventDefault();
    const next: Tab =
      event.key === "Home"
        ? "write"
        : event.key === "End"
          ? "preview"
          : tab === "write"
            ? "preview"
            : "write";
    setTab(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <label htmlFor={`${id}-text`} className="block text-sm font-medium">
          {`${label} (Markdown)`}
        </label>
        <div role="tablist" aria-label="Editor mode" className="flex gap-1 rounded-md bg-bg p-1">
          {TABS.map((t) => (
            <button
              key={t}
              ref={(el) => {
                tabRefs.current[t] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-${t}-tab`}
              aria-selected={tab === t}
              aria-controls={`${id}-${t}-panel`}
              tabIndex={tab === t ? 0 : -1}
              onClick={() => setTab(t)}
              onKeyDown={onKeyDown}
              className={cn(
                "rounded px-3 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-primary",
                tab === t ? "bg-card text-fg shadow-sm" : "text-muted hover:text-fg",
              )}
            >
              {t === "write" ? "Write" : "Preview"}
            </button>
          ))}
        </div>
      </div>
      <div
        role="tabpanel"
        id={`${id}-write-panel`}
        aria-labelledby={`${id}-write-tab`}
        hidden={tab !== "write"}
      >
        <textarea
          id={`${id}-text`}
          rows={14}
          value={value}
          maxLength={maxLength}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-help${error ? ` ${id}-error` : ""}`}
          className={controlClass(error, "min-h-64 font-mono text-sm")}
        />
        <p id={`${id}-help`} className="mt-1 text-xs text-muted">
          Markdown: ## headings, **bold**, *italic*, [links](https://…), lists, tables. Scripts and unsafe
          links are removed when the {subject} is shown.{hint ? ` ${hint}` : null}
        </p>
      </div>
      <div
        role="tabpanel"
        id={`${id}-preview-panel`}
        aria-labelledby={`${id}-preview-tab`}
        hidden={tab !== "preview"}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel is focusable so its content can be reached (WAI-ARIA tabs)
        tabIndex={0}
        className="min-h-64 rounded-md border border-border bg-bg p-4"
      >
        {value.trim() === "" ? (
          <p className="text-muted">{T.previewEmpty}</p>
        ) : preview.isError ? (
          <p role="alert" className="text-red-700 dark:text-red-300">
            {T.previewFailed}
          </p>
        ) : preview.data === undefined ? (
          <Spinner label="Rendering preview" />
        ) : (
          <div
            className={cn(articleProse, preview.isFetching && "opacity-60")}
            data-testid="markdown-preview"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered and sanitised on the server by renderMarkdown
            dangerouslySetInnerHTML={{ __html: preview.data }}
          />
        )}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The Markdown editor bound to the form's `name` field: its value, changes and refusal message. */
export function FormMarkdownField<T extends FieldValues, C, O extends FieldValues>({
  control,
  name,
  ...editor
}: { control: Control<T, C, O>; name: Path<T> } & Omit<
  ComponentProps<typeof MarkdownEditor>,
  "value" | "onChange" | "error"
>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MarkdownEditor
          {...editor}
          value={field.value ?? ""}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
