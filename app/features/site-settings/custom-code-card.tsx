import { CheckboxField } from "~/components/ui/checkbox-field";
import { FormField } from "~/components/ui/form-field";
import { TextareaField } from "~/components/ui/textarea-field";
import { useSettingsForm } from "./form";
import { SettingsCard } from "./settings-card";

/**
 * Advanced › Custom Code and System: CSS and scripts for the public pages (empty is stored as
 * nothing), and maintenance mode, whose message is asked for only while it is on (spec 3 §2).
 */
export function CustomCodeCard() {
  const { form, field } = useSettingsForm();
  const maintenance = form.watch("is_maintenance_mode");
  const code = "font-mono text-xs";
  return (
    <SettingsCard
      title="Custom Code & System"
      description="Custom CSS and scripts run on the public pages only, never in the back office. Scripts are plain JavaScript, without <script> tags."
    >
      <TextareaField
        label="Custom CSS"
        rows={6}
        spellCheck={false}
        className={code}
        {...field("custom_css")}
      />
      <TextareaField
        label="Header Scripts"
        rows={5}
        spellCheck={false}
        className={code}
        {...field("header_scripts")}
      />
      <TextareaField
        label="Footer Scripts"
        rows={5}
        spellCheck={false}
        className={code}
        {...field("footer_scripts")}
      />
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
