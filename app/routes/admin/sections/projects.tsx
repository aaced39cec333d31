import { SectionError } from "~/features/dashboard/section-error";
import { ProjectsManager } from "~/features/projects/projects-manager";
import type { Route } from "./+types/projects";

export default function ProjectsSection() {
  return <ProjectsManager />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionError section="Portfolio" error={error} />;
}
