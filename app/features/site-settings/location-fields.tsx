import { COORDINATE_STEP, MAP_ZOOM, mapEmbedUrl } from "@common/site-settings-rules";
import { Copy, MapPin } from "lucide-react";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { TextareaField } from "~/components/ui/textarea-field";
import { showToast } from "~/features/admin-kit";
import { SETTINGS_TOASTS } from "./copy";
import { useSettingsForm } from "./form";
import { SettingsFields } from "./settings-card";

/** Spec 3 §5: a zoom that does not parse is 15; a coordinate that does not parse is 0. */
const zoomOf = (v: unknown) => {
  const n = Number.parseInt(String(v), 10);
  return Number.isFinite(n) ? n : MAP_ZOOM.fallback;
};
const coordinateOf = (v: unknown) => {
  const n = Number.parseFloat(String(v));
  return Number.isFinite(n) ? n : 0;
};

const COORDINATES = [
  ["map_latitude", "Latitude", 90],
  ["map_longitude", "Longitude", 180],
] as const;

/** Contact › Location: coordinates, zoom, the map embed link (generated from them) and directions. */
export function LocationFields() {
  const { form, field } = useSettingsForm();
  const { register } = form;
  const error = (name: "map_latitude" | "map_longitude" | "map_zoom_level") =>
    form.formState.errors[name]?.message;

  function generate() {
    const [latitude, longitude, zoom] = form.getValues(["map_latitude", "map_longitude", "map_zoom_level"]);
    form.setValue("map_embed_url", mapEmbedUrl(latitude ?? 0, longitude ?? 0, zoom ?? MAP_ZOOM.fallback), {
      shouldDirty: true,
    });
    showToast("success", SETTINGS_TOASTS.mapUrl);
  }
  async function copy() {
    await navigator.clipboard.writeText(form.getValues("map_embed_url") ?? "");
    showToast("success", SETTINGS_TOASTS.copied);
  }

  return (
    <SettingsFields>
      <div className="grid gap-4 sm:grid-cols-3">
        {COORDINATES.map(([name, label, limit]) => (
          <FormField
            key={name}
            label={label}
            type="number"
            inputMode="decimal"
            step={COORDINATE_STEP}
            min={-limit}
            max={limit}
            error={error(name)}
            {...register(name, { setValueAs: coordinateOf })}
          />
        ))}
        <FormField
          label="Map Zoom Level"
          type="number"
          inputMode="numeric"
          step={1}
          min={MAP_ZOOM.min}
          max={MAP_ZOOM.max}
          error={error("map_zoom_level")}
          {...register("map_zoom_level", { setValueAs: zoomOf })}
        />
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <FormField label="Map Embed URL" inputMode="url" {...field("map_embed_url")} />
        </div>
        <Button variant="secondary" onClick={generate}>
          <MapPin aria-hidden="true" className="h-4 w-4" />
          Generate Map URL
        </Button>
        <Button variant="secondary" onClick={copy} aria-label="Copy the map embed URL">
          <Copy aria-hidden="true" className="h-4 w-4" />
          <span className="hidden sm:inline">Copy</span>
        </Button>
      </div>
      <TextareaField label="Location Description" rows={3} {...field("location_description")} />
    </SettingsFields>
  );
}
