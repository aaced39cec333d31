import { SectionError } from "~/features/dashboard/section-error";
import { ImageLibrary } from "~/features/images/image-library";
import type { Route } from "./+types/images";

export default function ImagesSection() {
  return <ImageLibrary />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionError section="Image Library" error={error} />;
}
