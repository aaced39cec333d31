import { SectionError } from "~/features/dashboard/section-error";
import { SuccessStoriesPanel } from "~/features/success-stories/success-stories-panel";
import type { Route } from "./+types/success-stories";

export default function SuccessStoriesSection() {
  return <SuccessStoriesPanel />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionError section="Success Stories" error={error} />;
}
