import { FONT_GROUPS } from "@common/fonts";
import { DEFAULT_SITE_SETTINGS } from "@common/site-settings-defaults";
import { TYPOGRAPHY_RANGES } from "@common/site-settings-rules";
import { FieldFrame, useField } from "~/components/ui/field-frame";
import { FormSliderField, showToast } from "~/features/admin-kit";
import { fontFaceCss } from "~/lib/fonts";
import { SETTINGS_TOASTS } from "./copy";
import { useSettingsForm } from "./form";
import { ResetButton, SettingsCard } from "./settings-card";
import { typographyStyle } from "./theme-preview";

const TYPOGRAPHY = ["font_family", "font_size", "line_height", "font_weight"] as const;

/** Appearance: font family, base size, line height and weight, with a live preview (spec 3 §2, §5, §9). */
export function TypographyCard() {
  const { form, field } = useSettingsForm();
  const { control } = form;
  const values = form.watch();
  const { error, maxLength: _none, ...font } = field("font_family");
  const { fieldId, errorId, control: select } = useField(undefined, error);

  function resetTypography() {
    for (const name of TYPOGRAPHY) form.setValue(name, DEFAULT_SITE_SETTINGS[name], { shouldDirty: true });
    showToast("success", SETTINGS_TOASTS.typographyReset);
  }

  return (
    <SettingsCard
      title="Typography"
      actions={<ResetButton label="Reset Typography" onClick={resetTypography} />}
    >
      <FieldFrame label="Font Family" fieldId={fieldId} errorId={errorId} error={error}>
        <select {...select} {...font}>
          {Object.entries(FONT_GROUPS).map(([group, families]) => (
            <optgroup key={group} label={group}>
              {families.map((family) => (
                <option key={family} value={family}>
                  {family}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </FieldFrame>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormSliderField
          control={control}
          name="font_size"
          label="Base Font Size"
          {...TYPOGRAPHY_RANGES.font_size}
          format={(n) => `${n}px`}
        />
        <FormSliderField
          control={control}
          name="line_height"
          label="Line Height"
          {...TYPOGRAPHY_RANGES.line_height}
          format={(n) => n.toFixed(1)}
        />
        <FormSliderField
          control={control}
          name="font_weight"
          label="Font Weight"
          {...TYPOGRAPHY_RANGES.font_weight}
        />
      </div>
      <div className="space-y-2">
        <h3 className="font-medium">Typography Preview</h3>
        {/* The previewed family's @font-face (its WOFF2 loads only when the preview uses it). */}
        <style>{fontFaceCss(values.font_family)}</style>
        <div
          data-testid="typography-preview"
          className="space-y-2 rounded-lg border border-border bg-bg p-4"
          style={typographyStyle(values)}
        >
          <p className="text-[1.5em] leading-tight font-bold">{values.site_name || "Your website"}</p>
          <p>
            The quick brown fox jumps over the lazy dog. Body text on your site is set in {values.font_family}{" "}
            at {values.font_size}px.
          </p>
        </div>
      </div>
    </SettingsCard>
  );
}
