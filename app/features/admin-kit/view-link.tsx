import { ExternalLink } from "lucide-react";
import { Link } from "~/components/link";

/**
 * A card's link to the item's public page, in a new tab: "View {name} on the website" to assistive
 * technology (`verb` "Preview" for a draft), shaped like the CardActions buttons beside it (pass it as their `children`).
 */
export function ViewLink({ to, name, verb = "View" }: { to: string; name: string; verb?: string }) {
  const label = `${verb} ${name} on the website`;
  return (
    <Link
      to={to}
      target="_blank"
      rel="noreferrer"
      aria-label={label}
      title={label}
      className="inline-flex items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium text-fg transition hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary dark:hover:bg-white/10"
    >
      <ExternalLink aria-hidden="true" className="h-4 w-4" />
      <span aria-hidden="true">{verb}</span>
    </Link>
  );
}
