import { AUTH_TEXT, greetingName } from "@common/auth";
import type { SessionInfo } from "@common/schemas/auth";
import { useQueryClient } from "@tanstack/react-query";
import { LogOut, Menu, X } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { NavLink, useLocation, useNavigate } from "react-router";
import { ThemeToggle } from "~/components/layout/theme-toggle";
import { cn } from "~/lib/cn";
import { logout, SIGNED_OUT, setSession } from "~/lib/session";
import { toast } from "~/lib/toast";
import { sectionForPath, sectionPath, visibleSections } from "./sections";

type User = NonNullable<SessionInfo["user"]>;

/**
 * Spec 2 §2: sidebar (greeting, sections, Logout) and a header with the section title and the
 * avatar letter. Below 1024 px the sidebar is a drawer opened from the header's Menu button.
 */
export function DashboardShell({
  session,
  children,
}: {
  session: SessionInfo & { user: User };
  children: ReactNode;
}) {
  const { user, permissions } = session;
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const title = sectionForPath(location.pathname)?.label ?? "Not found";
  const greeting = greetingName(user);

  // The drawer closes on navigation and on Escape (focus back to the Menu button).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation on purpose
  useEffect(() => setMenuOpen(false), [location.pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setMenuOpen(false);
        menuButton.current?.focus();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  return (
    <div className="flex min-h-screen bg-bg text-fg">
      <a
        href="#section-content"
        className="sr-only z-50 rounded bg-primary px-3 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      {menuOpen ? (
        <button
          type="button"
          aria-label="Close menu"
          className="fixed inset-0 z-30 bg-black/40 lg:hidden"
          onClick={() => setMenuOpen(false)}
        />
      ) : null}
      <aside
        id="dashboard-sidebar"
        aria-label="Dashboard"
        className={cn(
          "fixed inset-y-0 left-0 z-40 flex w-64 flex-col border-r border-border bg-card transition-transform lg:sticky lg:top-0 lg:h-screen lg:translate-x-0",
          menuOpen ? "translate-x-0" : "-translate-x-full",
        )}
      >
        <div className="flex items-start justify-between p-4">
          <div>
            <p className="text-sm text-muted">Welcome back,</p>
            <p className="font-semibold break-all">{greeting}</p>
          </div>
          <button
            type="button"
            aria-label="Close menu"
            className="rounded-md p-1 lg:hidden"
            onClick={() => setMenuOpen(false)}
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </button>
        </div>
        <nav aria-label="Sections" className="flex-1 overflow-y-auto px-2">
          <ul className="space-y-1">
            {visibleSections(permissions).map((section) => (
              <li key={section.id}>
                <NavLink
                  to={sectionPath(section)}
                  end={section.id === ""}
                  className={({ isActive }) =>
                    cn(
                      "flex items-center gap-2 rounded-md px-3 py-2 text-sm hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-primary dark:hover:bg-white/10",
                      isActive &&
                        "bg-primary/10 font-semibold text-fg shadow-[inset_3px_0_0_var(--color-primary)]",
                    )
                  }
                >
                  <section.icon aria-hidden="true" className="h-4 w-4" />
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-t border-border p-2">
          <LogoutButton />
        </div>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-20 flex items-center justify-between gap-2 border-b border-border bg-bg/95 px-4 py-3 backdrop-blur">
          <div className="flex min-w-0 items-center gap-2">
            <button
              ref={menuButton}
              type="button"
              aria-label="Open menu"
              aria-expanded={menuOpen}
              aria-controls="dashboard-sidebar"
              className="rounded-md p-2 hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-primary lg:hidden dark:hover:bg-white/10"
              onClick={() => setMenuOpen(true)}
            >
              <Menu aria-hidden="true" className="h-5 w-5" />
            </button>
            <h1 className="truncate text-xl font-semibold">{title}</h1>
          </div>
          <div className="flex items-center gap-2">
            <ThemeToggle />
            <span
              role="img"
              aria-label={`Signed in as ${user.email}`}
              title={user.email}
              className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-primary font-semibold text-white"
            >
              {user.email.charAt(0).toUpperCase()}
            </span>
          </div>
        </header>
        <main id="section-content" tabIndex={-1} className="flex-1 space-y-6 p-4 focus:outline-none md:p-6">
          {children}
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
    } catch {
      toast.error(AUTH_TEXT.dashboardLogoutFailed);
      return;
    }
    toast.success(AUTH_TEXT.dashboardLogoutSuccess.title, {
      description: AUTH_TEXT.dashboardLogoutSuccess.message,
    });
    setSession(SIGNED_OUT);
    client.removeQueries({ queryKey: ["admin"] });
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
