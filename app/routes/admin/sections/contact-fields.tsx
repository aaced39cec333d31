import { ContactFormFieldsManager } from "~/features/contact-form-fields/contact-form-fields-manager";
import { SectionError } from "~/features/dashboard/section-error";
import type { Route } from "./+types/contact-fields";

export default function ContactFieldsSection() {
  return <ContactFormFieldsManager />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionError section="Contact Form" error={error} />;
}
