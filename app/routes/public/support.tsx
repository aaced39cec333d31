import { StandingPage, standingPageMeta } from "~/features/static-pages/standing-page";
import { SupportContacts } from "~/features/static-pages/support-contacts";
import type { Route } from "./+types/support";
import { loadStandingPage } from "./standing-page.server";

/** /support — the standing page "support" from the database (issue 16), edited in the Pages manager. */
export const loader = ({ context, request }: Route.LoaderArgs) =>
  loadStandingPage("support", context, request);

export const meta = (args: Route.MetaArgs) => standingPageMeta(args);

export default function Support({ loaderData }: Route.ComponentProps) {
  return (
    <StandingPage page={loaderData.page}>
      <SupportContacts />
    </StandingPage>
  );
}
