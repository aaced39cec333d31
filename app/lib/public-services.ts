import type { NavService } from "@common/schemas/services";
import { useRouteLoaderData } from "react-router";

/** What the public layout's loader gives its pages (app/routes/public/layout.tsx). */
export type PublicLayoutData = { services: NavService[] };

/**
 * The visible services, in display order, as the public layout loaded them for its menu and
 * footer (issue 16: one set, from the services table). Empty outside the public layout.
 */
export function useNavServices(): NavService[] {
  return useRouteLoaderData<PublicLayoutData>("routes/public/layout")?.services ?? [];
}
