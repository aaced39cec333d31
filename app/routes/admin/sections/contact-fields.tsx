import { ContactFieldsPanel } from "~/features/contact-fields/contact-fields-panel";
import { SectionError } from "~/features/dashboard/section-error";
import type { Route } from "./+types/contact-fields";

export default function ContactFieldsSection() {
  return <ContactFieldsPanel />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionError section="Contact Form" error={error} />;
}
