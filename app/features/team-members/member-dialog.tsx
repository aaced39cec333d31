import { DEPARTMENTS } from "@common/options";
import {
  TEAM_LIMITS,
  TEAM_TEXT,
  type TeamMember,
  type TeamMemberCreate,
  TeamMemberCreateSchema,
} from "@common/schemas/team-members";
import type { ComponentProps, ReactNode } from "react";
import { Controller, type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { ImageField } from "~/components/ui/image-field";
import { ListInput } from "~/components/ui/list-input";
import { SelectField } from "~/components/ui/select-field";
import { TextareaField } from "~/components/ui/textarea-field";
import { ApiClientError } from "~/lib/api";
import { useCreateMember, useUpdateMember } from "./queries";

/** What the inputs hold: text for text and number inputs, lists for the list inputs. */
type Values = {
  name: string;
  role: string;
  email: string;
  phone: string;
  department: string;
  location: string;
  join_date: string;
  years_of_experience: string;
  order_index: string;
  bio: string;
  specialties: string[];
  languages: string[];
  image_url: string;
  image_alt: string;
  linkedin_url: string;
  twitter_url: string;
  github_url: string;
  website_url: string;
  admin_notes: string;
  is_active: boolean;
  is_featured: boolean;
};

function initialValues(m: TeamMember | null): Values {
  return {
    name: m?.name ?? "",
    role: m?.role ?? "",
    email: m?.email ?? "",
    phone: m?.phone ?? "",
    department: m?.department ?? "",
    location: m?.location ?? "",
    join_date: m?.join_date ?? "",
    years_of_experience: String(m?.years_of_experience ?? 0),
    order_index: String(m?.order_index ?? 0),
    bio: m?.bio ?? "",
    specialties: m?.specialties ?? [],
    languages: m?.languages ?? [],
    image_url: m?.image_url ?? "",
    image_alt: m?.image_alt ?? "",
    linkedin_url: m?.linkedin_url ?? "",
    twitter_url: m?.twitter_url ?? "",
    github_url: m?.github_url ?? "",
    website_url: m?.website_url ?? "",
    admin_notes: m?.admin_notes ?? "",
    is_active: m?.is_active ?? true,
    is_featured: m?.is_featured ?? false,
  };
}

/** Spec 2 §5: a number input's non-numeric value becomes 0 (negatives are refused by the schema). */
const toCount = (text: string) => {
  const n = Number(text.trim());
  return Number.isFinite(n) ? n : 0;
};

/**
 * The API's body. Achievements, certifications, Instagram and additional info have no input
 * (spec 2 §3) and are not sent, so an edit keeps them as they are.
 */
function toPayload(v: Values): Record<string, unknown> {
  return { ...v, years_of_experience: toCount(v.years_of_experience), order_index: toCount(v.order_index) };
}

/** Validates with the API's own schema (common/schemas/team-members.ts). */
const resolver: Resolver<Values, unknown, TeamMemberCreate> = async (values) => {
  const parsed = TeamMemberCreateSchema.safeParse(toPayload(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    errors[String(issue.path[0] ?? "name")] ??= { type: "validate", message: issue.message };
  }
  return { values: {}, errors: errors as FieldErrors<Values> };
};

const DEPARTMENT_OPTIONS = [
  { value: "", label: "Select department" },
  ...DEPARTMENTS.map((d) => ({ value: d, label: d })),
];

/**
 * "Add New Team Member" / "Edit Team Member" (spec 2 §2, §5). A failed save keeps the dialog
 * open with what was typed and puts the server's messages on the fields.
 */
export function MemberDialog({
  member,
  onClose,
}: {
  /** The member being edited; null adds one. Rendered while open, so each opening starts afresh. */
  member: TeamMember | null;
  onClose: () => void;
}) {
  const editing = member !== null;
  const create = useCreateMember();
  const update = useUpdateMember();
  const form = useForm<Values, unknown, TeamMemberCreate>({
    defaultValues: initialValues(member),
    resolver,
  });
  const { errors, isSubmitting } = form.formState;
  const register = form.register;

  // An imported member's department outside the list still shows (and must be changed to save).
  const departments =
    member?.department && !(DEPARTMENTS as readonly string[]).includes(member.department)
      ? [...DEPARTMENT_OPTIONS, { value: member.department, label: member.department }]
      : DEPARTMENT_OPTIONS;

  const onSubmit = form.handleSubmit(async (payload) => {
    try {
      if (member) {
        await update.mutateAsync({ id: member.id, patch: payload });
        toast.success(TEAM_TEXT.success.update);
      } else {
        await create.mutateAsync(payload);
        toast.success(TEAM_TEXT.success.create);
      }
      onClose();
    } catch (err) {
      if (err instanceof ApiClientError && err.fields) {
        for (const [key, message] of Object.entries(err.fields)) {
          if (key in form.getValues()) form.setError(key as keyof Values, { type: "server", message });
        }
      }
      toast.error(TEAM_TEXT.errorTitle, {
        description: member ? TEAM_TEXT.failure.update : TEAM_TEXT.failure.create,
      });
    }
  });

  return (
    <Dialog
      open
      size="4xl"
      onOpenChange={(open) => (open || isSubmitting ? undefined : onClose())}
      title={editing ? TEAM_TEXT.editTitle : TEAM_TEXT.addTitle}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <Group title="Basic information">
          <FormField
            label="Name *"
            autoComplete="off"
            maxLength={TEAM_LIMITS.name}
            error={errors.name?.message}
            {...register("name")}
          />
          <FormField
            label="Role *"
            autoComplete="off"
            maxLength={TEAM_LIMITS.role}
            error={errors.role?.message}
            {...register("role")}
          />
          <SelectField label="Department" options={departments} {...register("department")} />
          {errors.department ? <ErrorText>{errors.department.message}</ErrorText> : null}
          <FormField
            label="Email"
            type="email"
            autoComplete="off"
            error={errors.email?.message}
            {...register("email")}
          />
          <FormField
            label="Phone"
            type="tel"
            autoComplete="off"
            maxLength={TEAM_LIMITS.phone}
            error={errors.phone?.message}
            {...register("phone")}
          />
          <FormField
            label="Location"
            maxLength={TEAM_LIMITS.location}
            error={errors.location?.message}
            {...register("location")}
          />
          <FormField
            label="Join date"
            type="date"
            error={errors.join_date?.message}
            {...register("join_date")}
          />
          <FormField
            label="Years of experience"
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            error={errors.years_of_experience?.message}
            {...register("years_of_experience")}
          />
          <FormField
            label="Display order"
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            error={errors.order_index?.message}
            {...register("order_index")}
          />
        </Group>

        <Group title="Profile">
          <div className="sm:col-span-2">
            <TextareaField
              label="Bio"
              rows={4}
              maxLength={TEAM_LIMITS.bio}
              error={errors.bio?.message}
              {...register("bio")}
            />
          </div>
          <Controller
            control={form.control}
            name="specialties"
            render={({ field, fieldState }) => (
              <ListInput
                label="Specialties"
                placeholder="Add a specialty"
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                removeLabel={(item) => `Remove specialty ${item}`}
              />
            )}
          />
          <Controller
            control={form.control}
            name="languages"
            render={({ field, fieldState }) => (
              <ListInput
                label="Languages"
                placeholder="Add a language"
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                removeLabel={(item) => `Remove language ${item}`}
              />
            )}
          />
          <Controller
            control={form.control}
            name="image_url"
            render={({ field, fieldState }) => (
              <ImageField
                label="Photo"
                folder="team"
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
          <FormField
            label="Photo description (alt text)"
            maxLength={TEAM_LIMITS.imageAlt}
            error={errors.image_alt?.message}
            {...register("image_alt")}
          />
        </Group>

        <Group title="Links">
          <UrlField label="LinkedIn URL" error={errors.linkedin_url?.message} {...register("linkedin_url")} />
          <UrlField label="Twitter URL" error={errors.twitter_url?.message} {...register("twitter_url")} />
          <UrlField label="GitHub URL" error={errors.github_url?.message} {...register("github_url")} />
          <UrlField label="Website URL" error={errors.website_url?.message} {...register("website_url")} />
        </Group>

        <Group title="Visibility and notes">
          <div className="sm:col-span-2">
            <TextareaField
              label="Admin notes (internal, never shown on the website)"
              rows={3}
              maxLength={TEAM_LIMITS.adminNotes}
              error={errors.admin_notes?.message}
              {...register("admin_notes")}
            />
          </div>
          <div className="flex flex-wrap gap-x-6 gap-y-2 sm:col-span-2">
            <Checkbox label="Active (visible on the website)" {...register("is_active")} />
            <Checkbox label="Featured" {...register("is_featured")} />
          </div>
        </Group>

        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" disabled={isSubmitting} onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Saving..." : editing ? "Update Member" : "Create Member"}
          </Button>
        </div>
      </form>
    </Dialog>
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

function ErrorText({ children }: { children: ReactNode }) {
  return <p className="text-sm text-red-700 sm:col-span-2 dark:text-red-300">{children}</p>;
}

function Checkbox({ label, ...props }: { label: string } & ComponentProps<"input">) {
  return (
    <label className="inline-flex items-center gap-2 text-sm">
      <input type="checkbox" className="h-4 w-4 accent-[var(--color-primary)]" {...props} />
      {label}
    </label>
  );
}
