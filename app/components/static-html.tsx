import type { MouseEvent, ReactNode } from "react";
import { type NavigateFunction, useNavigate } from "react-router";

// The same object every render: React compares `__html` and leaves the element's DOM alone.
const HOLE = { __html: "" };

/**
 * A block of markup that is rendered on the server and not again in the browser when its items
 * did not travel as hydration data (lib/held-content.tsx). With `items` null, the element is a
 * "hole": an empty `dangerouslySetInnerHTML` that React hydrates without touching the server's
 * children (no hydration error, nothing re-rendered). When the items arrive (a client
 * navigation back, a revalidation) the live version mounts in its place (another key).
 *
 * Links inside a hole are plain <a>s, so the element handles their clicks: a plain left click
 * on a link of this site navigates client-side, as a <Link> would.
 */
export function StaticHtml<T>({
  items,
  as: Tag = "div",
  className,
  children,
}: {
  items: readonly T[] | null;
  as?: "div" | "ul";
  className?: string;
  children: (items: readonly T[]) => ReactNode;
}) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLElement>) => followLink(event, navigate);
  if (items === null) {
    return (
      <Tag
        key="hole"
        className={className}
        onClick={onClick}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: always empty; keeps the server's markup
        dangerouslySetInnerHTML={HOLE}
      />
    );
  }
  return (
    <Tag key="live" className={className} onClick={onClick}>
      {children(items)}
    </Tag>
  );
}

/** What React Router's <Link> does for a click it should handle, for a plain <a>. */
export function followLink(event: MouseEvent<HTMLElement>, navigate: NavigateFunction) {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  const target = event.target instanceof Element ? event.target : null;
  const link = target?.closest("a");
  if (!link || !event.currentTarget.contains(link)) return;
  const frame = link.getAttribute("target");
  if ((frame && frame !== "_self") || link.hasAttribute("download")) return;
  const href = link.getAttribute("href");
  if (href === null) return;
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin) return;
  event.preventDefault();
  navigate(url.pathname + url.search + url.hash);
}
