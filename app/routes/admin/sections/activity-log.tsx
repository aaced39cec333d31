import { ActivityLog } from "~/features/activity-log/activity-log";
import { SectionError } from "~/features/dashboard/section-error";
import type { Route } from "./+types/activity-log";

export default function ActivityLogSection() {
  return <ActivityLog />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionError section="Activity Log" error={error} />;
}
