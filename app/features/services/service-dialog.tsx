import { PROJECT_CATEGORIES, SERVICE_ICONS } from "@common/options";
import {
  SERVICE_LIMITS,
  SERVICE_TEXT,
  type Service,
  type ServiceCreate,
  ServiceCreateSchema,
  serviceLink,
} from "@common/schemas/services";
import { ACCENT_TEXT, accentOf, SERVICE_ACCENTS } from "@common/service-accents";
import { SLUG_MESSAGES, SLUG_PATTERN } from "@common/slug";
import { Wand2 } from "lucide-react";
import { useState } from "react";
import { Controller, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { CheckboxField } from "~/components/ui/checkbox-field";
import { FormField } from "~/components/ui/form-field";
import { SelectField } from "~/components/ui/select-field";
import { Tabs } from "~/components/ui/tabs";
import { TextareaField } from "~/components/ui/textarea-field";
import {
  blankAsUndefined,
  byTitle,
  CountedField,
  type DialogProps,
  type FieldBinder,
  FormImageField,
  FormListField,
  FormMarkdownField,
  FormTitledListField,
  OrderField,
  ResourceDialog,
  RevisionsPanel,
  resourceForm,
  SlugField,
} from "~/features/admin-kit";
import { NamedIcon } from "~/features/public-content/icon";
import { serviceTileColors } from "~/features/public-content/service-accent";
import { ApiClientError } from "~/lib/api";
import { cn } from "~/lib/cn";
import { formValues } from "~/lib/schema-fields";
import { toast } from "~/lib/toast";
import { SERVICE_DIALOG_COPY as D } from "./copy";
import { fetchSlugSuggestion, servicePreview, services } from "./resource";

type Values = z.input<typeof ServiceCreateSchema>;
type Field = FieldBinder<Values>;
type Form = UseFormReturn<Values, unknown, ServiceCreate>;

const ICON_OPTIONS = [{ value: "", label: "No icon" }, ...SERVICE_ICONS.map((i) => ({ value: i, label: i }))];

/**
 * The accent select's value for a stored pair that is not a named accent. Such a pair is kept
 * out of the form (color and gradient left undefined), so it is not sent and the server keeps it.
 */
const CUSTOM = "custom";
const ACCENT_OPTIONS = [
  { value: "", label: ACCENT_TEXT.none },
  ...SERVICE_ACCENTS.map((a) => ({ value: a.key, label: a.label })),
];

function accentKey(color: string | null | undefined, gradient: string | null | undefined): string {
  if (color === undefined || gradient === undefined) return CUSTOM;
  if (color === null && gradient === null) return "";
  return accentOf(color, gradient)?.key ?? CUSTOM;
}

/** The dialog's tabs, and the fields on each (the first tab with a refused field is shown). */
type Tab = "card" | "page" | "seo" | "revisions";
const TAB_FIELDS: Record<Exclude<Tab, "revisions">, readonly string[]> = {
  card: [
    "title",
    "slug",
    "description",
    "icon",
    "order_index",
    "color",
    "gradient",
    "image",
    "featured",
    "hidden",
  ],
  page: ["headline", "intro", "included", "process", "deliverables", "audience", "project_categories"],
  seo: ["seo_title", "seo_description"],
};
const tabOf = (field: string): Tab =>
  (Object.entries(TAB_FIELDS).find(([, fields]) => fields.includes(field))?.[0] as Tab | undefined) ?? "card";

/** The "No icon" option is none. */
const orNull = (v: unknown) => v || null;

/** The toast of a failed save (spec 2 §6, §8). */
function failedText(err: unknown, editing: boolean): string {
  if (!(err instanceof ApiClientError)) return SERVICE_TEXT.saveFailed;
  if (err.code === "duplicate_slug") return SLUG_MESSAGES.duplicate;
  // Spec 2 §6: creating a service needs a live session.
  if (err.status === 401 && !editing) return D.authRequired;
  return SERVICE_TEXT.saveFailed;
}

/**
 * "Add New Service" / "Edit Service" (spec 2 §5, §6, §8; issue 16): on the Card tab the slug with
 * a Generate button, icon and accent with a preview, featured, hidden, image; on the Page tab
 * everything /services/{slug} shows; SEO title and description with their counters; in edit mode
 * the service's revisions. The link is always /services/{slug}, set by the server.
 */
export function ServiceDialog(props: DialogProps<Service>) {
  const { row } = props;
  const named = !row || accentKey(row.color, row.gradient) !== CUSTOM;
  const [tab, setTab] = useState<Tab>("card");
  return (
    <ResourceDialog
      {...props}
      form={resourceForm(services, ServiceCreateSchema, D, byTitle)}
      blanks={{ slug: undefined }}
      values={{
        icon: (row ? row.icon : "Globe") as Values["icon"],
        color: (named ? (row?.color ?? null) : undefined) as Values["color"],
        gradient: (named ? (row?.gradient ?? null) : undefined) as Values["gradient"],
      }}
      failed={(err, editing) => ({ title: failedText(err, editing) })}
      onInvalid={(fields) => setTab(tabOf(fields[0] ?? "title"))}
      size="4xl"
    >
      {(form, field) => {
        const refused = Object.keys(form.formState.errors);
        const alert = (t: Tab) => refused.some((f) => tabOf(f) === t);
        return (
          <Tabs
            label={D.tabsLabel}
            value={tab}
            onValueChange={setTab}
            items={[
              {
                id: "card",
                label: D.tabs.card,
                alert: alert("card"),
                content: <CardFields form={form} field={field} row={row} customAccent={!named} />,
              },
              {
                id: "page",
                label: D.tabs.page,
                alert: alert("page"),
                content: <PageFields form={form} field={field} />,
              },
              {
                id: "seo",
                label: D.tabs.seo,
                alert: alert("seo"),
                content: <SeoFields form={form} field={field} />,
              },
              ...(row
                ? [
                    {
                      id: "revisions" as const,
                      label: D.tabs.revisions,
                      content: (
                        <RevisionsPanel
                          resource="services"
                          id={row.id}
                          // The form shows the restored version, saved already: nothing to save.
                          onRestored={(restored) => form.reset(formValues(ServiceCreateSchema, restored))}
                        />
                      ),
                    },
                  ]
                : []),
            ]}
          />
        );
      }}
    </ResourceDialog>
  );
}

function CardFields({
  form,
  field,
  row,
  customAccent,
}: {
  form: Form;
  field: Field;
  row: Service | null;
  customAccent: boolean;
}) {
  const { errors } = form.formState;
  const [generating, setGenerating] = useState(false);
  const [slugValue, icon, color, gradient] = form.watch(["slug", "icon", "color", "gradient"]);
  const slug = (slugValue ?? "").trim();
  // The address the service will have: the typed slug once valid, else what it has now.
  const pageHint = SLUG_PATTERN.test(slug)
    ? serviceLink(slug)
    : row
      ? serviceLink(row.slug)
      : "generated from the title";
  const accent = accentKey(color, gradient);

  async function generate() {
    const title = form.getValues("title").trim();
    if (!title) {
      toast.error(SLUG_MESSAGES.titleFirst);
      form.setFocus("title");
      return;
    }
    setGenerating(true);
    try {
      form.setValue("slug", await fetchSlugSuggestion(title, row?.id), { shouldDirty: true });
      form.clearErrors("slug");
    } catch (err) {
      toast.error(err instanceof ApiClientError ? err.message : SERVICE_TEXT.saveFailed);
    } finally {
      setGenerating(false);
    }
  }

  function chooseAccent(key: string) {
    const chosen = SERVICE_ACCENTS.find((a) => a.key === key);
    const keep = key === CUSTOM;
    form.setValue("color", keep ? undefined : (chosen?.color ?? null), { shouldDirty: true });
    form.setValue("gradient", keep ? undefined : (chosen?.gradient ?? null), { shouldDirty: true });
    form.clearErrors(["color", "gradient"]);
  }

  return (
    <div className="space-y-4">
      <FormField label="Title *" {...field("title")} />
      <div className="space-y-1">
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <SlugField
              placeholder="e.g. cloud-hosting"
              {...field("slug", {
                setValueAs: (v: string) => (v.trim() === "" && !row ? undefined : v),
              })}
            />
          </div>
          <Button
            variant="secondary"
            onClick={generate}
            disabled={generating}
            aria-label={D.generateLabel}
            // Level with the input (below its label), whatever error shows under it.
            className="mt-6"
          >
            <Wand2 aria-hidden="true" className="h-4 w-4" /> {D.generate}
          </Button>
        </div>
        <p className="text-xs text-muted">Page: {pageHint}</p>
      </div>
      <TextareaField label="Description *" {...field("description")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Icon" options={ICON_OPTIONS} {...field("icon", { setValueAs: orNull })} />
        <OrderField
          // Blank: a new service goes last, an edited one keeps its place.
          placeholder={row ? undefined : "Last"}
          {...field("order_index", { setValueAs: blankAsUndefined })}
        />
        <div className="flex items-start gap-3 sm:col-span-2">
          <div className="min-w-0 flex-1">
            <SelectField
              label="Accent"
              options={
                customAccent
                  ? [...ACCENT_OPTIONS, { value: CUSTOM, label: ACCENT_TEXT.custom }]
                  : ACCENT_OPTIONS
              }
              value={accent}
              onChange={(e) => chooseAccent(e.target.value)}
              error={errors.color?.message ?? errors.gradient?.message}
            />
          </div>
          <AccentPreview accent={accent} icon={icon ?? null} />
        </div>
      </div>
      <FormImageField control={form.control} name="image" label="Service image" folder="services" />
      <CheckboxField label={D.featured} {...form.register("featured")} />
      <CheckboxField label={D.hidden} hint={D.hiddenHint} {...form.register("hidden")} />
    </div>
  );
}

/** Everything the service's own page shows below its title. */
function PageFields({ form, field }: { form: Form; field: Field }) {
  const { control } = form;
  return (
    <div className="space-y-4">
      <FormField label="Headline" {...field("headline", { setValueAs: orNull })} />
      <FormMarkdownField
        control={control}
        name="intro"
        label="Introduction"
        maxLength={SERVICE_LIMITS.intro}
        preview={servicePreview}
        subject="service page"
      />
      <FormTitledListField
        control={control}
        name="included"
        label="What's included"
        noun="item"
        max={SERVICE_LIMITS.items}
      />
      <FormTitledListField
        control={control}
        name="process"
        label="How we work"
        noun="step"
        max={SERVICE_LIMITS.items}
        hint={D.processHint}
      />
      <FormListField control={control} name="deliverables" label="Typical deliverables" noun="deliverable" />
      <FormTitledListField
        control={control}
        name="audience"
        label="Who it's for"
        noun="audience"
        max={SERVICE_LIMITS.items}
      />
      <Controller
        control={control}
        name="project_categories"
        render={({ field: categories, fieldState }) => {
          const chosen = categories.value ?? [];
          return (
            <fieldset className="space-y-2 rounded-md border border-border p-3">
              <legend className="px-1 text-sm font-medium">{D.categories}</legend>
              <p className="text-xs text-muted">{D.categoriesHint}</p>
              <div className="grid gap-2 sm:grid-cols-2">
                {PROJECT_CATEGORIES.map((category) => (
                  <CheckboxField
                    key={category}
                    label={category}
                    checked={chosen.includes(category)}
                    onChange={(e) =>
                      categories.onChange(
                        e.target.checked
                          ? PROJECT_CATEGORIES.filter((c) => c === category || chosen.includes(c))
                          : chosen.filter((c) => c !== category),
                      )
                    }
                  />
                ))}
              </div>
              {fieldState.error ? (
                <p role="alert" className="text-sm text-red-700 dark:text-red-300">
                  {fieldState.error.message}
                </p>
              ) : null}
            </fieldset>
          );
        }}
      />
    </div>
  );
}

/** The page's title and description for search engines, counted against what they show. */
function SeoFields({ form, field }: { form: Form; field: Field }) {
  const [title, description] = form.watch(["seo_title", "seo_description"]);
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">{D.seoHint}</p>
      <CountedField
        label="SEO title"
        limit={SERVICE_LIMITS.seoTitle}
        length={(title ?? "").length}
        {...field("seo_title", { setValueAs: orNull })}
      />
      <CountedField
        label="SEO description"
        multiline
        limit={SERVICE_LIMITS.seoDescription}
        length={(description ?? "").length}
        {...field("seo_description", { setValueAs: orNull })}
      />
    </div>
  );
}

/** The service's icon tile as the site will show it with the chosen accent. */
function AccentPreview({ accent, icon }: { accent: string; icon: string | null }) {
  const chosen = SERVICE_ACCENTS.find((a) => a.key === accent);
  return (
    <span
      aria-hidden="true"
      data-testid="accent-preview"
      // Level with the select (below its label).
      className={cn(
        "mt-6 flex h-10 w-10 shrink-0 items-center justify-center rounded-md",
        serviceTileColors(chosen ?? { color: null, gradient: null }),
      )}
    >
      <NamedIcon name={icon || null} className="h-5 w-5" />
    </span>
  );
}
