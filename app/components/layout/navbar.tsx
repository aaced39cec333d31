import { AUTH_TEXT } from "@common/auth";
import type { NavService } from "@common/schemas/services";
import { type ReactNode, useEffect, useId, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { Icon } from "~/components/icon/icon";
import { Link } from "~/components/link";
import { cx } from "~/lib/cx";
import { toastError } from "~/lib/notify";
import { useQuoteDialog } from "~/lib/quote-dialog";
import { logout, SIGNED_OUT, setSession, useSession } from "~/lib/session";
import { useSiteSettings } from "~/lib/site-settings";
import { Logo } from "./logo";
import { isActivePath, type NavLink, serviceLinks } from "./nav-links";
import { ServicesMenu } from "./services-menu";
import { ThemeToggle } from "./theme-toggle";
import { useHideOnScroll } from "./use-hide-on-scroll";

const linkClass = (active: boolean) => cx("nav-link", active && "font-semibold text-primary");
/** In the mobile list the list gives the links their looks (`.mobile-links`): only the current page's has a class. */
const mobileLinkClass = (active: boolean) => (active ? "font-semibold text-primary" : undefined);

/** The bar's pages after Home and Services; /about is Atrium's addition to spec 1 §2.3's list. */
const PAGES = [
  { to: "/our-work", label: "Our Work" },
  { to: "/about", label: "About" },
  { to: "/contact", label: "Contact" },
] as const;

/** A page link of the bar, marked as the current page when it is. */
function MainLink({ to, mobile = false, children }: { to: string; mobile?: boolean; children: ReactNode }) {
  const active = isActivePath(useLocation().pathname, to);
  return (
    <Link
      to={to}
      aria-current={active ? "page" : undefined}
      className={mobile ? mobileLinkClass(active) : linkClass(active)}
    >
      {children}
    </Link>
  );
}

/** The public navigation bar of spec 1 §2.3; `services` are the visible services, in order. */
export function Navbar({ services }: { services: readonly NavService[] }) {
  const links = serviceLinks(services);
  const settings = useSiteSettings();
  const { pathname } = useLocation();
  const { hidden, scrolled } = useHideOnScroll();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const quote = useQuoteDialog();
  const phone = settings.contact_phone;

  // The mobile list closes on route change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on route change only
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header
      className={cx("site-header", hidden && !menuOpen && "-translate-y-full", scrolled && "shadow-sm")}
    >
      <div className="site-header-bar">
        <Logo
          siteName={settings.site_name}
          logo={settings.site_logo_light || settings.site_logo}
          darkLogo={settings.site_logo_dark || settings.site_logo}
        />
        <nav aria-label="Main" className="hidden items-center gap-1 text-sm lg:flex">
          <MainLink to="/">Home</MainLink>
          <ServicesMenu links={links} />
          {PAGES.map((page) => (
            <MainLink key={page.to} to={page.to}>
              {page.label}
            </MainLink>
          ))}
        </nav>
        <div className="flex items-center gap-1">
          <div className="hidden items-center gap-1 lg:flex">
            <AccountLinks primary />
            {phone ? (
              <a href={`tel:${phone.replace(/[^+\d]/g, "")}`} className="header-call">
                <Icon name="Phone" aria-hidden="true" className="h-4 w-4" />
                Book a Call
              </a>
            ) : null}
            <button type="button" onClick={() => quote.open()} className="header-quote">
              Get a Quote
            </button>
          </div>
          <ThemeToggle />
          <button
            type="button"
            className="icon-button lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            onClick={() => setMenuOpen((v) => !v)}
          >
            {menuOpen ? (
              <Icon name="X" aria-hidden="true" className="h-6 w-6" />
            ) : (
              <Icon name="Menu" aria-hidden="true" className="h-6 w-6" />
            )}
          </button>
        </div>
      </div>
      <nav
        id={menuId}
        hidden={!menuOpen}
        aria-label="Mobile"
        className={menuOpen ? "border-t border-border px-4 pb-4 lg:hidden" : undefined}
      >
        {/* Closed, an empty box for the toggle's aria-controls: opening needs JavaScript, so the
            links would serve nobody in the server's HTML (the footer lists every page). */}
        {menuOpen ? (
          <MobileMenu
            links={links}
            onQuote={() => {
              setMenuOpen(false);
              quote.open();
            }}
          />
        ) : null}
      </nav>
    </header>
  );
}

function AccountLinks({ primary = false }: { primary?: boolean }) {
  const { data } = useSession();
  const navigate = useNavigate();
  if (!data?.user) {
    return (
      <Link to="/login" className={linkClass(false)}>
        Login
      </Link>
    );
  }
  const onLogout = async () => {
    try {
      await logout();
    } catch {
      toastError(AUTH_TEXT.logoutFailed.title, AUTH_TEXT.logoutFailed.message);
    }
    // The local user is cleared whatever the server answered (spec 1 §8.1).
    setSession(SIGNED_OUT);
    navigate("/");
  };
  return (
    <div className="flex items-center gap-1 text-sm">
      <Link
        to={data.user.role === "admin" ? "/dashboard" : "/account"}
        // The back office loads as a fresh document, so its strict CSP applies and no public-page script follows.
        reloadDocument={data.user.role === "admin"}
        className={linkClass(false)}
        data-testid={primary ? "signed-in-as" : undefined}
        title={data.user.email}
      >
        {data.user.role === "admin" ? "Dashboard" : "My Account"}
      </Link>
      <button type="button" onClick={onLogout} className={linkClass(false)}>
        Logout
      </button>
    </div>
  );
}

/** The mobile menu's contents, rendered only while it is open. */
function MobileMenu({ links, onQuote }: { links: NavLink[]; onQuote: () => void }) {
  const { pathname } = useLocation();
  return (
    <>
      <ul className="mobile-links flex flex-col gap-1 py-2 text-base">
        <li>
          <MainLink to="/" mobile>
            Home
          </MainLink>
        </li>
        <li className="px-3 pt-2 text-xs font-semibold uppercase tracking-wide text-muted">Services</li>
        {links.map((s) => (
          <li key={s.to}>
            <Link to={s.to} className={mobileLinkClass(isActivePath(pathname, s.to))}>
              {s.label}
            </Link>
          </li>
        ))}
        {PAGES.map((page) => (
          <li key={page.to}>
            <MainLink to={page.to} mobile>
              {page.label}
            </MainLink>
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-2">
        <button
          type="button"
          onClick={onQuote}
          className="rounded-md bg-primary px-4 py-2 font-semibold text-white hover:brightness-90"
        >
          Get a Quote
        </button>
        <Link to="/contact" className="rounded-md border border-border px-4 py-2 text-center font-medium">
          Book a Call
        </Link>
        <AccountLinks />
      </div>
    </>
  );
}
