import { cx } from "~/lib/cx";

export function Spinner({ className, label = "Loading" }: { className?: string; label?: string }) {
  return (
    <span role="status" className={cx("inline-flex items-center", className)}>
      <span
        aria-hidden="true"
        className="h-8 w-8 animate-spin rounded-full border-4 border-primary/30 border-t-primary"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
