import { FaqList, faqPageJsonLd } from "~/features/static-pages/faq-list";
import { JsonLd } from "~/features/static-pages/json-ld";
import { StandingPage, standingPageMeta } from "~/features/static-pages/standing-page";
import type { Route } from "./+types/faq";
import { loadStandingPage } from "./standing-page.server";

/** /faq — the standing page "faq" from the database (issue 16), edited in the Pages manager. */
export const loader = ({ context, request }: Route.LoaderArgs) => loadStandingPage("faq", context, request);

export const meta = (args: Route.MetaArgs) => standingPageMeta(args);

export default function Faq({ loaderData }: Route.ComponentProps) {
  return (
    <StandingPage page={loaderData.page}>
      <FaqList items={loaderData.page.items} />
      <JsonLd data={faqPageJsonLd(loaderData.page.items)} />
    </StandingPage>
  );
}
