import { SectionError } from "~/features/dashboard/section-error";
import { TeamMembersManager } from "~/features/team-members/team-members-manager";
import type { Route } from "./+types/team-members";

export default function TeamMembersSection() {
  return <TeamMembersManager />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionError section="Team Members" error={error} />;
}
