import { cn } from "~/lib/cn";
import { NamedIcon } from "./icon";

/** An icon chosen by name (a "what we do" entry's) on its tinted square, as the home page shows it (decorative). */
export function IconTile({ name, className }: { name: string | null; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary dark:bg-primary/25 dark:text-white",
        className,
      )}
    >
      <NamedIcon name={name} className="h-5 w-5" />
    </span>
  );
}
