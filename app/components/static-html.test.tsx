// @vitest-environment jsdom
import { act } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { StaticHtml } from "./static-html";

/** A held list's markup: rendered on the server, kept as it is by the browser's hydration. */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ITEMS = [
  { slug: "web", title: "Web development" },
  { slug: "farm", title: "Agriculture tech" },
];

function List({ items }: { items: typeof ITEMS | null }) {
  return (
    <main>
      <StaticHtml as="ul" className="grid" items={items}>
        {(list) =>
          list.map((item) => (
            <li key={item.slug}>
              <a href={`/services/${item.slug}`}>{item.title}</a>
            </li>
          ))
        }
      </StaticHtml>
      <a href="https://example.com/elsewhere">Elsewhere</a>
    </main>
  );
}

function router(items: typeof ITEMS | null) {
  return createMemoryRouter([
    { path: "/", element: <List items={items} /> },
    { path: "/services/:slug", element: <p>service page</p> },
  ]);
}

let root: Root | undefined;
let container: HTMLDivElement | undefined;

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
  vi.restoreAllMocks();
});

/** Server-renders the list with its items, then hydrates it in the browser without them. */
async function hydrateHole() {
  const html = renderToString(<RouterProvider router={router(ITEMS)} />);
  expect(html).toContain("Agriculture tech");
  container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  const firstItem = container.querySelector("li");
  const errors = vi.spyOn(console, "error");
  const browserRouter = router(null);
  const recoverable = vi.fn();
  await act(async () => {
    root = hydrateRoot(container!, <RouterProvider router={browserRouter} />, {
      onRecoverableError: recoverable,
    });
  });
  return { html, firstItem, errors, recoverable, browserRouter };
}

describe("StaticHtml", () => {
  it("keeps the server's markup untouched when the items did not come, without a hydration error", async () => {
    const { html, firstItem, errors, recoverable } = await hydrateHole();
    expect(container!.innerHTML).toBe(html);
    // The very same nodes: React neither re-rendered nor replaced them.
    expect(container!.querySelector("li")).toBe(firstItem);
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it("navigates client-side on a plain click of one of the hole's links, and only then", async () => {
    const { browserRouter } = await hydrateHole();
    // Whether the page handled a click; then the click is stopped (jsdom cannot load documents).
    const handled = new Map<Event, boolean>();
    const record = (event: Event) => {
      handled.set(event, event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener("click", record);
    onTestFinished(() => document.removeEventListener("click", record));
    const link = container!.querySelector<HTMLAnchorElement>('a[href="/services/farm"]')!;

    // A click that opens another tab is the browser's.
    const ctrl = new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true });
    act(() => link.dispatchEvent(ctrl));
    expect(handled.get(ctrl)).toBe(false);
    expect(browserRouter.state.location.pathname).toBe("/");

    // A link outside the element is not its business.
    const outside = new MouseEvent("click", { bubbles: true, cancelable: true });
    act(() => container!.querySelector('a[href^="https:"]')!.dispatchEvent(outside));
    expect(handled.get(outside)).toBe(false);

    const plain = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    await act(async () => link.dispatchEvent(plain));
    expect(handled.get(plain)).toBe(true);
    expect(browserRouter.state.location.pathname).toBe("/services/farm");
    expect(container!.textContent).toBe("service page");
  });

  it("renders the items itself once they arrive", async () => {
    await hydrateHole();
    const changed = [{ slug: "new", title: "A new service" }];
    const live = createMemoryRouter([{ path: "/", element: <List items={changed} /> }]);
    await act(async () => root!.render(<RouterProvider router={live} />));
    expect(container!.querySelectorAll("li")).toHaveLength(1);
    expect(container!.querySelector("ul")!.textContent).toBe("A new service");
  });
});
