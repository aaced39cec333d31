/**
 * The names of the icons staff may choose for public content (what_we_do.icon), in the order
 * a picker lists them. The icon sprite (scripts/icon-sprite.ts) holds a symbol for each (a test
 * checks it), so every name stored here is drawn on the site.
 */
export const PUBLIC_ICONS = [
  "Award",
  "BarChart3",
  "BookOpen",
  "Briefcase",
  "Building2",
  "Cloud",
  "Code",
  "Compass",
  "Cpu",
  "Database",
  "Globe",
  "GraduationCap",
  "Handshake",
  "Headphones",
  "Heart",
  "Layers",
  "Leaf",
  "Lightbulb",
  "Megaphone",
  "Monitor",
  "Palette",
  "PenTool",
  "Rocket",
  "Search",
  "Server",
  "Settings",
  "ShieldCheck",
  "ShoppingCart",
  "Smartphone",
  "Sparkles",
  "Target",
  "TrendingUp",
  "Users",
  "Wifi",
  "Workflow",
  "Wrench",
  "Zap",
] as const;
export type PublicIcon = (typeof PUBLIC_ICONS)[number];

/** "BarChart3" → "Bar chart 3", for a picker's labels. */
export function iconLabel(name: string): string {
  const words = name.replace(/([a-z])([A-Z0-9])/g, "$1 $2").replace(/([0-9])([A-Z])/g, "$1 $2");
  return words.charAt(0) + words.slice(1).toLowerCase();
}
