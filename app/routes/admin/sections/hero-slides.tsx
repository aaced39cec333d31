import { SectionError } from "~/features/dashboard/section-error";
import { HeroSlidesManager } from "~/features/hero-slides/hero-slides-manager";
import type { Route } from "./+types/hero-slides";

export default function HeroSlidesSection() {
  return <HeroSlidesManager />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionError section="Hero Slides" error={error} />;
}
