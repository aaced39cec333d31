import { PROJECT_BUDGETS, PROJECT_CATEGORIES, PROJECT_STATUSES } from "@common/options";
import {
  type AdminProject,
  defaultProjectYear,
  PROJECT_YEARS,
  type ProjectCreate,
  ProjectCreateSchema,
} from "@common/schemas/projects";
import { SLUG_MESSAGES, slugify } from "@common/slug";
import { useId, useRef } from "react";
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
import { capitalise, PROJECTS_COPY } from "./copy";
import { useCreateProject, useUpdateProject } from "./queries";

/** The form's values: what the inputs hold (numbers as typed text, "" for none). */
type Values = {
  title: string;
  slug: string;
  category: string;
  status: string;
  description: string;
  image: string;
  client_name: string;
  year: string;
  team_size: string;
  order_index: string;
  project_duration: string;
  budget_range: string;
  project_link: string;
  technologies: string[];
  gallery_images: string[];
  results: string;
  testimonial_text: string;
  featured: boolean;
};

const CATEGORY_OPTIONS = [
  { value: "", label: "Select a category" },
  ...PROJECT_CATEGORIES.map((c) => ({ value: c, label: c })),
];
const STATUS_OPTIONS = PROJECT_STATUSES.map((s) => ({ value: s, label: capitalise(s) }));
const BUDGET_OPTIONS = [
  { value: "", label: "Not specified" },
  ...PROJECT_BUDGETS.map((b) => ({ value: b, label: b })),
];

function initialValues(p: AdminProject | null): Values {
  return {
    title: p?.title ?? "",
    slug: p?.slug ?? "",
    category: p?.category ?? "",
    status: p?.status ?? "published",
    description: p?.description ?? "",
    image: p?.image ?? "",
    client_name: p?.client_name ?? "",
    year: p ? (p.year?.toString() ?? "") : String(defaultProjectYear()),
    team_size: p?.team_size?.toString() ?? "",
    order_index: String(p?.order_index ?? 0),
    project_duration: p?.project_duration ?? "",
    budget_range: p?.budget_range ?? "",
    project_link: p?.project_link ?? "",
    technologies: p?.technologies ?? [],
    gallery_images: p?.gallery_images ?? [],
    results: p?.results ?? "",
    testimonial_text: p?.testimonial_text ?? "",
    featured: p?.featured ?? false,
  };
}

/** Typed numbers become numbers (blank is none; order blank is 0). */
const numberOrNull = (text: string) => (text.trim() === "" ? null : Number(text));

function toPayload(v: Values): Record<string, unknown> {
  return {
    ...v,
    year: numberOrNull(v.year),
    team_size: numberOrNull(v.team_size),
    order_index: numberOrNull(v.order_index) ?? 0,
    budget_range: v.budget_range || null,
  };
}

/** "gallery_images.2" → "gallery_images": errors show on the field they belong to. */
const fieldOf = (path: string) => path.split(".")[0] as keyof Values;

/** Validates with the API's own schema (common/schemas/projects.ts). */
const resolver: Resolver<Values, unknown, ProjectCreate> = async (values) => {
  const parsed = ProjectCreateSchema.safeParse(toPayload(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    errors[fieldOf(issue.path.join(".") || "title")] ??= { type: "validate", message: issue.message };
  }
  return { values: {}, errors: errors as FieldErrors<Values> };
};

/**
 * "Add New Project" / "Edit Project" with every field of spec 2 §3 and the §5 rules. The slug
 * follows the title until it is edited by hand (an existing project's slug never changes by
 * itself: its public address would). A failed save keeps the dialog open with what was typed and
 * the server's messages on the fields.
 */
export function ProjectDialog({ project, onClose }: { project: AdminProject | null; onClose: () => void }) {
  const editing = project !== null;
  const create = useCreateProject();
  const update = useUpdateProject();
  const form = useForm<Values, unknown, ProjectCreate>({ defaultValues: initialValues(project), resolver });
  const { errors, isSubmitting } = form.formState;
  const slugByHand = useRef(editing);
  const categoryErrorId = useId();

  const titleField = form.register("title", {
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      if (!slugByHand.current) form.setValue("slug", slugify(e.target.value));
    },
  });
  const slugField = form.register("slug", {
    // Emptying the slug hands it back to the title.
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      slugByHand.current = e.target.value.trim() !== "";
    },
  });

  const onSubmit = form.handleSubmit(async (payload) => {
    try {
      if (project) {
        await update.mutateAsync({ id: project.id, patch: payload });
        toast.success(PROJECTS_COPY.updated, { description: `"${payload.title}" was saved.` });
      } else {
        await create.mutateAsync(payload);
        toast.success(PROJECTS_COPY.added, { description: `"${payload.title}" was added.` });
      }
      onClose();
    } catch (err) {
      if (err instanceof ApiClientError && err.fields) {
        for (const [key, message] of Object.entries(err.fields)) {
          form.setError(fieldOf(key), { type: "server", message });
        }
      }
      const duplicate = err instanceof ApiClientError && err.code === "duplicate_slug";
      toast.error(editing ? PROJECTS_COPY.updateFailed : PROJECTS_COPY.addFailed, {
        description: duplicate ? SLUG_MESSAGES.duplicate : PROJECTS_COPY.tryAgain,
      });
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={editing ? PROJECTS_COPY.editTitle : PROJECTS_COPY.addTitle}
      size="4xl"
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Project">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Title *" maxLength={200} error={errors.title?.message} {...titleField} />
          <FormField
            label="Slug *"
            maxLength={200}
            spellCheck={false}
            autoComplete="off"
            error={errors.slug?.message}
            {...slugField}
          />
          <div className="space-y-1">
            <SelectField
              label="Category *"
              options={CATEGORY_OPTIONS}
              aria-invalid={errors.category ? true : undefined}
              aria-describedby={errors.category ? categoryErrorId : undefined}
              {...form.register("category")}
            />
            {errors.category ? (
              <p id={categoryErrorId} className="text-sm text-red-700 dark:text-red-400">
                {errors.category.message}
              </p>
            ) : null}
          </div>
          <SelectField label="Status" options={STATUS_OPTIONS} {...form.register("status")} />
        </div>

        <TextareaField
          label="Description *"
          maxLength={5000}
          error={errors.description?.message}
          {...form.register("description")}
        />

        <Controller
          control={form.control}
          name="image"
          render={({ field, fieldState }) => (
            <ImageField
              label="Project image"
              folder="projects"
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />

        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <FormField
            label="Client name"
            maxLength={200}
            error={errors.client_name?.message}
            {...form.register("client_name")}
          />
          <FormField
            label="Year"
            type="number"
            inputMode="numeric"
            min={PROJECT_YEARS.min}
            max={PROJECT_YEARS.max}
            error={errors.year?.message}
            {...form.register("year")}
          />
          <FormField
            label="Team size"
            type="number"
            inputMode="numeric"
            min={1}
            error={errors.team_size?.message}
            {...form.register("team_size")}
          />
          <FormField
            label="Project duration"
            placeholder="e.g. 3 months"
            maxLength={100}
            error={errors.project_duration?.message}
            {...form.register("project_duration")}
          />
          <SelectField label="Budget range" options={BUDGET_OPTIONS} {...form.register("budget_range")} />
          <FormField
            label="Display order"
            type="number"
            inputMode="numeric"
            min={0}
            error={errors.order_index?.message}
            {...form.register("order_index")}
          />
        </div>

        <FormField
          label="Project link"
          type="url"
          placeholder="https://…"
          error={errors.project_link?.message}
          {...form.register("project_link")}
        />

        <div className="grid gap-4 sm:grid-cols-2">
          <Controller
            control={form.control}
            name="technologies"
            render={({ field, fieldState }) => (
              <ListInput
                label="Technologies"
                placeholder="e.g. React"
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="gallery_images"
            render={({ field, fieldState }) => (
              <ListInput
                label="Gallery image URLs"
                placeholder="https://… or /media/…"
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                removeLabel={(url) => `Remove image ${url}`}
              />
            )}
          />
        </div>

        <TextareaField
          label="Results"
          maxLength={2000}
          error={errors.results?.message}
          {...form.register("results")}
        />
        <TextareaField
          label="Client testimonial"
          maxLength={2000}
          error={errors.testimonial_text?.message}
          {...form.register("testimonial_text")}
        />

        <label className="inline-flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="h-4 w-4 accent-[var(--color-primary)]"
            {...form.register("featured")}
          />
          Featured project
        </label>

        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Saving..." : editing ? "Update Project" : "Add Project"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
