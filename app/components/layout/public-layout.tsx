import { useQueryClient } from "@tanstack/react-query";
import { NavLink, Outlet, useNavigate, useRouteLoaderData } from "react-router";
import { toast } from "sonner";
import { cn } from "~/lib/cn";
import { logout, sessionQueryKey, useSession } from "~/lib/session";
import type { RootData } from "~/root";
import { AUTH_TEXT } from "../../../common/auth";
import { Logo } from "./logo";
import { ThemeToggle } from "./theme-toggle";

const links = [
  { to: "/", label: "Home", end: true },
  { to: "/services", label: "Services", end: false },
  { to: "/our-work", label: "Our Work", end: false },
  { to: "/contact", label: "Contact", end: false },
];

export default function PublicLayout() {
  const root = useRouteLoaderData<RootData>("root");
  const siteName = root?.settings.site_name ?? "Atrium";
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:p-2">
        Skip to content
      </a>
      <header className="border-b border-border bg-bg">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <Logo siteName={siteName} />
          <nav aria-label="Main" className="flex flex-wrap items-center gap-1 text-sm">
            {links.map((link) => (
              <NavLink
                key={link.to}
                to={link.to}
                end={link.end}
                className={({ isActive }) =>
                  cn(
                    "rounded-md px-3 py-2 hover:bg-black/5 dark:hover:bg-white/10",
                    isActive && "font-semibold text-primary",
                  )
                }
              >
                {link.label}
              </NavLink>
            ))}
          </nav>
          <div className="flex items-center gap-2">
            <AccountLinks />
            <ThemeToggle />
          </div>
        </div>
      </header>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <footer className="border-t border-border">
        <div className="mx-auto max-w-6xl px-4 py-6 text-sm text-muted">
          {root?.settings.footer_text ?? `© ${siteName}`}
        </div>
      </footer>
    </div>
  );
}

function AccountLinks() {
  const { data } = useSession();
  const client = useQueryClient();
  const navigate = useNavigate();
  if (!data?.user) {
    return (
      <NavLink to="/login" className="rounded-md px-3 py-2 text-sm hover:bg-black/5 dark:hover:bg-white/10">
        Login
      </NavLink>
    );
  }
  const onLogout = async () => {
    try {
      await logout();
    } catch {
      toast.error(AUTH_TEXT.logoutFailed.title, { description: AUTH_TEXT.logoutFailed.message });
    }
    // The local user is cleared whatever the server answered (spec 1 §8.1).
    client.setQueryData(sessionQueryKey, { user: null, permissions: [] });
    navigate("/");
  };
  return (
    <div className="flex items-center gap-2 text-sm">
      <span className="hidden text-muted sm:inline" data-testid="signed-in-as">
        {data.user.email}
      </span>
      <button
        type="button"
        onClick={onLogout}
        className="rounded-md px-3 py-2 hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-primary dark:hover:bg-white/10"
      >
        Logout
      </button>
    </div>
  );
}
