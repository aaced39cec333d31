import type { StandingPage } from "@common/schemas/pages";
import { getPublicPage } from "@server/services/pages";
import { canPreviewDrafts } from "@server/services/preview";
import { type AppLoadContext, data } from "react-router";

/**
 * The loader of a standing page's route (issue 16): the page from the database; a draft answers
 * 404 to visitors and renders (under the preview banner) for signed-in staff.
 */
export async function loadStandingPage(slug: StandingPage, context: AppLoadContext, request: Request) {
  const page = await getPublicPage(context.deps.db, slug, () => canPreviewDrafts(context.deps, request));
  if (!page) throw data(null, { status: 404 });
  return { page };
}
