import { ServiceSchema, SlugSuggestionSchema } from "@common/schemas/services";
import { adminResource, type MarkdownPreviewOf } from "~/features/admin-kit";
import { api } from "~/lib/api";

/** `/api/v1/admin/services`, its queries and writes. */
export const services = adminResource({ name: "services", item: ServiceSchema });

/** The introduction's preview, rendered by the server as the service page does. */
export const servicePreview: MarkdownPreviewOf = { resource: services, field: "intro" };

/** Spec 2 §5 "Generate": a free slug for the title (the edited service's own slug counts as free). */
export function fetchSlugSuggestion(title: string, exclude?: string): Promise<string> {
  const query = new URLSearchParams({ title });
  if (exclude) query.set("exclude", exclude);
  return api(`${services.base}/slug-suggestion?${query}`, { schema: SlugSuggestionSchema }).then(
    (r) => r.slug,
  );
}
