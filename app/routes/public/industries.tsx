import { StandingPage, standingPageMeta } from "~/features/static-pages/standing-page";
import type { Route } from "./+types/industries";
import { loadStandingPage } from "./standing-page.server";

/** /industries — the standing page "industries" from the database (issue 16), edited in the Pages manager. */
export const loader = ({ context, request }: Route.LoaderArgs) =>
  loadStandingPage("industries", context, request);

export const meta = (args: Route.MetaArgs) => standingPageMeta(args);

export default function Industries({ loaderData }: Route.ComponentProps) {
  return <StandingPage page={loaderData.page} contents="chips" />;
}
