import { Star } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

export type BadgeTone = "gray" | "blue" | "yellow" | "green" | "purple" | "red" | "orange";

// Text/background pairs chosen for AA contrast in both themes.
const tones: Record<BadgeTone, string> = {
  gray: "bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-100",
  blue: "bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100",
  yellow: "bg-yellow-100 text-yellow-900 dark:bg-yellow-950 dark:text-yellow-100",
  green: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100",
  purple: "bg-purple-100 text-purple-900 dark:bg-purple-950 dark:text-purple-100",
  red: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
  orange: "bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-100",
};

export function Badge({ tone = "gray", children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium capitalize",
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}

/** "Featured", with its star: a featured project or service. */
export function FeaturedBadge() {
  return (
    <Badge tone="purple">
      <Star aria-hidden="true" className="mr-1 h-3 w-3" />
      Featured
    </Badge>
  );
}
