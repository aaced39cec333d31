import { Code, type LucideIcon, Sparkles } from "lucide-react";
import * as ICON_SET from "./icon-set";

/**
 * Icons stored by name in the database, from the set in icon-set.ts; anything else falls back to
 * a neutral icon.
 */
const ICONS: Record<string, LucideIcon> = { ...ICON_SET, Code2: Code };

/** Accepts "Building2", "building-2", "building2"… */
function normalise(name: string): string {
  return name
    .replace(/[-_\s]+(\w)/g, (_m, c: string) => c.toUpperCase())
    .replace(/^\w/, (c) => c.toUpperCase());
}

const LOOKUP = new Map(Object.entries(ICONS).map(([name, icon]) => [name.toLowerCase(), icon]));

export function iconFor(name: string | null | undefined, fallback: LucideIcon = Sparkles): LucideIcon {
  if (!name) return fallback;
  return (
    ICONS[name] ?? ICONS[normalise(name)] ?? LOOKUP.get(name.replace(/[-_\s]/g, "").toLowerCase()) ?? fallback
  );
}

/** A decorative icon chosen by name (the text beside it carries the meaning). */
export function NamedIcon({
  name,
  className,
  fallback,
}: {
  name: string | null | undefined;
  className?: string;
  fallback?: LucideIcon;
}) {
  const Icon = iconFor(name, fallback);
  return <Icon aria-hidden="true" className={className} />;
}
