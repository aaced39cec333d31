import { ContactMessagesManager } from "~/features/contact-messages/contact-messages-manager";
import { SectionError } from "~/features/dashboard/section-error";
import type { Route } from "./+types/messages";

export default function MessagesSection() {
  return <ContactMessagesManager />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionError section="Messages" error={error} />;
}
