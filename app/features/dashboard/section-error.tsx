import { AlertTriangle } from "lucide-react";
import { Button } from "~/components/ui/button";

/** Spec 2 §2: the fallback of a section's error boundary; the sidebar stays usable. */
export function SectionError({ section, error }: { section: string; error?: unknown }) {
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-lg border border-border bg-card p-8 text-center"
    >
      <AlertTriangle aria-hidden="true" className="h-8 w-8 text-red-600" />
      <h2 className="text-lg font-semibold">Unable to load {section}</h2>
      <p className="text-muted">Something went wrong while loading this section.</p>
      {detail ? <p className="text-sm text-muted">{detail}</p> : null}
      <Button onClick={() => window.location.reload()}>Refresh</Button>
    </div>
  );
}
