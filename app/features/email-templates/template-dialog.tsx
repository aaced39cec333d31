import { TEMPLATE_TYPES } from "@common/options";
import {
  type EmailTemplate,
  EmailTemplateCreateSchema,
  extractVariables,
  SUGGESTED_VARIABLES,
  type TemplateType,
  templateTypeLabel,
} from "@common/schemas/email-templates";
import { AlertTriangle, Wand2 } from "lucide-react";
import { Controller } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { CheckboxField } from "~/components/ui/checkbox-field";
import { FormField } from "~/components/ui/form-field";
import { ListInput } from "~/components/ui/list-input";
import { SelectField } from "~/components/ui/select-field";
import { TextareaField } from "~/components/ui/textarea-field";
import { type DialogProps, ResourceDialog, resourceForm } from "~/features/admin-kit";
import { TEMPLATE_DIALOG_COPY as D } from "./copy";
import { emailTemplates } from "./resource";

const unique = (names: readonly string[]) => [...new Set(names)];
const TYPE_OPTIONS = TEMPLATE_TYPES.map((t) => ({ value: t, label: templateTypeLabel(t) }));

/**
 * "New Template" / "Edit Template" (spec 3 §5 Templates): name, subject and HTML body required
 * (the spec's alert), unique variables added by name or extracted from the {{placeholders}},
 * a type's suggested variables added when it is chosen, active and default flags.
 */
export function TemplateDialog(props: DialogProps<EmailTemplate>) {
  return (
    <ResourceDialog
      {...props}
      form={resourceForm(emailTemplates, EmailTemplateCreateSchema, D, (values) => values.name)}
      size="4xl"
      blanks={{ template_type: "custom", category: "general", variables: [], is_active: true }}
    >
      {(form, field) => {
        const { errors } = form.formState;
        const missingRequired = Boolean(errors.name || errors.subject || errors.body_html);
        const addVariables = (names: readonly string[]) =>
          form.setValue("variables", unique([...(form.getValues("variables") ?? []), ...names]), {
            shouldDirty: true,
          });
        return (
          <>
            {missingRequired ? (
              <div
                role="alert"
                className="flex gap-2 rounded-md border border-red-600 bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100"
              >
                <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                <p>{D.required}</p>
              </div>
            ) : null}
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="Name" required {...field("name")} />
              <SelectField
                label="Type"
                options={TYPE_OPTIONS}
                {...field("template_type", {
                  onChange: (e) => addVariables(SUGGESTED_VARIABLES[e.target.value as TemplateType] ?? []),
                })}
              />
              <FormField label="Category" {...field("category")} />
              <FormField label="Description" {...field("description")} />
            </div>
            <FormField label="Subject" required {...field("subject")} />
            <TextareaField
              label="HTML Body"
              required
              rows={10}
              className="font-mono"
              {...field("body_html")}
            />
            <TextareaField label="Text Body" rows={5} {...field("body_text")} />
            <div className="space-y-2">
              <Controller
                control={form.control}
                name="variables"
                render={({ field: variables, fieldState }) => (
                  <ListInput
                    label={D.variables}
                    placeholder="e.g. project_title"
                    value={variables.value ?? []}
                    onChange={(next) => variables.onChange(unique(next))}
                    error={
                      fieldState.error?.message ??
                      (Array.isArray(fieldState.error)
                        ? fieldState.error.find((e) => e?.message)?.message
                        : undefined)
                    }
                    removeLabel={(name) => `Remove variable ${name}`}
                  />
                )}
              />
              <div className="flex flex-wrap items-center gap-2">
                <Button
                  variant="secondary"
                  onClick={() => {
                    const [subject, html, text] = form.getValues(["subject", "body_html", "body_text"]);
                    addVariables(extractVariables(subject, html, text));
                  }}
                >
                  <Wand2 aria-hidden="true" className="h-4 w-4" /> {D.extract}
                </Button>
                <p className="text-xs text-muted">{D.variablesHint}</p>
              </div>
            </div>
            <div className="flex flex-wrap gap-6">
              <CheckboxField label="Active" {...form.register("is_active")} />
              <CheckboxField
                label="Default for its type"
                hint="Offered first when replying."
                {...form.register("is_default")}
              />
            </div>
          </>
        );
      }}
    </ResourceDialog>
  );
}
