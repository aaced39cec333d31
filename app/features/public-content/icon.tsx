import { PUBLIC_ICONS } from "@common/public-icons";
import { Icon, type IconName } from "~/components/icon/icon";

/**
 * Icons stored by name in the database, from the staff's set (common/public-icons.ts) drawn from
 * the sprite; anything else falls back to a neutral icon.
 */
const ICONS: Record<string, IconName> = {
  ...Object.fromEntries(PUBLIC_ICONS.map((name) => [name, name])),
  Code2: "Code",
};

/** Accepts "Building2", "building-2", "building2"… */
function normalise(name: string): string {
  return name
    .replace(/[-_\s]+(\w)/g, (_m, c: string) => c.toUpperCase())
    .replace(/^\w/, (c) => c.toUpperCase());
}

const LOOKUP = new Map(Object.entries(ICONS).map(([name, icon]) => [name.toLowerCase(), icon]));

export function iconFor(name: string | null | undefined, fallback: IconName = "Sparkles"): IconName {
  if (!name) return fallback;
  return (
    (Object.hasOwn(ICONS, name) ? ICONS[name] : undefined) ??
    (Object.hasOwn(ICONS, normalise(name)) ? ICONS[normalise(name)] : undefined) ??
    LOOKUP.get(name.replace(/[-_\s]/g, "").toLowerCase()) ??
    fallback
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
  fallback?: IconName;
}) {
  return <Icon name={iconFor(name, fallback)} className={className} />;
}
