import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { Button } from "./button";

/**
 * A compact row action: its full name for assistive technology and as a tooltip, so the visible
 * word may hide on narrow screens. Destructive ones are red (red-300 in dark mode: red-400 on the
 * dark card fell short of AA contrast).
 */
export function IconButton({
  label,
  destructive,
  ...props
}: { label: string; destructive?: boolean } & ComponentProps<typeof Button>) {
  return (
    <Button
      variant="ghost"
      aria-label={label}
      title={label}
      className={cn("px-2 py-1.5", destructive && "text-red-700 dark:text-red-300")}
      {...props}
    />
  );
}
