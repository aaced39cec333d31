import { type SuccessStory, SuccessStoryFormSchema } from "@common/schemas/success-stories";
import { useState } from "react";
import type { z } from "zod";
import { CheckboxField } from "~/components/ui/checkbox-field";
import { FormField } from "~/components/ui/form-field";
import { SelectField } from "~/components/ui/select-field";
import { Tabs } from "~/components/ui/tabs";
import { TextareaField } from "~/components/ui/textarea-field";
import {
  type DialogProps,
  FormImageField,
  ResourceDialog,
  resourceForm,
  savedToast,
} from "~/features/admin-kit";
import { CATEGORY_OPTIONS, DIALOG_COPY as D } from "./copy";
import { successStories } from "./resource";

type Values = z.input<typeof SuccessStoryFormSchema>;
type Tab = "basic" | "details" | "media";
const TABS: Tab[] = ["basic", "details", "media"];

/** Which tab each input sits on, to show the tab of the first refused one. */
const TAB_OF: Record<string, Tab> = {
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
  technologies_used: "media",
};

/** Spec 2 §5: Save stays disabled until title, client name and story are filled. */
const filled = (v: Values) => [v.title, v.client_name, v.story_content].every((text) => text?.trim());

/**
 * "Add Success Story" and "Edit Success Story" (spec 2 §2, §5) with the tabs Basic Info, Details
 * and Media & Tech. A refused save keeps what was typed and shows the tab of the first problem.
 * Metrics have no input, so an edit leaves them as they are.
 */
export function StoryDialog(props: DialogProps<SuccessStory>) {
  const { row: story } = props;
  const [tab, setTab] = useState<Tab>("basic");
  const showFirst = (fields: string[]) => {
    const first = TABS.find((t) => fields.some((field) => TAB_OF[field] === t));
    if (first) setTab(first);
  };
  return (
    <ResourceDialog
      {...props}
      form={resourceForm(successStories, SuccessStoryFormSchema, D)}
      blanks={{ category: "web-development", is_active: true }}
      values={{
        technologies_used: story?.technologies_used.join(", ") ?? "",
      }}
      ready={filled}
      onInvalid={showFirst}
      saved={(values, editing) =>
        editing
          ? savedToast(D, true, values.title)
          : { title: D.added, description: `"${values.title}" was added to the list.` }
      }
    >
      {(form, field) => {
        const { errors } = form.formState;
        const { register, control } = form;
        const hasError = (t: Tab) => Object.keys(errors).some((field) => TAB_OF[field] === t);
        const image = (name: "client_image" | "project_image", label: string) => (
          <FormImageField control={control} name={name} label={label} folder="stories" />
        );
        return (
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
                    <FormField label="Title *" {...field("title")} />
                    <SelectField label="Category" options={CATEGORY_OPTIONS} {...field("category")} />
                    <FormField label="Client name *" {...field("client_name")} />
                    <FormField label="Client role" {...field("client_role")} />
                    <div className="sm:col-span-2">
                      <FormField label="Client company" {...field("client_company")} />
                    </div>
                    <div className="sm:col-span-2">
                      <TextareaField label="Story *" rows={6} {...field("story_content")} />
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
                    <TextareaField label="Results achieved" rows={4} {...field("results_achieved")} />
                    <FormField
                      label="Project duration"
                      placeholder="e.g. 3 months"
                      {...field("project_duration")}
                    />
                    <div className="flex flex-wrap gap-x-6 gap-y-2">
                      <CheckboxField
                        label="Featured (shown on the contact page)"
                        {...register("is_featured")}
                      />
                      <CheckboxField label="Active (shown on the website)" {...register("is_active")} />
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
                      {image("client_image", "Client image")}
                      {image("project_image", "Project image")}
                    </div>
                    <div className="space-y-1">
                      <FormField
                        label="Technologies used"
                        placeholder="React, Node.js, PostgreSQL"
                        autoComplete="off"
                        error={errors.technologies_used?.message}
                        {...(errors.technologies_used
                          ? {}
                          : { "aria-describedby": "story-technologies-hint" })}
                        {...register("technologies_used")}
                      />
                      {errors.technologies_used ? null : (
                        <p id="story-technologies-hint" className="text-xs text-muted">
                          {D.technologiesHint}
                        </p>
                      )}
                    </div>
                  </div>
                ),
              },
            ]}
          />
        );
      }}
    </ResourceDialog>
  );
}
