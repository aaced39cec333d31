import { SectionError } from "~/features/dashboard/section-error";
import { EmailManagement } from "~/features/email/email-management";
import type { Route } from "./+types/email";

export default function EmailSection() {
  return <EmailManagement />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionError section="Email Management" error={error} />;
}
