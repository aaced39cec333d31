import { COUNTRIES, TIMEZONES } from "@common/site-settings-rules";
import type { ReactNode } from "react";
import { FormField } from "~/components/ui/form-field";
import { SelectField } from "~/components/ui/select-field";
import { Tabs } from "~/components/ui/tabs";
import { fieldProps } from "~/lib/form-fields";
import { BusinessHoursEditor } from "./business-hours-editor";
import { CONTACT_FIELDS, type ContactTab as SubTab, useSettingsForm } from "./form";
import { LocationFields } from "./location-fields";
import { SettingsCard, SettingsFields } from "./settings-card";
import { SocialLinksField } from "./social-links-field";

/** The offered choices, and the stored one when it is not among them (an older or imported value). */
function withCurrent(options: { value: string; label: string }[], current: string) {
  return current && !options.some((o) => o.value === current)
    ? [{ value: current, label: current }, ...options]
    : options;
}

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country, label: country }));
const TIMEZONE_OPTIONS = TIMEZONES.map((zone) => ({
  value: zone.value,
  label: `${zone.name} (${zone.value})`,
}));

/**
 * Contact: Contact Management with its five sub-tabs, and the Business Hours editor (spec 3 §2).
 * The sub-tab is the editor's, so a refused field can be shown.
 */
export function ContactTab({ tab, onTabChange }: { tab: SubTab; onTabChange: (tab: SubTab) => void }) {
  const { form, field } = useSettingsForm();
  const { errors } = form.formState;
  const [country, timezone] = form.watch(["country", "timezone"]);
  /** A sub-tab, marked when one of its fields is refused; `grid` lays plain fields out in two columns. */
  const sub = (id: SubTab, label: string, content: ReactNode, grid = true) => ({
    id,
    label,
    alert: CONTACT_FIELDS[id].some((name) => errors[name]),
    content: grid ? (
      <SettingsFields className="grid gap-4 sm:grid-cols-2">{content}</SettingsFields>
    ) : (
      content
    ),
  });
  return (
    <div className="space-y-6">
      <SettingsCard title="Contact Management" fields={false}>
        <Tabs
          label="Contact details"
          value={tab}
          onValueChange={onTabChange}
          items={[
            sub(
              "basic",
              "Basic Info",
              <>
                <FormField label="Contact Email" type="email" {...field("contact_email")} />
                <FormField label="Contact Phone" type="tel" {...field("contact_phone")} />
                <FormField label="Secondary Phone" type="tel" {...field("contact_phone_secondary")} />
                <FormField label="Office Hours (as shown)" {...field("office_hours_display")} />
                <FormField label="Contact Form Title" {...field("contact_form_title")} />
                <FormField label="Contact Form Subtitle" {...field("contact_form_subtitle")} />
                <FormField label="Response Time Promise" {...field("response_time_promise")} />
                <FormField label="Call to Action Text" {...field("contact_cta_text")} />
              </>,
            ),
            sub(
              "address",
              "Address",
              <>
                <FormField label="Address Line 1" {...field("address")} />
                <FormField label="Address Line 2" {...field("address_line_2")} />
                <FormField label="City" {...field("city")} />
                <FormField label="State / Province" {...field("state_province")} />
                <FormField label="Postal Code" {...field("postal_code")} />
                <SelectField
                  label="Country"
                  options={withCurrent(COUNTRY_OPTIONS, country ?? "")}
                  {...fieldProps(form, "country")}
                />
                <SelectField
                  label="Timezone"
                  options={withCurrent(TIMEZONE_OPTIONS, timezone ?? "")}
                  {...fieldProps(form, "timezone")}
                />
              </>,
            ),
            sub(
              "emergency",
              "Emergency",
              <>
                <FormField label="Emergency Phone" type="tel" {...field("emergency_contact_phone")} />
                <FormField label="Emergency Email" type="email" {...field("emergency_contact_email")} />
              </>,
            ),
            sub("location", "Location", <LocationFields />, false),
            sub("social", "Social Media", <SocialLinksField />, false),
          ]}
        />
      </SettingsCard>
      <BusinessHoursEditor />
    </div>
  );
}
