import { type SiteSettings, SiteSettingsUpdateSchema } from "@common/schemas/site-settings";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useState } from "react";
import { type FieldErrors, FormProvider, type Path, useForm } from "react-hook-form";
import { useRevalidator } from "react-router";
import { ImageUploadEventsContext, useUploadActivity } from "~/components/ui/file-upload-events";
import { Tabs } from "~/components/ui/tabs";
import { EmptyState, LeaveGuard, LoadFailed, LoadingState, showToast, useCan } from "~/features/admin-kit";
import { ApiClientError } from "~/lib/api";
import { AdvancedTab } from "./advanced-tab";
import { AppearanceTab } from "./appearance-tab";
import { ContactTab } from "./contact-tab";
import { SETTINGS_TOASTS, SETTINGS_COPY as T } from "./copy";
import {
  type ContactTab as ContactSubTab,
  changedNames,
  formValuesOf,
  placeOf,
  type SettingsOutput,
  type SettingsValues,
  type Tab,
} from "./form";
import { GeneralTab } from "./general-tab";
import { useResetSettings, useSaveSettings, useSiteSettingsQuery } from "./resource";
import { SettingsLock } from "./settings-card";
import { SettingsFooter } from "./settings-footer";

/** Spec 3 §2 Website Settings: loading, failed (Try Again) and empty states, then the editor. */
export function SiteSettingsSection() {
  const query = useSiteSettingsQuery();
  if (query.isPending) {
    return <LoadingState label={T.loading} />;
  }
  // A settings row that is not there (a not-found answer) is the empty state (spec 3 §8).
  if (query.isError && !(query.error instanceof ApiClientError && query.error.status === 404)) {
    return (
      <LoadFailed
        title={T.loadFailedTitle}
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.data) return <EmptyState title={T.empty} />;
  return <SiteSettingsEditor settings={query.data} />;
}

/** Upload toasts in the spec's words where it has them (the favicon). */
const UPLOAD_TOASTS = (folder: string) =>
  folder === "favicons"
    ? { uploaded: SETTINGS_TOASTS.faviconUploaded, failed: SETTINGS_TOASTS.faviconFailed }
    : undefined;

/**
 * The four tabs on one form over the shared schema. Only what changed is saved, so another admin's
 * change to other settings survives; when one is saved elsewhere (live), the fields not being
 * edited here follow it. Saving, resetting and uploading exclude each other (spec 3 §4).
 */
function SiteSettingsEditor({ settings }: { settings: SiteSettings }) {
  const canEdit = useCan()("site_settings", "update");
  const values = useMemo(() => formValuesOf(settings), [settings]);
  const form = useForm<SettingsValues, unknown, SettingsOutput>({
    values,
    resetOptions: { keepDirtyValues: true },
    // biome-ignore lint/suspicious/noExplicitAny: zodResolver's overloads do not follow the form's own value type
    resolver: zodResolver(SiteSettingsUpdateSchema as any),
  });
  const save = useSaveSettings();
  const reset = useResetSettings();
  const revalidator = useRevalidator();
  const { uploading, onUpload } = useUploadActivity();
  const uploadEvents = useMemo(() => ({ onUpload, toasts: UPLOAD_TOASTS }), [onUpload]);
  const [tab, setTab] = useState<Tab>("general");
  const [contactTab, setContactTab] = useState<ContactSubTab>("basic");
  const { errors, isDirty } = form.formState;
  const busy = save.isPending || reset.isPending;

  /** Shows the tab (and contact sub-tab) of the first refused field. */
  function showFirst(paths: string[]) {
    const place = paths.map(placeOf).find(Boolean);
    if (!place) return;
    setTab(place.tab);
    if (place.contact) setContactTab(place.contact);
  }

  /** The form and the page's own settings (colours, fonts of the back office) follow a saved row. */
  function settle(row: SiteSettings) {
    form.reset(formValuesOf(row));
    void revalidator.revalidate();
  }

  const onSubmit = form.handleSubmit(
    async (output) => {
      const changed = changedNames(form.getValues(), form.formState.defaultValues as SettingsValues);
      const patch = Object.fromEntries(changed.map((name) => [name, output[name]]));
      try {
        settle(await save.mutateAsync(patch));
        showToast("success", SETTINGS_TOASTS.updated);
      } catch (err) {
        if (err instanceof ApiClientError && err.fields) {
          for (const [path, message] of Object.entries(err.fields)) {
            form.setError(path as Path<SettingsValues>, { type: "server", message });
          }
          showFirst(Object.keys(err.fields));
        }
        showToast("error", SETTINGS_TOASTS.updateFailed(err instanceof Error ? err.message : undefined));
      }
    },
    (refused) => {
      const paths = errorPaths(refused);
      showFirst(paths);
      showToast("error", SETTINGS_TOASTS.updateFailed(firstMessage(refused)));
    },
  );

  async function resetAll() {
    try {
      settle(await reset.mutateAsync(undefined));
      showToast("success", SETTINGS_TOASTS.reset);
    } catch {
      showToast("error", SETTINGS_TOASTS.resetFailed);
    }
  }

  const alert = (t: Tab) => errorPaths(errors).some((path) => placeOf(path)?.tab === t);
  return (
    <FormProvider {...form}>
      <SettingsLock.Provider value={!canEdit || busy}>
        <ImageUploadEventsContext.Provider value={uploadEvents}>
          <form onSubmit={onSubmit} noValidate className="space-y-6" aria-label="Website settings">
            {canEdit ? null : (
              <p className="rounded-md border border-border bg-card p-3 text-sm">{T.readOnly}</p>
            )}
            <Tabs
              label={T.tabsLabel}
              value={tab}
              onValueChange={setTab}
              items={[
                { id: "general", label: T.tabs.general, alert: alert("general"), content: <GeneralTab /> },
                {
                  id: "appearance",
                  label: T.tabs.appearance,
                  alert: alert("appearance"),
                  content: <AppearanceTab />,
                },
                {
                  id: "contact",
                  label: T.tabs.contact,
                  alert: alert("contact"),
                  content: <ContactTab tab={contactTab} onTabChange={setContactTab} />,
                },
                {
                  id: "advanced",
                  label: T.tabs.advanced,
                  alert: alert("advanced"),
                  content: <AdvancedTab />,
                },
              ]}
            />
            {canEdit ? (
              <SettingsFooter
                dirty={isDirty}
                saving={save.isPending}
                resetting={reset.isPending}
                uploading={uploading}
                onReset={resetAll}
              />
            ) : null}
          </form>
        </ImageUploadEventsContext.Provider>
      </SettingsLock.Provider>
      <LeaveGuard dirty={canEdit && isDirty && !busy} />
    </FormProvider>
  );
}

/** The dotted paths of the form's errors ("site_name", "business_hours.monday.open"). */
function errorPaths(errors: FieldErrors, prefix = ""): string[] {
  return Object.entries(errors).flatMap(([name, error]) => {
    const path = prefix ? `${prefix}.${name}` : name;
    if (!error || typeof error !== "object") return [];
    return "message" in error && typeof error.message === "string"
      ? [path]
      : errorPaths(error as FieldErrors, path);
  });
}

function firstMessage(errors: FieldErrors): string | undefined {
  const [path] = errorPaths(errors);
  if (!path) return undefined;
  const error = path
    .split(".")
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], errors);
  return (error as { message?: string } | undefined)?.message;
}
