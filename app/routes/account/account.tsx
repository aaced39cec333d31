import type { Page } from "@common/pagination";
import { ProfileSchema } from "@common/schemas/account";
import { ProfileUpdateSchema } from "@common/schemas/auth";
import type { OwnQuoteRequest } from "@common/schemas/quote-requests";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { redirect } from "react-router";
import type { z } from "zod";
import { Icon } from "~/components/icon/icon";
import { NameFields } from "~/components/layout/auth-fields";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Spinner } from "~/components/ui/spinner";
import { OWN_REQUESTS_PAGE_SIZE, useOwnQuoteRequests } from "~/features/quote-wizard/own-requests";
import { ApiClientError, api } from "~/lib/api";
import { cx } from "~/lib/cx";
import { fieldProps } from "~/lib/form-fields";
import { formatListDate } from "~/lib/format-date";
import { pageMeta } from "~/lib/meta";
import { QueryProvider } from "~/lib/query-client";
import { useQuoteDialog } from "~/lib/quote-dialog";
import { useRefreshSession } from "~/lib/session";
import { toast } from "~/lib/toast";
import type { Route } from "./+types/account";
import { firstOwnQuoteRequests } from "./account.server";

/** The fields a client may change: the registration form's, validated the same way as by the API. */
type ProfileInput = z.input<typeof ProfileUpdateSchema>;

const PROFILE_TEXT = {
  saved: { title: "Profile updated", message: "Your changes have been saved." },
  failed: { title: "Update failed", message: "Your profile could not be saved. Please try again." },
} as const;

/** Signed-in users only (ARCHITECTURE.md §15), checked on the server before anything renders. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await context.deps.auth.api.getSession({ headers: request.headers });
  if (!session) throw redirect("/login");
  const { user } = session;
  return {
    profile: {
      email: user.email,
      firstName: user.firstName ?? "",
      lastName: user.lastName ?? "",
      company: user.company ?? "",
    },
    requests: await firstOwnQuoteRequests(context.deps.db, user.id, OWN_REQUESTS_PAGE_SIZE),
    loadedAt: Date.now(),
  };
}

export function headers() {
  return { "cache-control": "private, no-store" };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "My Account", "Your profile and your quote requests.");
}

export default function Account({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:py-12">
      <h1 className="text-3xl font-bold">My Account</h1>
      <p className="mt-1 break-words text-muted">Signed in as {loaderData.profile.email}</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <ProfileCard profile={loaderData.profile} />
        <QueryProvider>
          <QuoteRequestsCard initial={{ data: loaderData.requests, at: loaderData.loadedAt }} />
        </QueryProvider>
      </div>
    </div>
  );
}

function ProfileCard({ profile }: { profile: Route.ComponentProps["loaderData"]["profile"] }) {
  const refreshSession = useRefreshSession();
  const form = useForm<ProfileInput>({
    resolver: zodResolver(ProfileUpdateSchema),
    defaultValues: { firstName: profile.firstName, lastName: profile.lastName, company: profile.company },
  });
  const { isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await api("/api/v1/account/profile", {
        method: "PATCH",
        body: values,
        schema: ProfileSchema,
      });
      form.reset({
        firstName: saved.firstName ?? "",
        lastName: saved.lastName ?? "",
        company: saved.company ?? "",
      });
      toast.success(PROFILE_TEXT.saved.title, { description: PROFILE_TEXT.saved.message });
      void refreshSession();
    } catch (err) {
      // What was typed stays in the form; field messages from the server are shown beside the fields.
      if (err instanceof ApiClientError && err.fields) {
        for (const [field, message] of Object.entries(err.fields)) {
          if (field === "firstName" || field === "lastName" || field === "company")
            form.setError(field, { message });
        }
      }
      toast.error(PROFILE_TEXT.failed.title, {
        description:
          err instanceof ApiClientError && err.status !== 0 ? err.message : PROFILE_TEXT.failed.message,
      });
    }
  });

  return (
    <section aria-labelledby="profile-heading" className="rounded-xl border border-border bg-card p-5 sm:p-6">
      <h2 id="profile-heading" className="text-xl font-semibold">
        Profile
      </h2>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
        <NameFields form={form} className="sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2" />
        <FormField label="Company" autoComplete="organization" {...fieldProps(form, "company")} />
        <FormField
          label="Email"
          type="email"
          value={profile.email}
          readOnly
          aria-readonly="true"
          className="cursor-not-allowed bg-black/5 text-muted dark:bg-white/5"
        />
        <Button type="submit" disabled={isSubmitting || !isDirty}>
          {isSubmitting ? "Saving..." : "Save changes"}
        </Button>
      </form>
    </section>
  );
}

const STATUS_STYLES: Record<string, string> = {
  new: "bg-blue-100 text-blue-800 dark:bg-blue-900/50 dark:text-blue-200",
  reviewing: "bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-200",
  quoted: "bg-violet-100 text-violet-800 dark:bg-violet-900/50 dark:text-violet-200",
  accepted: "bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-200",
  rejected: "bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200",
  archived: "bg-gray-200 text-gray-800 dark:bg-gray-700 dark:text-gray-200",
};

function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={cx(
        "inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize",
        STATUS_STYLES[status] ?? STATUS_STYLES.archived,
      )}
    >
      <span className="sr-only">Status: </span>
      {status}
    </span>
  );
}

function QuoteRequestsCard({ initial }: { initial: { data: Page<OwnQuoteRequest>; at: number } }) {
  const wizard = useQuoteDialog();
  const [page, setPage] = useState(1);
  const query = useOwnQuoteRequests(page, initial);
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <section
      aria-labelledby="requests-heading"
      aria-busy={query.isFetching || undefined}
      className="rounded-xl border border-border bg-card p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="requests-heading" className="text-xl font-semibold">
          My quote requests
        </h2>
        {data && data.total > 0 ? (
          <Button variant="secondary" onClick={() => wizard.open()}>
            <Icon name="Plus" aria-hidden="true" className="h-4 w-4" />
            New request
          </Button>
        ) : null}
      </div>

      {query.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label="Loading your quote requests" />
        </div>
      ) : query.isError && !data ? (
        <LoadError onRetry={() => query.refetch()} />
      ) : data && data.total === 0 ? (
        <div className="flex flex-col items-center gap-3 py-10 text-center">
          <Icon name="FileText" aria-hidden="true" className="h-10 w-10 text-muted" />
          <p className="text-muted">You have not requested a quote yet.</p>
          <Button onClick={() => wizard.open()}>Get a Quote</Button>
        </div>
      ) : data ? (
        <>
          {query.isError ? <LoadError onRetry={() => query.refetch()} /> : null}
          <ul className="mt-4 divide-y divide-border" aria-label="Quote requests">
            {data.items.map((item) => (
              <li key={item.id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3">
                <div className="min-w-0">
                  <p className="font-medium break-words">{item.project_title || item.project_type}</p>
                  <p className="text-sm text-muted">
                    {[item.project_type, item.budget_range, item.timeline].filter(Boolean).join(" · ")}
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  <StatusBadge status={item.status} />
                  <time dateTime={item.created_at} className="text-sm text-muted" suppressHydrationWarning>
                    {formatListDate(item.created_at)}
                  </time>
                </div>
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <nav
              aria-label="Quote request pages"
              className="mt-4 flex items-center justify-between gap-3 text-sm"
            >
              <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                Previous
              </Button>
              <span className="text-muted">
                Page {page} of {pages}
              </span>
              <Button variant="secondary" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                Next
              </Button>
            </nav>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="mt-4 flex flex-col items-center gap-3 py-6 text-center">
      <Icon name="AlertTriangle" aria-hidden="true" className="h-8 w-8 text-red-600" />
      <p>We could not load your quote requests.</p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
