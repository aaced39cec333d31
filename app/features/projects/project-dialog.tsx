import { PROJECT_BUDGETS, PROJECT_CATEGORIES, PROJECT_STATUSES } from "@common/options";
import {
  defaultProjectYear,
  PROJECT_YEARS,
  type Project,
  type ProjectCreate,
  ProjectCreateSchema,
} from "@common/schemas/projects";
import { SLUG_MESSAGES, slugify } from "@common/slug";
import { useRef } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { CheckboxField } from "~/components/ui/checkbox-field";
import { FormField } from "~/components/ui/form-field";
import { SelectField } from "~/components/ui/select-field";
import { TextareaField } from "~/components/ui/textarea-field";
import {
  byTitle,
  type DialogProps,
  type FieldBinder,
  FormImageField,
  FormListField,
  OrderField,
  ResourceDialog,
  RevisionsPanel,
  resourceForm,
  useRestorableRow,
  ViewLink,
} from "~/features/admin-kit";
import { ApiClientError } from "~/lib/api";
import { capitalise, PROJECT_DIALOG_COPY as D, PROJECTS_COPY as P } from "./copy";
import { projects } from "./resource";

type Field = FieldBinder<z.input<typeof ProjectCreateSchema>>;
type Form = UseFormReturn<z.input<typeof ProjectCreateSchema>, unknown, ProjectCreate>;

const CATEGORY_OPTIONS = [
  { value: "", label: "Select a category" },
  ...PROJECT_CATEGORIES.map((c) => ({ value: c, label: c })),
];
const STATUS_OPTIONS = PROJECT_STATUSES.map((s) => ({ value: s, label: capitalise(s) }));
const BUDGET_OPTIONS = [
  { value: "", label: "Not specified" },
  ...PROJECT_BUDGETS.map((b) => ({ value: b, label: b })),
];

/** Typed numbers become numbers; a blank box is none. */
const numberOrNull = (v: unknown) => (v === "" || v === null || v === undefined ? null : Number(v));
/** A blank order is 0, the spec's default. */
const orderOf = (v: unknown) => numberOrNull(v) ?? 0;
/** The "Not specified" option is none. */
const orNull = (v: unknown) => v || null;
/**
 * "Add New Project" / "Edit Project" with every field of spec 2 §3 and the §5 rules. A failed
 * save keeps the dialog open with what was typed and the server's messages on the fields (a taken
 * slug's 409 on the slug).
 */
export function ProjectDialog(props: DialogProps<Project>) {
  const [row, restored] = useRestorableRow(props.row);
  return (
    <ResourceDialog
      {...props}
      row={row}
      form={resourceForm(projects, ProjectCreateSchema, D, byTitle)}
      size="4xl"
      blanks={{
        category: "" as ProjectCreate["category"],
        status: "published",
        order_index: 0,
      }}
      values={{
        year: row ? row.year : defaultProjectYear(),
      }}
      failed={(err, editing) => ({
        title: editing ? D.updateFailed : D.addFailed,
        description:
          err instanceof ApiClientError && err.code === "duplicate_slug"
            ? SLUG_MESSAGES.duplicate
            : P.tryAgain,
      })}
    >
      {(form, field) => (
        <>
          {row && row.status !== "published" ? (
            <ViewLink to={`/our-work/${row.slug}`} name={row.title} verb="Preview" />
          ) : null}
          <ProjectFields form={form} field={field} editing={row !== null} />
          {row ? <RevisionsPanel resource="projects" id={row.id} onRestored={restored} /> : null}
        </>
      )}
    </ResourceDialog>
  );
}

function ProjectFields({ form, field, editing }: { form: Form; field: Field; editing: boolean }) {
  const { errors } = form.formState;
  // Spec 2 §5: the slug follows the title until it is edited by hand. An existing project's slug
  // never changes by itself: its public address would.
  const slugByHand = useRef(editing);
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

  return (
    <>
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
        <SelectField label="Category *" options={CATEGORY_OPTIONS} {...field("category")} />
        <SelectField label="Status" options={STATUS_OPTIONS} {...form.register("status")} />
      </div>

      <TextareaField label="Description *" {...field("description")} />

      <FormImageField control={form.control} name="image" label="Project image" folder="projects" />

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <FormField label="Client name" {...field("client_name")} />
        <FormField
          label="Year"
          type="number"
          inputMode="numeric"
          min={PROJECT_YEARS.min}
          max={PROJECT_YEARS.max}
          {...field("year", { setValueAs: numberOrNull })}
        />
        <FormField
          label="Team size"
          type="number"
          inputMode="numeric"
          min={1}
          {...field("team_size", { setValueAs: numberOrNull })}
        />
        <FormField label="Project duration" placeholder="e.g. 3 months" {...field("project_duration")} />
        <SelectField
          label="Budget range"
          options={BUDGET_OPTIONS}
          {...field("budget_range", { setValueAs: orNull })}
        />
        <OrderField {...field("order_index", { setValueAs: orderOf })} />
      </div>

      <FormField label="Project link" type="url" placeholder="https://…" {...field("project_link")} />

      <div className="grid gap-4 sm:grid-cols-2">
        <FormListField
          control={form.control}
          name="technologies"
          label="Technologies"
          placeholder="e.g. React"
        />
        <FormListField
          control={form.control}
          name="gallery_images"
          label="Gallery image URLs"
          placeholder="https://… or /media/…"
          noun="image"
        />
      </div>

      <TextareaField label="Results" {...field("results")} />
      <TextareaField label="Client testimonial" {...field("testimonial_text")} />

      <CheckboxField label="Featured project" {...form.register("featured")} />
    </>
  );
}
