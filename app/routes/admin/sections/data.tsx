import { SectionError } from "~/features/dashboard/section-error";
import { DataManagement } from "~/features/data/data-management";
import type { Route } from "./+types/data";
import { migrationGuideHtml } from "./data.server";

/** The migration guide, rendered on the server (the renderer stays out of the browser's bundle). */
export function loader() {
  return { guideHtml: migrationGuideHtml };
}

// The guide never changes while the server runs: switching tabs (?tab=) does not ask again.
export function shouldRevalidate() {
  return false;
}

export default function DataSection({ loaderData }: Route.ComponentProps) {
  return <DataManagement guideHtml={loaderData.guideHtml} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionError section="Data Management" error={error} />;
}
