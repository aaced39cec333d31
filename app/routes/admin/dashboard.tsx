import { useQueryClient } from "@tanstack/react-query";
import { LayoutDashboard, LogOut } from "lucide-react";
import { NavLink, replace, useNavigate } from "react-router";
import { toast } from "sonner";
import { ThemeToggle } from "~/components/layout/theme-toggle";
import { NoAccessScreen, SomethingWentWrong } from "~/components/screens/screens";
import { Spinner } from "~/components/ui/spinner";
import { InviteAdminCard } from "~/features/admin-invitations/invite-admin-card";
import { cn } from "~/lib/cn";
import { pageMeta } from "~/lib/meta";
import { fetchSession, logout, sessionQueryKey } from "~/lib/session";
import { AUTH_TEXT, hasPermission } from "../../../common/auth";
import type { SessionInfo } from "../../../common/schemas/auth";
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

export function HydrateFallback() {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-3 text-center">
      <Spinner label="Loading Dashboard" />
      <h1 className="text-xl font-semibold">Loading Dashboard</h1>
      <p className="text-muted">Preparing your admin interface...</p>
    </div>
  );
}

const sections = [{ to: "/dashboard", label: "Overview", icon: LayoutDashboard }];

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const session = loaderData as SessionInfo;
  const user = session.user;
  if (!user || user.role !== "admin") return <NoAccessScreen />;
  const greeting = user.email.split("@")[0] || "Admin";
  return (
    <div className="flex min-h-screen flex-col md:flex-row">
      <aside
        className="border-b border-border bg-card md:w-64 md:border-r md:border-b-0"
        aria-label="Dashboard"
      >
        <div className="p-4">
          <p className="text-sm text-muted">Welcome back,</p>
          <p className="font-semibold">{greeting}</p>
        </div>
        <nav className="flex gap-1 px-2 pb-2 md:flex-col">
          {sections.map(({ to, label, icon: Icon }) => (
            <NavLink
              key={to}
              to={to}
              end
              className={({ isActive }) =>
                cn(
                  "flex items-center gap-2 rounded-md px-3 py-2 text-sm hover:bg-black/5 dark:hover:bg-white/10",
                  isActive && "bg-primary/10 font-semibold text-primary",
                )
              }
            >
              <Icon aria-hidden="true" className="h-4 w-4" />
              {label}
            </NavLink>
          ))}
        </nav>
        <div className="px-2 pb-4">
          <LogoutButton />
        </div>
      </aside>
      <div className="flex flex-1 flex-col">
        <header className="flex items-center justify-between border-b border-border px-4 py-3">
          <h1 className="text-xl font-semibold">Overview</h1>
          <div className="flex items-center gap-2">
            <ThemeToggle />
            <span
              role="img"
              aria-label={`Signed in as ${user.email}`}
              className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-primary font-semibold text-white"
            >
              {user.email.charAt(0).toUpperCase()}
            </span>
          </div>
        </header>
        <main className="flex-1 space-y-6 p-4 md:p-6">
          <section className="rounded-lg border border-border bg-card p-6">
            <h2 className="text-lg font-semibold">Signed in as {user.email}</h2>
            <p className="mt-1 text-sm text-muted">
              Permissions: <span data-testid="permissions">{session.permissions.join(", ") || "none"}</span>
            </p>
          </section>
          {hasPermission(session.permissions, "admin_users", "manage") ? <InviteAdminCard /> : null}
        </main>
      </div>
    </div>
  );
}

function LogoutButton() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const onLogout = async () => {
    try {
      await logout();
      toast.success(AUTH_TEXT.dashboardLogoutSuccess.title, {
        description: AUTH_TEXT.dashboardLogoutSuccess.message,
      });
    } catch {
      toast.error(AUTH_TEXT.dashboardLogoutFailed);
      return;
    }
    client.setQueryData(sessionQueryKey, { user: null, permissions: [] });
    navigate("/");
  };
  return (
    <button
      type="button"
      onClick={onLogout}
      className="flex w-full items-center gap-2 rounded-md px-3 py-2 text-sm hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-primary dark:hover:bg-white/10"
    >
      <LogOut aria-hidden="true" className="h-4 w-4" />
      Logout
    </button>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SomethingWentWrong error={error} />;
}
