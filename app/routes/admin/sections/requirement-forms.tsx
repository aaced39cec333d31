import { SectionError } from "~/features/dashboard/section-error";
import { QuoteRequestsManager } from "~/features/quote-requests/quote-requests-manager";
import type { Route } from "./+types/requirement-forms";

export default function RequirementFormsSection() {
  return <QuoteRequestsManager />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionError section="Quote Requests" error={error} />;
}
