import { DEFAULT_SITE_SETTINGS } from "@common/site-settings-defaults";
import { ANALYTICS_ID_PATTERNS, type AnalyticsIdField, META_LIMITS } from "@common/site-settings-rules";
import { useId } from "react";
import { FormField } from "~/components/ui/form-field";
import { CountedField, showToast } from "~/features/admin-kit";
import { useRootData } from "~/lib/site-settings";
import { SETTINGS_TOASTS } from "./copy";
import { useSettingsForm } from "./form";
import { ResetButton, SettingsCard } from "./settings-card";

const ANALYTICS: { name: AnalyticsIdField; label: string; format: string }[] = [
  {
    name: "google_analytics_id",
    label: "Google Analytics ID",
    format: "G- and 10 capital letters or digits",
  },
  {
    name: "google_tag_manager_id",
    label: "Google Tag Manager ID",
    format: "GTM- and 7 capital letters or digits",
  },
  { name: "facebook_pixel_id", label: "Facebook Pixel ID", format: "15 or 16 digits" },
];

/** What a search result shows of the description: 160 characters, then an ellipsis (spec 3 §5). */
export function searchSnippet(description: string): string {
  const limit = META_LIMITS.meta_description;
  return description.length > limit ? `${description.slice(0, limit)}...` : description;
}

/**
 * Advanced › SEO and analytics: meta tags with their counters, the analytics IDs (a red border
 * when one does not match its pattern, nothing more), a search result preview and a reset.
 */
export function SeoCard() {
  const { form, field } = useSettingsForm();
  const [title, description, siteName] = form.watch(["meta_title", "meta_description", "site_name"]);
  const origin = useRootData()?.origin ?? "";

  function resetSeo() {
    const options = { shouldDirty: true };
    form.setValue("meta_title", DEFAULT_SITE_SETTINGS.meta_title, options);
    form.setValue("meta_description", DEFAULT_SITE_SETTINGS.meta_description, options);
    for (const { name } of ANALYTICS) form.setValue(name, "", options);
    showToast("success", SETTINGS_TOASTS.seoReset);
  }

  return (
    <SettingsCard title="SEO & Analytics" actions={<ResetButton label="Reset SEO" onClick={resetSeo} />}>
      <CountedText name="meta_title" label="Meta Title" length={title?.length ?? 0} />
      <CountedText
        name="meta_description"
        label="Meta Description"
        length={description?.length ?? 0}
        multiline
      />
      <FormField
        label="Meta Keywords"
        placeholder="web development, custom software"
        {...field("meta_keywords")}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        {ANALYTICS.map(({ name, label, format }) => (
          <AnalyticsId key={name} name={name} label={label} format={format} />
        ))}
      </div>
      <div className="space-y-2">
        <h3 className="font-medium">Search Result Preview</h3>
        <div data-testid="search-preview" className="space-y-1 rounded-lg border border-border bg-bg p-4">
          <p className="truncate text-sm text-muted">{origin}</p>
          <p className="text-lg text-primary underline-offset-2 dark:text-fg">{title || siteName}</p>
          <p className="text-sm break-words">{searchSnippet(description ?? "")}</p>
        </div>
      </div>
    </SettingsCard>
  );
}

/** A meta text with its counter (/60 or /160): green, yellow above 90 percent, red with a red border over it. */
function CountedText({
  name,
  label,
  length,
  multiline,
}: {
  name: "meta_title" | "meta_description";
  label: string;
  length: number;
  multiline?: boolean;
}) {
  const { field } = useSettingsForm();
  return (
    <CountedField
      label={label}
      length={length}
      limit={META_LIMITS[name]}
      multiline={multiline}
      {...field(name)}
    />
  );
}

/** An analytics ID: empty or matching its pattern; anything else only gets a red border (spec 3 §5). */
function AnalyticsId({ name, label, format }: { name: AnalyticsIdField; label: string; format: string }) {
  const { form, field } = useSettingsForm();
  const hintId = useId();
  const value = form.watch(name)?.trim() ?? "";
  const invalid = value !== "" && !ANALYTICS_ID_PATTERNS[name].test(value);
  return (
    <div className="space-y-1">
      <FormField
        label={label}
        spellCheck={false}
        autoComplete="off"
        aria-invalid={invalid || undefined}
        aria-describedby={hintId}
        className={invalid ? "border-red-600 font-mono" : "font-mono"}
        {...field(name)}
      />
      <p id={hintId} className="text-xs text-muted">
        {format}
      </p>
    </div>
  );
}
