import { AiIntegrationSection } from "~/features/ai-settings/ai-integration";
import { SectionError } from "~/features/dashboard/section-error";
import type { Route } from "./+types/ai";

export default function AiSection() {
  return <AiIntegrationSection />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionError section="AI Integration" error={error} />;
}
