/** One cookie or other item of browser storage, as the Cookie Policy lists it. */
export type StorageItem = { name: string; kind: string; purpose: string; duration: string };

/** Cookies and browser storage, one card each: name, type, purpose and duration. */
export function StorageList({ items }: { items: StorageItem[] }) {
  return (
    <ul className="list-none! space-y-3 pl-0!">
      {items.map((item) => (
        <li key={item.name} className="rounded-lg border border-border bg-card p-4">
          <p className="font-mono text-sm font-semibold break-all text-fg">{item.name}</p>
          <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm leading-6 sm:grid-cols-[7rem_1fr]">
            <dt className="font-medium text-muted">Type</dt>
            <dd>{item.kind}</dd>
            <dt className="font-medium text-muted">Purpose</dt>
            <dd>{item.purpose}</dd>
            <dt className="font-medium text-muted">Duration</dt>
            <dd>{item.duration}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
