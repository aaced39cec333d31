/**
 * The icons public code draws by name besides the staff-chosen set (common/public-icons.ts).
 * Both lists go into the one SVG sprite (scripts/icon-sprite.ts); no import here, as the Vite
 * config loads this file too.
 */
export const UI_ICONS = [
  "AlertTriangle",
  "ArrowLeft",
  "ArrowRight",
  "CheckCircle2",
  "ChevronDown",
  "ChevronLeft",
  "ChevronRight",
  "Clock",
  "ExternalLink",
  "Eye",
  "EyeOff",
  "FileText",
  "History",
  "LifeBuoy",
  "LoaderCircle",
  "Lock",
  "Mail",
  "MapPin",
  "Menu",
  "Moon",
  "Newspaper",
  "Phone",
  "Plus",
  "Quote",
  "Send",
  "Siren",
  "Star",
  "Sun",
  "X",
] as const;
export type UiIcon = (typeof UI_ICONS)[number];

/** A symbol's id in the sprite: "Building2" → "building-2", "BarChart3" → "bar-chart-3". */
export function symbolId(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .replace(/([a-zA-Z])([0-9])/g, "$1-$2")
    .toLowerCase();
}

/** Where the sprite plugin writes the sprite (generated, not committed); icon.tsx imports it. */
export const SPRITE_FILE = "app/components/icon/icons.svg";
