import { StandingPage, standingPageMeta } from "~/features/static-pages/standing-page";
import type { Route } from "./+types/careers";
import { loadStandingPage } from "./standing-page.server";

/** /careers — the standing page "careers" from the database (issue 16), edited in the Pages manager. */
export const loader = ({ context, request }: Route.LoaderArgs) =>
  loadStandingPage("careers", context, request);

export const meta = (args: Route.MetaArgs) => standingPageMeta(args);

export default function Careers({ loaderData }: Route.ComponentProps) {
  return <StandingPage page={loaderData.page} />;
}
