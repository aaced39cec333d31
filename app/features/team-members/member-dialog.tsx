import { DEPARTMENTS } from "@common/options";
import { type TeamMember, TeamMemberCreateSchema } from "@common/schemas/team-members";
import type { ComponentProps, ReactNode } from "react";
import { CheckboxField } from "~/components/ui/checkbox-field";
import { FormField } from "~/components/ui/form-field";
import { SelectField } from "~/components/ui/select-field";
import { TextareaField } from "~/components/ui/textarea-field";
import {
  type DialogProps,
  FormImageField,
  FormListField,
  ResourceDialog,
  resourceForm,
} from "~/features/admin-kit";
import { TEAM_DIALOG_COPY } from "./copy";
import { teamMembers } from "./resource";

/** Spec 2 §5: a number input's non-numeric value becomes 0 (negatives are refused by the schema). */
const toCount = (value: unknown) => {
  const n = Number(String(value ?? "").trim());
  return Number.isFinite(n) ? n : 0;
};

const DEPARTMENT_OPTIONS = [
  { value: "", label: "Select department" },
  ...DEPARTMENTS.map((d) => ({ value: d, label: d })),
];

/**
 * "Add New Team Member" / "Edit Team Member" (spec 2 §2, §5). Achievements, certifications,
 * Instagram and additional info have no input (spec 2 §3) and are not sent, so an edit keeps them.
 */
export function MemberDialog(props: DialogProps<TeamMember>) {
  const { row: member } = props;
  // An imported member's department outside the list still shows (and must be changed to save).
  const departments =
    member?.department && !(DEPARTMENTS as readonly string[]).includes(member.department)
      ? [...DEPARTMENT_OPTIONS, { value: member.department, label: member.department }]
      : DEPARTMENT_OPTIONS;
  return (
    <ResourceDialog
      {...props}
      form={resourceForm(teamMembers, TeamMemberCreateSchema, TEAM_DIALOG_COPY)}
      size="4xl"
      blanks={{
        years_of_experience: 0,
        order_index: 0,
        is_active: true,
      }}
    >
      {(form, field) => {
        const { register } = form;
        return (
          <>
            <Group title="Basic information">
              <FormField label="Name *" autoComplete="off" {...field("name")} />
              <FormField label="Role *" autoComplete="off" {...field("role")} />
              <SelectField label="Department" options={departments} {...field("department")} />
              <FormField label="Email" type="email" autoComplete="off" {...field("email")} />
              <FormField label="Phone" type="tel" autoComplete="off" {...field("phone")} />
              <FormField label="Location" {...field("location")} />
              <FormField label="Join date" type="date" {...field("join_date")} />
              <CountField
                label="Years of experience"
                {...field("years_of_experience", { setValueAs: toCount })}
              />
              <CountField label="Display order" {...field("order_index", { setValueAs: toCount })} />
            </Group>

            <Group title="Profile">
              <div className="sm:col-span-2">
                <TextareaField label="Bio" rows={4} {...field("bio")} />
              </div>
              <FormListField control={form.control} name="specialties" label="Specialties" noun="specialty" />
              <FormListField control={form.control} name="languages" label="Languages" noun="language" />
              <FormImageField control={form.control} name="image_url" label="Photo" folder="team" />
              <FormField label="Photo description (alt text)" {...field("image_alt")} />
            </Group>

            <Group title="Links">
              <UrlField label="LinkedIn URL" {...field("linkedin_url")} />
              <UrlField label="Twitter URL" {...field("twitter_url")} />
              <UrlField label="GitHub URL" {...field("github_url")} />
              <UrlField label="Website URL" {...field("website_url")} />
            </Group>

            <Group title="Visibility and notes">
              <div className="sm:col-span-2">
                <TextareaField
                  label="Admin notes (internal, never shown on the website)"
                  rows={3}
                  {...field("admin_notes")}
                />
              </div>
              <div className="flex flex-wrap gap-x-6 gap-y-2 sm:col-span-2">
                <CheckboxField label="Active (visible on the website)" {...register("is_active")} />
                <CheckboxField label="Featured" {...register("is_featured")} />
              </div>
            </Group>
          </>
        );
      }}
    </ResourceDialog>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="mb-2 text-sm font-semibold text-muted">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

function UrlField(props: ComponentProps<typeof FormField>) {
  return <FormField type="url" inputMode="url" placeholder="https://…" autoComplete="off" {...props} />;
}

function CountField(props: ComponentProps<typeof FormField>) {
  return <FormField type="number" min={0} step={1} inputMode="numeric" {...props} />;
}
