import { ContactInbox } from "~/features/contact-inbox/contact-inbox";
import { SectionError } from "~/features/dashboard/section-error";
import type { Route } from "./+types/messages";

export default function MessagesSection() {
  return <ContactInbox />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionError section="Messages" error={error} />;
}
