import { Trash2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { TextareaField } from "~/components/ui/textarea-field";
import { FormImageField } from "~/features/admin-kit";
import { useSettingsForm } from "./form";
import { SettingsCard } from "./settings-card";

/** General: the site's name and words, its logos and its favicon (spec 3 §2). */
export function GeneralTab() {
  const { form, field } = useSettingsForm();
  const { control } = form;
  const favicon = form.watch("site_favicon");
  return (
    <div className="space-y-6">
      <SettingsCard title="Site Information">
        <FormField label="Website Name" {...field("site_name")} />
        <FormField label="Tagline" {...field("site_tagline")} />
        <TextareaField label="Description" rows={4} {...field("site_description")} />
        <FormField label="Footer Text" {...field("footer_text")} />
      </SettingsCard>
      <SettingsCard
        title="Logo Management"
        description="The site logo shows in the navigation bar; a light or dark logo, when set, takes its place in that theme."
      >
        <FormImageField control={control} name="site_logo" label="Site Logo" folder="logos" />
        <FormImageField
          control={control}
          name="site_logo_light"
          label="Light Logo (light theme)"
          folder="logos"
        />
        <FormImageField
          control={control}
          name="site_logo_dark"
          label="Dark Logo (dark theme)"
          folder="logos"
        />
      </SettingsCard>
      <SettingsCard
        title="Favicon"
        description="The small icon browsers show in tabs and bookmarks."
        actions={
          favicon ? (
            <Button
              variant="secondary"
              onClick={() => form.setValue("site_favicon", "", { shouldDirty: true })}
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              Remove favicon
            </Button>
          ) : null
        }
      >
        <FormImageField control={control} name="site_favicon" label="Favicon URL" folder="favicons" />
      </SettingsCard>
    </div>
  );
}
