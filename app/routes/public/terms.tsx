import { StandingPage, standingPageMeta } from "~/features/static-pages/standing-page";
import type { Route } from "./+types/terms";
import { loadStandingPage } from "./standing-page.server";

/** /terms — the standing page "terms" from the database (issue 16), edited in the Pages manager. */
export const loader = ({ context, request }: Route.LoaderArgs) => loadStandingPage("terms", context, request);

export const meta = (args: Route.MetaArgs) => standingPageMeta(args);

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <StandingPage page={loaderData.page} contents="legal" />;
}
