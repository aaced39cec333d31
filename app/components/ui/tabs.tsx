import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";
import { cn } from "~/lib/cn";

export type TabItem<T extends string> = {
  id: T;
  label: string;
  content: ReactNode;
  /** Marks the tab (e.g. a field on it is invalid), also for screen readers. */
  alert?: boolean;
};

/**
 * WAI-ARIA tabs: arrow keys, Home and End move between tabs and show them; Tab goes on to the
 * panel's first control. Every panel stays mounted (hidden when not shown), so a form keeps what was typed on
 * each tab.
 */
export function Tabs<T extends string>({
  label,
  items,
  value,
  onValueChange,
}: {
  /** The tab list's accessible name. */
  label: string;
  items: TabItem<T>[];
  value: T;
  onValueChange: (id: T) => void;
}) {
  const base = useId();
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const tabId = (id: T) => `${base}-tab-${id}`;
  const panelId = (id: T) => `${base}-panel-${id}`;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = items.length - 1;
    const next =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    const item = next === null ? undefined : items[next];
    if (!item) return;
    event.preventDefault();
    onValueChange(item.id);
    refs.current.get(item.id)?.focus();
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className="mb-4 flex gap-1 overflow-x-auto border-b border-border"
      >
        {items.map((item, index) => {
          const selected = item.id === value;
          return (
            <button
              key={item.id}
              ref={(el) => {
                if (el) refs.current.set(item.id, el);
                else refs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={selected}
              aria-controls={panelId(item.id)}
              tabIndex={selected ? 0 : -1}
              onClick={() => onValueChange(item.id)}
              onKeyDown={(e) => onKeyDown(e, index)}
              className={cn(
                "-mb-px inline-flex shrink-0 items-center gap-1.5 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap",
                "focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-primary",
                selected ? "border-primary text-fg" : "border-transparent text-muted hover:text-fg",
              )}
            >
              {item.label}
              {item.alert ? (
                <>
                  <span aria-hidden="true" className="h-2 w-2 rounded-full bg-red-600" />
                  <span className="sr-only">(has errors)</span>
                </>
              ) : null}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={panelId(item.id)}
          aria-labelledby={tabId(item.id)}
          hidden={item.id !== value}
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
