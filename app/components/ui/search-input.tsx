import { Search } from "lucide-react";
import { useEffect, useId, useState } from "react";

/**
 * A search box that reports its value 300 ms after typing stops, so the server is asked once per
 * pause rather than once per key.
 */
export function SearchInput({
  value,
  onSearch,
  label,
  placeholder,
}: {
  value: string;
  onSearch: (q: string) => void;
  label: string;
  placeholder?: string;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onSearch(text), 300);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute top-2.5 left-3 h-4 w-4 text-muted" />
      <input
        id={id}
        type="search"
        value={text}
        placeholder={placeholder ?? label}
        onChange={(e) => setText(e.target.value)}
        className="block w-full rounded-md border border-border bg-bg py-2 pr-3 pl-9 text-sm text-fg focus:outline-2 focus:outline-offset-1 focus:outline-primary"
      />
    </div>
  );
}
