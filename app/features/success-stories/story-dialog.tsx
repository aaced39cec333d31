import { STORY_CATEGORIES } from "@common/options";
import {
  parseTechnologies,
  STORY_CATEGORY_LABELS,
  STORY_LIMITS,
  type StoryCategory,
  type SuccessStory,
  type SuccessStoryCreate,
  SuccessStoryCreateSchema,
} from "@common/schemas/success-stories";
import { type ComponentProps, useState } from "react";
import { Controller, type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { ImageField } from "~/components/ui/image-field";
import { SelectField } from "~/components/ui/select-field";
import { Tabs } from "~/components/ui/tabs";
import { TextareaField } from "~/components/ui/textarea-field";
import { ApiClientError } from "~/lib/api";
import { STORIES_COPY } from "./copy";
import { useCreateStory, useUpdateStory } from "./queries";

type Values = {
  title: string;
  client_name: string;
  client_role: string;
  client_company: string;
  category: StoryCategory;
  story_content: string;
  results_achieved: string;
  project_duration: string;
  is_featured: boolean;
  is_active: boolean;
  client_image: string;
  project_image: string;
  /** Typed comma-separated (spec 2 §5). */
  technologies: string;
};
type Tab = "basic" | "details" | "media";

/** Which tab each input sits on, to show the tab of the first invalid input. */
const TAB_OF: Record<keyof Values, Tab> = {
  title: "basic",
  client_name: "basic",
  client_role: "basic",
  client_company: "basic",
  category: "basic",
  story_content: "basic",
  results_achieved: "details",
  project_duration: "details",
  is_featured: "details",
  is_active: "details",
  client_image: "media",
  project_image: "media",
  technologies: "media",
};
const TABS: Tab[] = ["basic", "details", "media"];

const CATEGORY_OPTIONS = STORY_CATEGORIES.map((c) => ({ value: c, label: STORY_CATEGORY_LABELS[c] }));

function initialValues(story: SuccessStory | null): Values {
  return {
    title: story?.title ?? "",
    client_name: story?.client_name ?? "",
    client_role: story?.client_role ?? "",
    client_company: story?.client_company ?? "",
    category: (story?.category as StoryCategory) ?? "web-development",
    story_content: story?.story_content ?? "",
    results_achieved: story?.results_achieved ?? "",
    project_duration: story?.project_duration ?? "",
    is_featured: story?.is_featured ?? false,
    is_active: story?.is_active ?? true,
    client_image: story?.client_image ?? "",
    project_image: story?.project_image ?? "",
    technologies: story?.technologies_used.join(", ") ?? "",
  };
}

/** What the API gets; an edit carries the story's metrics through unchanged (spec 2 §3). */
function toPayload(v: Values, story: SuccessStory | null) {
  const { technologies, ...rest } = v;
  return {
    ...rest,
    technologies_used: parseTechnologies(technologies),
    ...(story ? { metrics: story.metrics } : {}),
  };
}

/** The API's field names map to the form's. */
const formKey = (key: string): keyof Values =>
  key.startsWith("technologies_used") ? "technologies" : key in TAB_OF ? (key as keyof Values) : "title";

/** Validates with the API's own schema (common/schemas/success-stories.ts). */
function resolverFor(story: SuccessStory | null): Resolver<Values, unknown, SuccessStoryCreate> {
  return async (values) => {
    const parsed = SuccessStoryCreateSchema.safeParse(toPayload(values, story));
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of parsed.error.issues) {
      errors[formKey(String(issue.path[0] ?? ""))] ??= { type: "validate", message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}

/**
 * "Add Success Story" and "Edit Success Story" (spec 2 §2, §5) with the tabs Basic Info, Details
 * and Media & Tech. Save stays disabled until title, client name and story are filled. A failed
 * save keeps the dialog open with what was typed, the server's messages on their inputs, and the
 * tab of the first one shown.
 */
export function StoryDialog({
  story,
  onClose,
}: {
  /** The story being edited; null adds one. Rendered while open, so each opening starts afresh. */
  story: SuccessStory | null;
  onClose: () => void;
}) {
  const create = useCreateStory();
  const update = useUpdateStory();
  const [tab, setTab] = useState<Tab>("basic");
  const form = useForm<Values, unknown, SuccessStoryCreate>({
    defaultValues: initialValues(story),
    resolver: resolverFor(story),
  });
  const { errors, isSubmitting } = form.formState;
  const { register, control } = form;

  const [title, clientName, content] = form.watch(["title", "client_name", "story_content"]);
  const canSave = title.trim() !== "" && clientName.trim() !== "" && content.trim() !== "" && !isSubmitting;

  const showFirstError = (keys: string[]) => {
    const first = TABS.find((t) => keys.some((k) => TAB_OF[k as keyof Values] === t));
    if (first) setTab(first);
  };

  const onSubmit = form.handleSubmit(
    async (payload) => {
      try {
        if (story) {
          await update.mutateAsync({ id: story.id, patch: payload });
          toast.success(STORIES_COPY.updated, { description: `"${payload.title}" was saved.` });
        } else {
          await create.mutateAsync(payload);
          toast.success(STORIES_COPY.added, { description: `"${payload.title}" was added to the list.` });
        }
        onClose();
      } catch (err) {
        if (err instanceof ApiClientError && err.fields) {
          const keys = Object.keys(err.fields).map(formKey);
          Object.values(err.fields).forEach((message, i) => {
            form.setError(keys[i] as keyof Values, { type: "server", message });
          });
          showFirstError(keys);
        }
        const failed = story ? STORIES_COPY.updateFailed : STORIES_COPY.addFailed;
        toast.error(failed.title, { description: failed.description });
      }
    },
    (invalid) => showFirstError(Object.keys(invalid)),
  );

  const hasError = (t: Tab) => Object.keys(errors).some((k) => TAB_OF[k as keyof Values] === t);

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={story ? STORIES_COPY.editTitle : STORIES_COPY.addTitle}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <Tabs
          label="Story sections"
          value={tab}
          onValueChange={setTab}
          items={[
            {
              id: "basic",
              label: "Basic Info",
              alert: hasError("basic"),
              content: (
                <div className="grid gap-4 sm:grid-cols-2">
                  <FormField
                    label="Title *"
                    maxLength={STORY_LIMITS.title}
                    error={errors.title?.message}
                    {...register("title")}
                  />
                  <SelectField label="Category" options={CATEGORY_OPTIONS} {...register("category")} />
                  <FormField
                    label="Client name *"
                    maxLength={STORY_LIMITS.clientName}
                    error={errors.client_name?.message}
                    {...register("client_name")}
                  />
                  <FormField
                    label="Client role"
                    maxLength={STORY_LIMITS.clientRole}
                    error={errors.client_role?.message}
                    {...register("client_role")}
                  />
                  <div className="sm:col-span-2">
                    <FormField
                      label="Client company"
                      maxLength={STORY_LIMITS.clientCompany}
                      error={errors.client_company?.message}
                      {...register("client_company")}
                    />
                  </div>
                  <div className="sm:col-span-2">
                    <TextareaField
                      label="Story *"
                      rows={6}
                      maxLength={STORY_LIMITS.content}
                      error={errors.story_content?.message}
                      {...register("story_content")}
                    />
                  </div>
                </div>
              ),
            },
            {
              id: "details",
              label: "Details",
              alert: hasError("details"),
              content: (
                <div className="space-y-4">
                  <TextareaField
                    label="Results achieved"
                    rows={4}
                    maxLength={STORY_LIMITS.results}
                    error={errors.results_achieved?.message}
                    {...register("results_achieved")}
                  />
                  <FormField
                    label="Project duration"
                    placeholder="e.g. 3 months"
                    maxLength={STORY_LIMITS.duration}
                    error={errors.project_duration?.message}
                    {...register("project_duration")}
                  />
                  <div className="flex flex-wrap gap-x-6 gap-y-2">
                    <Checkbox label="Featured (shown on the contact page)" {...register("is_featured")} />
                    <Checkbox label="Active (shown on the website)" {...register("is_active")} />
                  </div>
                </div>
              ),
            },
            {
              id: "media",
              label: "Media & Tech",
              alert: hasError("media"),
              content: (
                <div className="space-y-4">
                  <div className="grid gap-4 sm:grid-cols-2">
                    <Controller
                      control={control}
                      name="client_image"
                      render={({ field }) => (
                        <ImageField
                          label="Client image"
                          folder="stories"
                          value={field.value}
                          onChange={field.onChange}
                          error={errors.client_image?.message}
                        />
                      )}
                    />
                    <Controller
                      control={control}
                      name="project_image"
                      render={({ field }) => (
                        <ImageField
                          label="Project image"
                          folder="stories"
                          value={field.value}
                          onChange={field.onChange}
                          error={errors.project_image?.message}
                        />
                      )}
                    />
                  </div>
                  <div className="space-y-1">
                    <FormField
                      label="Technologies used"
                      placeholder="React, Node.js, PostgreSQL"
                      autoComplete="off"
                      error={errors.technologies?.message}
                      {...(errors.technologies ? {} : { "aria-describedby": "story-technologies-hint" })}
                      {...register("technologies")}
                    />
                    {errors.technologies ? null : (
                      <p id="story-technologies-hint" className="text-xs text-muted">
                        Separate technologies with commas.
                      </p>
                    )}
                  </div>
                </div>
              ),
            },
          ]}
        />

        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!canSave}>
            {isSubmitting ? "Saving..." : story ? "Save Changes" : "Save Story"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function Checkbox({ label, ...props }: { label: string } & ComponentProps<"input">) {
  return (
    <label className="inline-flex items-center gap-2 text-sm">
      <input type="checkbox" className="h-4 w-4 accent-[var(--color-primary)]" {...props} />
      {label}
    </label>
  );
}
