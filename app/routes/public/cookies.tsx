import { StandingPage, standingPageMeta } from "~/features/static-pages/standing-page";
import type { Route } from "./+types/cookies";
import { loadStandingPage } from "./standing-page.server";

/** /cookies — the standing page "cookies" from the database (issue 16), edited in the Pages manager. */
export const loader = ({ context, request }: Route.LoaderArgs) =>
  loadStandingPage("cookies", context, request);

export const meta = (args: Route.MetaArgs) => standingPageMeta(args);

export default function Cookies({ loaderData }: Route.ComponentProps) {
  return <StandingPage page={loaderData.page} contents="legal" />;
}
