import { SERVICE_ICONS } from "@common/options";
import {
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
import type { UseFormReturn } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { CheckboxField } from "~/components/ui/checkbox-field";
import { FormField } from "~/components/ui/form-field";
import { SelectField } from "~/components/ui/select-field";
import { TextareaField } from "~/components/ui/textarea-field";
import {
  blankAsUndefined,
  byTitle,
  type DialogProps,
  type FieldBinder,
  FormImageField,
  OrderField,
  ResourceDialog,
  resourceForm,
  SlugField,
} from "~/features/admin-kit";
import { NamedIcon } from "~/features/public-content/icon";
import { serviceTileColors } from "~/features/public-content/service-accent";
import { ApiClientError } from "~/lib/api";
import { cn } from "~/lib/cn";
import { SERVICE_DIALOG_COPY as D } from "./copy";
import { fetchSlugSuggestion, services } from "./resource";

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
 * "Add New Service" / "Edit Service" (spec 2 §5, §6, §8): slug with a Generate button, icon and
 * accent with a preview, featured, image. The link is always /services/{slug}, set by the server.
 */
export function ServiceDialog(props: DialogProps<Service>) {
  const { row } = props;
  const named = !row || accentKey(row.color, row.gradient) !== CUSTOM;
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
    >
      {(form, field) => <ServiceFields form={form} field={field} row={row} customAccent={!named} />}
    </ResourceDialog>
  );
}

function ServiceFields({
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
    <>
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
    </>
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
