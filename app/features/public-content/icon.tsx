import {
  Award,
  BarChart3,
  BookOpen,
  Briefcase,
  Building2,
  Cloud,
  Code,
  Compass,
  Cpu,
  Database,
  Globe,
  GraduationCap,
  Handshake,
  Headphones,
  Heart,
  Layers,
  Leaf,
  Lightbulb,
  type LucideIcon,
  Megaphone,
  Monitor,
  Palette,
  PenTool,
  Rocket,
  Search,
  Server,
  Settings,
  ShieldCheck,
  ShoppingCart,
  Smartphone,
  Sparkles,
  Target,
  TrendingUp,
  Users,
  Wifi,
  Workflow,
  Wrench,
  Zap,
} from "lucide-react";

/**
 * Icons stored by name in the database (services.icon, what_we_do.icon). Importing lucide's whole
 * icon set would put every icon into the browser bundle, so the names staff are likely to use are
 * mapped here and anything else falls back to a neutral icon.
 */
const ICONS: Record<string, LucideIcon> = {
  Award,
  BarChart3,
  BookOpen,
  Briefcase,
  Building2,
  Cloud,
  Code,
  Code2: Code,
  Compass,
  Cpu,
  Database,
  Globe,
  GraduationCap,
  Handshake,
  Headphones,
  Heart,
  Layers,
  Leaf,
  Lightbulb,
  Megaphone,
  Monitor,
  Palette,
  PenTool,
  Rocket,
  Search,
  Server,
  Settings,
  ShieldCheck,
  ShoppingCart,
  Smartphone,
  Sparkles,
  Target,
  TrendingUp,
  Users,
  Wifi,
  Workflow,
  Wrench,
  Zap,
};

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
