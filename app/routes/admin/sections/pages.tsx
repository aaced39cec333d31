import { SectionError } from "~/features/dashboard/section-error";
import { PagesManager } from "~/features/pages/pages-manager";
import type { Route } from "./+types/pages";

export default function PagesSection() {
  return <PagesManager />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionError section="Pages" error={error} />;
}
