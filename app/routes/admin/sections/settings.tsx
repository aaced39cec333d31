import { SectionError } from "~/features/dashboard/section-error";
import { SiteSettingsSection } from "~/features/site-settings/site-settings-editor";
import type { Route } from "./+types/settings";

export default function SettingsSection() {
  return <SiteSettingsSection />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionError section="Website Settings" error={error} />;
}
