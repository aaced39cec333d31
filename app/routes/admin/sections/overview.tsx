import { Overview } from "~/features/dashboard/overview";
import { SectionError } from "~/features/dashboard/section-error";
import type { Route } from "./+types/overview";

export default function OverviewSection() {
  return <Overview />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionError section="Overview" error={error} />;
}
