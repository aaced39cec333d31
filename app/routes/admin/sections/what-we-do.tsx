import { SectionError } from "~/features/dashboard/section-error";
import { WhatWeDoManager } from "~/features/what-we-do/what-we-do-manager";
import type { Route } from "./+types/what-we-do";

export default function WhatWeDoSection() {
  return <WhatWeDoManager />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionError section="What We Do" error={error} />;
}
