import type { SessionInfo } from "@common/schemas/auth";
import { Outlet, replace } from "react-router";
import { NoAccessScreen, SomethingWentWrong } from "~/components/screens/screens";
import { Spinner } from "~/components/ui/spinner";
import { DashboardShell } from "~/features/dashboard/dashboard-shell";
import { useRealtimeInvalidation } from "~/features/dashboard/use-realtime";
import { ImageLibraryProvider } from "~/features/images/library-picker";
import { pageMeta } from "~/lib/meta";
import { QueryProvider } from "~/lib/query-client";
import { fetchSession } from "~/lib/session";
import type { Route } from "./+types/dashboard";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "Dashboard");
}

/**
 * The guard of spec 1 §2.1, checked in the browser: no session → /login (the redirect replaces
 * the history entry); a signed-in non-admin sees "no access". The API enforces the same rules.
 */
export async function clientLoader() {
  const session = await fetchSession();
  if (!session.user) throw replace("/login");
  return session;
}
clientLoader.hydrate = true as const;

// Sections revalidating the guard on every click would re-fetch the session for nothing.
export function shouldRevalidate() {
  return false;
}

export function HydrateFallback() {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-3 text-center">
      <Spinner label="Loading Dashboard" />
      <h1 className="text-xl font-semibold">Loading Dashboard</h1>
      <p className="text-muted">Preparing your admin interface...</p>
    </div>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const session = loaderData;
  const user = session.user;
  if (!user || user.role !== "admin") return <NoAccessScreen />;
  return (
    <QueryProvider>
      <AdminDashboard session={{ ...session, user }} />
    </QueryProvider>
  );
}

function AdminDashboard({ session }: { session: SessionInfo & { user: NonNullable<SessionInfo["user"]> } }) {
  useRealtimeInvalidation();
  return (
    <DashboardShell session={session}>
      <ImageLibraryProvider>
        <Outlet />
      </ImageLibraryProvider>
    </DashboardShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SomethingWentWrong error={error} />;
}
