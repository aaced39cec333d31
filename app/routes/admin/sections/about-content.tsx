import { AboutContentManager } from "~/features/about-content/about-content-manager";
import { SectionError } from "~/features/dashboard/section-error";
import type { Route } from "./+types/about-content";

export default function AboutContentSection() {
  return <AboutContentManager />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionError section="About Content" error={error} />;
}
