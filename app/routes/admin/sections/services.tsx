import { SectionError } from "~/features/dashboard/section-error";
import { ServicesManager } from "~/features/services/services-manager";
import type { Route } from "./+types/services";

export default function ServicesSection() {
  return <ServicesManager />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionError section="Services" error={error} />;
}
