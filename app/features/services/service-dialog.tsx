import { SERVICE_ICONS } from "@common/options";
import {
  type AdminService,
  type ServiceCreate,
  ServiceCreateSchema,
  ServiceUpdateSchema,
  serviceLink,
} from "@common/schemas/services";
import { ACCENT_TEXT, accentOf, SERVICE_ACCENTS } from "@common/service-accents";
import { SLUG_MESSAGES, SLUG_PATTERN } from "@common/slug";
import { Wand2 } from "lucide-react";
import { useState } from "react";
import { Controller, type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { ImageField } from "~/components/ui/image-field";
import { SelectField } from "~/components/ui/select-field";
import { TextareaField } from "~/components/ui/textarea-field";
import { NamedIcon } from "~/features/public-content/icon";
import { serviceTileColors } from "~/features/public-content/service-accent";
import { ApiClientError } from "~/lib/api";
import { cn } from "~/lib/cn";
import { SERVICES_COPY } from "./copy";
import { fetchSlugSuggestion, useCreateService, useUpdateService } from "./queries";

type Values = {
  title: string;
  slug: string;
  description: string;
  icon: string;
  /** An accent key, "" for none, or CUSTOM for a stored pair that is not a named accent. */
  accent: string;
  image: string;
  order_index: string;
  featured: boolean;
};

const ICON_OPTIONS = [{ value: "", label: "No icon" }, ...SERVICE_ICONS.map((i) => ({ value: i, label: i }))];

const CUSTOM = "custom";
const ACCENT_OPTIONS = [
  { value: "", label: ACCENT_TEXT.none },
  ...SERVICE_ACCENTS.map((a) => ({ value: a.key, label: a.label })),
];

function accentKey(s: AdminService | null): string {
  if (!s || (s.color === null && s.gradient === null)) return "";
  return accentOf(s.color, s.gradient)?.key ?? CUSTOM;
}

/** The stored pair for a choice; a custom pair is left as it is (nothing sent). */
function accentPayload(key: string) {
  if (key === CUSTOM) return {};
  const accent = SERVICE_ACCENTS.find((a) => a.key === key);
  return { color: accent?.color ?? null, gradient: accent?.gradient ?? null };
}

function initialValues(s: AdminService | null): Values {
  return {
    title: s?.title ?? "",
    slug: s?.slug ?? "",
    description: s?.description ?? "",
    icon: s ? (s.icon ?? "") : "Globe",
    accent: accentKey(s),
    image: s?.image ?? "",
    order_index: s ? String(s.order_index) : "",
    featured: s?.featured ?? false,
  };
}

/**
 * What the API gets. A new service without a slug gets one from the server (title, -1, -2…) and
 * without an order goes last; when editing, a blank order keeps the current one.
 */
function toPayload(v: Values, editing: boolean): Record<string, unknown> {
  const { slug, order_index, icon, accent, ...rest } = v;
  return {
    ...rest,
    icon: icon || null,
    ...accentPayload(accent),
    ...(slug.trim() || editing ? { slug } : {}),
    ...(order_index.trim() ? { order_index: Number(order_index) } : {}),
  };
}

/** The form field an API or schema error belongs to: color and gradient are the accent's. */
function fieldOf(key: PropertyKey | undefined): keyof Values {
  const name = String(key ?? "title");
  return (name === "color" || name === "gradient" ? "accent" : name) as keyof Values;
}

function resolverFor(editing: boolean): Resolver<Values, unknown, ServiceCreate> {
  return async (values) => {
    const schema = editing ? ServiceUpdateSchema : ServiceCreateSchema;
    const parsed = schema.safeParse(toPayload(values, editing));
    if (parsed.success) return { values: parsed.data as ServiceCreate, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of parsed.error.issues) {
      errors[fieldOf(issue.path[0])] ??= { type: "validate", message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}

/**
 * "Add New Service" / "Edit Service" (spec 2 §5, §6, §8): slug with a Generate button, icon
 * choice, featured, image. The link is always /services/{slug}, set by the server. A failed save
 * keeps the dialog open with what was typed.
 */
export function ServiceDialog({ service, onClose }: { service: AdminService | null; onClose: () => void }) {
  const editing = service !== null;
  const create = useCreateService();
  const update = useUpdateService();
  const form = useForm<Values, unknown, ServiceCreate>({
    defaultValues: initialValues(service),
    resolver: resolverFor(editing),
  });
  const { errors, isSubmitting } = form.formState;
  const [generating, setGenerating] = useState(false);
  const initialAccent = accentKey(service);
  const accent = form.watch("accent");
  const icon = form.watch("icon");
  const slug = form.watch("slug").trim();
  // The address the service will have: the typed slug once valid, else what it has now.
  const pageHint = SLUG_PATTERN.test(slug)
    ? serviceLink(slug)
    : editing
      ? serviceLink(service.slug)
      : "generated from the title";

  async function generate() {
    const title = form.getValues("title").trim();
    if (!title) {
      toast.error(SLUG_MESSAGES.titleFirst);
      form.setFocus("title");
      return;
    }
    setGenerating(true);
    try {
      const suggested = await fetchSlugSuggestion(title, service?.id);
      form.setValue("slug", suggested, { shouldDirty: true });
      form.clearErrors("slug");
    } catch (err) {
      toast.error(err instanceof ApiClientError ? err.message : SERVICES_COPY.saveFailed);
    } finally {
      setGenerating(false);
    }
  }

  const onSubmit = form.handleSubmit(async (payload) => {
    try {
      if (service) {
        await update.mutateAsync({ id: service.id, patch: payload });
        toast.success(SERVICES_COPY.updated, { description: `"${payload.title}" was saved.` });
      } else {
        await create.mutateAsync(payload);
        toast.success(SERVICES_COPY.added, { description: `"${payload.title}" was added.` });
      }
      onClose();
    } catch (err) {
      if (!(err instanceof ApiClientError)) return void toast.error(SERVICES_COPY.saveFailed);
      for (const [key, message] of Object.entries(err.fields ?? {})) {
        form.setError(fieldOf(key), { type: "server", message });
      }
      if (err.code === "duplicate_slug") toast.error(SLUG_MESSAGES.duplicate);
      // Spec 2 §6: creating a service needs a live session.
      else if (err.status === 401 && !editing) toast.error(SERVICES_COPY.authRequired);
      else toast.error(SERVICES_COPY.saveFailed);
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={editing ? SERVICES_COPY.editTitle : SERVICES_COPY.addTitle}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Service">
        <FormField
          label="Title *"
          maxLength={200}
          error={errors.title?.message}
          {...form.register("title")}
        />
        <div className="space-y-1">
          <div className="flex items-start gap-2">
            <div className="min-w-0 flex-1">
              <FormField
                label="Slug"
                maxLength={200}
                spellCheck={false}
                autoComplete="off"
                placeholder="e.g. cloud-hosting"
                error={errors.slug?.message}
                {...form.register("slug")}
              />
            </div>
            <Button
              variant="secondary"
              onClick={generate}
              disabled={generating}
              aria-label="Generate slug from title"
              // Level with the input (below its label), whatever error shows under it.
              className="mt-6"
            >
              <Wand2 aria-hidden="true" className="h-4 w-4" /> {SERVICES_COPY.generate}
            </Button>
          </div>
          <p className="text-xs text-muted">Page: {pageHint}</p>
        </div>
        <TextareaField
          label="Description *"
          maxLength={5000}
          error={errors.description?.message}
          {...form.register("description")}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Icon" options={ICON_OPTIONS} {...form.register("icon")} />
          <FormField
            label="Display order"
            type="number"
            inputMode="numeric"
            min={0}
            placeholder={editing ? undefined : "Last"}
            error={errors.order_index?.message}
            {...form.register("order_index")}
          />
          <div className="flex items-start gap-3 sm:col-span-2">
            <div className="min-w-0 flex-1">
              <SelectField
                label="Accent"
                options={
                  initialAccent === CUSTOM
                    ? [...ACCENT_OPTIONS, { value: CUSTOM, label: ACCENT_TEXT.custom }]
                    : ACCENT_OPTIONS
                }
                error={errors.accent?.message}
                {...form.register("accent")}
              />
            </div>
            <AccentPreview accent={accent} icon={icon} />
          </div>
        </div>
        <Controller
          control={form.control}
          name="image"
          render={({ field, fieldState }) => (
            <ImageField
              label="Service image"
              folder="services"
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <label className="inline-flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="h-4 w-4 accent-[var(--color-primary)]"
            {...form.register("featured")}
          />
          Featured service (shown on the home page)
        </label>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Saving..." : editing ? "Update Service" : "Add Service"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** The service's icon tile as the site will show it with the chosen accent. */
function AccentPreview({ accent, icon }: { accent: string; icon: string }) {
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
