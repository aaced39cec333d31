import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Icon } from "~/components/icon/icon";
import { Link } from "~/components/link";
import { cx } from "~/lib/cx";
import type { NavLink } from "./nav-links";

const CLOSE_DELAY_MS = 1000;
/** A click this soon after a mouse opened the menu by hovering keeps it open (one gesture). */
const HOVER_CLICK_GRACE_MS = 500;
const POPUP_WIDTH = 288;
const VIEWPORT_MARGIN = 16;

/**
 * The desktop Services dropdown (spec 1 §2.3): opens on hover and closes one second after the
 * pointer leaves; a click toggles it; Escape or a click outside closes it. `links` are the visible
 * services (the public layout's loader).
 */
export function ServicesMenu({ links }: { links: NavLink[] }) {
  const [open, setOpen] = useState(false);
  const [offset, setOffset] = useState(0);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const hoverOpenedAt = useRef(0);
  const menuId = useId();
  const { pathname } = useLocation();
  const active = pathname.startsWith("/services");

  const show = useCallback(() => {
    clearTimeout(closeTimer.current);
    // Keep the 288 px popup inside the viewport with a 16 px margin.
    const rect = button.current?.getBoundingClientRect();
    if (rect) {
      const left = Math.min(
        Math.max(rect.left, VIEWPORT_MARGIN),
        window.innerWidth - POPUP_WIDTH - VIEWPORT_MARGIN,
      );
      setOffset(left - rect.left);
    }
    setOpen(true);
  }, []);
  const hideLater = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  // A navigation closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on route change only
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  return (
    <div
      ref={root}
      className="relative"
      onPointerEnter={(e) => {
        if (e.pointerType === "mouse") hoverOpenedAt.current = Date.now();
        show();
      }}
      onPointerLeave={hideLater}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          // A mouse that just opened the menu by hovering clicks to open it, not to close it.
          if (open && Date.now() - hoverOpenedAt.current < HOVER_CLICK_GRACE_MS) return;
          if (open) setOpen(false);
          else show();
        }}
        className={cx("services-button", active && "font-semibold text-primary")}
      >
        Services
        <Icon
          name="ChevronDown"
          aria-hidden="true"
          className={cx("h-4 w-4 transition", open && "rotate-180")}
        />
      </button>
      {/* Closed, only the empty box the button's aria-controls names: the links would serve nobody
          in the server's HTML (opening needs JavaScript; the footer lists every service). */}
      <div
        id={menuId}
        hidden={!open}
        style={open ? { width: POPUP_WIDTH, left: offset } : undefined}
        className={
          open
            ? "absolute top-full z-50 mt-1 rounded-lg border border-border bg-card p-2 shadow-lg"
            : undefined
        }
      >
        {open ? (
          <ul>
            {links.map((s) => (
              <li key={s.to}>
                <Link
                  to={s.to}
                  className={cx("menu-link", pathname.startsWith(s.to) && "font-semibold text-primary")}
                >
                  {s.label}
                </Link>
              </li>
            ))}
            <li className="mt-1 border-t border-border pt-1">
              <Link
                to="/services"
                className="block rounded-md px-3 py-2 text-sm font-medium text-primary hover:underline"
              >
                All services
              </Link>
            </li>
          </ul>
        ) : null}
      </div>
    </div>
  );
}
