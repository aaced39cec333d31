import { CheckboxField } from "~/components/ui/checkbox-field";
import { FormField } from "~/components/ui/form-field";
import { TextareaField } from "~/components/ui/textarea-field";
import { useSettingsForm } from "./form";
import { SettingsCard } from "./settings-card";

const CODE_FIELDS = [
  ["custom_css", "Custom CSS", 6],
  ["header_scripts", "Header Scripts", 5],
  ["footer_scripts", "Footer Scripts", 5],
] as const;

/**
 * Advanced › Custom Code and System: CSS and scripts for the public pages (empty is stored as
 * nothing), and maintenance mode, whose message is asked for only while it is on (spec 3 §2).
 */
export function CustomCodeCard() {
  const { form, field } = useSettingsForm();
  const maintenance = form.watch("is_maintenance_mode");
  return (
    <SettingsCard
      title="Custom Code & System"
      description="Custom CSS and scripts run on the public pages only, never in the back office. Scripts are plain JavaScript, without <script> tags."
    >
      {CODE_FIELDS.map(([name, label, rows]) => (
        <TextareaField
          key={name}
          label={label}
          rows={rows}
          spellCheck={false}
          className="font-mono text-xs"
          {...field(name)}
        />
      ))}
      <CheckboxField
        role="switch"
        label="Maintenance Mode"
        hint="Visitors see the maintenance message instead of the site; signed-in administrators still see the site."
        {...form.register("is_maintenance_mode")}
      />
      {maintenance ? <FormField label="Maintenance Message" {...field("maintenance_message")} /> : null}
    </SettingsCard>
  );
}
