import { contrastRatio, WCAG_AA_TEXT_CONTRAST } from "@common/contrast";
import { DEFAULT_SITE_SETTINGS } from "@common/site-settings-defaults";
import { COLOR_FIELDS, COLOR_PRESETS, HEX_COLOR } from "@common/site-settings-rules";
import { AlertTriangle } from "lucide-react";
import { Button } from "~/components/ui/button";
import { FormColorField, showToast } from "~/features/admin-kit";
import { SETTINGS_TOASTS } from "./copy";
import { type SettingsValues, useSettingsForm } from "./form";
import { ResetButton, SettingsCard, SettingsFields } from "./settings-card";
import { ThemePreview, themeColors } from "./theme-preview";

type ColorName = (typeof COLOR_FIELDS)[number];

const GROUPS: { title: string; colors: [ColorName, string][] }[] = [
  {
    title: "Brand colors",
    colors: [
      ["primary_color", "Primary Color"],
      ["secondary_color", "Secondary Color"],
      ["accent_color", "Accent Color"],
    ],
  },
  {
    title: "Light theme",
    colors: [
      ["background_color", "Background Color"],
      ["text_color", "Text Color"],
      ["border_color", "Border Color"],
    ],
  },
  {
    title: "Dark theme",
    colors: [
      ["background_color_dark", "Dark Background Color"],
      ["text_color_dark", "Dark Text Color"],
      ["border_color_dark", "Dark Border Color"],
    ],
  },
];

/** Appearance: the six presets, the nine colours, a contrast check and a live preview (spec 3 §2, §9). */
export function ColorsCard() {
  const { form } = useSettingsForm();
  const values = form.watch();
  const set = (name: ColorName, value: string) => form.setValue(name, value, { shouldDirty: true });

  function applyPreset(preset: (typeof COLOR_PRESETS)[number]) {
    set("primary_color", preset.primary_color);
    set("secondary_color", preset.secondary_color);
    set("accent_color", preset.accent_color);
    showToast("success", SETTINGS_TOASTS.presetApplied(preset.name));
  }
  function resetColors() {
    for (const name of COLOR_FIELDS) set(name, DEFAULT_SITE_SETTINGS[name]);
    showToast("success", SETTINGS_TOASTS.colorsReset);
  }

  return (
    <SettingsCard
      title="Advanced Theme Colors"
      description="Colours are six-digit hex codes like #2563EB."
      fields={false}
      actions={<ResetButton label="Reset Colors" onClick={resetColors} />}
    >
      <SettingsFields>
        <div className="space-y-2">
          <h3 className="font-medium">Quick presets</h3>
          <div className="flex flex-wrap gap-2">
            {COLOR_PRESETS.map((preset) => (
              <Button
                key={preset.name}
                variant="secondary"
                onClick={() => applyPreset(preset)}
                aria-label={`Apply the ${preset.name} preset`}
              >
                <span aria-hidden="true" className="flex">
                  {[preset.primary_color, preset.secondary_color, preset.accent_color].map((color) => (
                    <span
                      key={color}
                      className="h-4 w-4 first:rounded-l last:rounded-r"
                      style={{ backgroundColor: color }}
                    />
                  ))}
                </span>
                {preset.name}
              </Button>
            ))}
          </div>
        </div>
        {GROUPS.map((group) => (
          <div key={group.title} className="space-y-2">
            <h3 className="font-medium">{group.title}</h3>
            <div className="grid gap-4 sm:grid-cols-3">
              {group.colors.map(([name, label]) => (
                <FormColorField key={name} control={form.control} name={name} label={label} />
              ))}
            </div>
          </div>
        ))}
      </SettingsFields>
      <ContrastWarnings values={values} />
      <ThemePreview values={values} />
    </SettingsCard>
  );
}

/** Names each theme whose text on background falls below WCAG AA, with both colours and the ratio. */
function ContrastWarnings({ values }: { values: SettingsValues }) {
  const problems = (["light", "dark"] as const).flatMap((mode) => {
    const { text, background } = themeColors(values, mode);
    if (!HEX_COLOR.test(text) || !HEX_COLOR.test(background)) return [];
    const ratio = contrastRatio(text, background);
    return ratio < WCAG_AA_TEXT_CONTRAST ? [{ mode, text, background, ratio }] : [];
  });
  return (
    <div aria-live="polite" className="empty:hidden">
      {problems.map((p) => (
        <p
          key={p.mode}
          className="flex items-start gap-2 rounded-md border border-yellow-600 bg-yellow-50 p-3 text-sm text-yellow-900 dark:bg-yellow-950 dark:text-yellow-100"
        >
          <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span>
            Low contrast in the {p.mode} theme: text {p.text.toUpperCase()} on background{" "}
            {p.background.toUpperCase()} is {p.ratio.toFixed(2)}:1; WCAG AA asks for at least{" "}
            {WCAG_AA_TEXT_CONTRAST}:1.
          </span>
        </p>
      ))}
    </div>
  );
}
