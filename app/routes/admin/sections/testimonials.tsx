import { SectionError } from "~/features/dashboard/section-error";
import { TestimonialsManager } from "~/features/testimonials/testimonials-manager";
import type { Route } from "./+types/testimonials";

export default function TestimonialsSection() {
  return <TestimonialsManager />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionError section="Testimonials" error={error} />;
}
