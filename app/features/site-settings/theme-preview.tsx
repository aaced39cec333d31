import { readableTextOn } from "@common/contrast";
import { fontStack } from "@common/fonts";
import { HEX_COLOR } from "@common/site-settings-rules";
import { useState } from "react";
import { cn } from "~/lib/cn";
import type { SettingsValues } from "./form";

type Mode = "light" | "dark";

const SWATCHES = [
  ["primary_color", "Primary"],
  ["secondary_color", "Secondary"],
  ["accent_color", "Accent"],
] as const;

/** A swatch's label colour; a stored colour that is not #RRGGBB gets the page's. */
const labelColor = (hex: string) => (HEX_COLOR.test(hex) ? readableTextOn(hex) : undefined);

/** The colours of one theme as the public pages use them. */
export function themeColors(v: SettingsValues, mode: Mode) {
  return mode === "light"
    ? { background: v.background_color, text: v.text_color, border: v.border_color }
    : { background: v.background_color_dark, text: v.text_color_dark, border: v.border_color_dark };
}

/** The page's typography as CSS, for previews. */
export function typographyStyle(v: SettingsValues) {
  return {
    fontFamily: fontStack(v.font_family),
    fontSize: `${v.font_size}px`,
    lineHeight: v.line_height,
    fontWeight: Number(v.font_weight),
  };
}

/** A live preview of the colours (and fonts) being edited, in the light or the dark theme. */
export function ThemePreview({ values }: { values: SettingsValues }) {
  const [mode, setMode] = useState<Mode>("light");
  const colors = themeColors(values, mode);
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-medium">Live Preview</h3>
        <fieldset className="inline-flex rounded-md border border-border p-0.5">
          <legend className="sr-only">Preview theme</legend>
          {(["light", "dark"] as const).map((m) => (
            <button
              key={m}
              type="button"
              aria-pressed={mode === m}
              onClick={() => setMode(m)}
              className={cn(
                "rounded px-3 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-primary",
                mode === m ? "bg-primary text-white" : "text-fg hover:bg-black/5 dark:hover:bg-white/10",
              )}
            >
              {m === "light" ? "Light" : "Dark"}
            </button>
          ))}
        </fieldset>
      </div>
      <div
        data-testid="theme-preview"
        data-mode={mode}
        className="space-y-3 rounded-lg border-2 p-4"
        style={{
          backgroundColor: colors.background,
          color: colors.text,
          borderColor: colors.border,
          ...typographyStyle(values),
        }}
      >
        <p className="text-xl font-bold">{values.site_name || "Your website"}</p>
        <p>This is how text reads on your site, on its background and cards.</p>
        <div className="flex flex-wrap gap-2">
          {SWATCHES.map(([name, label]) => (
            <span
              key={name}
              className="rounded-md px-3 py-1.5 text-sm font-medium"
              style={{ backgroundColor: values[name], color: labelColor(values[name]) }}
            >
              {label}
            </span>
          ))}
        </div>
        <div className="rounded-md border p-3 text-sm" style={{ borderColor: colors.border }}>
          A card with the border colour.
        </div>
      </div>
    </div>
  );
}
