import { StandingPage, standingPageMeta } from "~/features/static-pages/standing-page";
import type { Route } from "./+types/privacy";
import { loadStandingPage } from "./standing-page.server";

/** /privacy — the standing page "privacy" from the database (issue 16), edited in the Pages manager. */
export const loader = ({ context, request }: Route.LoaderArgs) =>
  loadStandingPage("privacy", context, request);

export const meta = (args: Route.MetaArgs) => standingPageMeta(args);

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <StandingPage page={loaderData.page} contents="legal" />;
}
