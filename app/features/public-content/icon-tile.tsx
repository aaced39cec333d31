import { cx } from "~/lib/cx";
import { NamedIcon } from "./icon";

const SIZES = {
  md: { tile: "icon-tile-md", icon: "h-5 w-5" },
  lg: { tile: "icon-tile-lg", icon: "h-6 w-6" },
} as const;

/** An icon chosen by name (a "what we do" entry's) on its tinted square, as the home page shows it (decorative). */
export function IconTile({ name, size = "md" }: { name: string | null; size?: keyof typeof SIZES }) {
  return (
    <span aria-hidden="true" className={cx(SIZES[size].tile, "text-primary")}>
      <NamedIcon name={name} className={SIZES[size].icon} />
    </span>
  );
}
