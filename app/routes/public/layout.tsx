import { Outlet } from "react-router";
import { Footer } from "~/components/layout/footer";
import { Navbar } from "~/components/layout/navbar";
import { ScrollProgress, ScrollToTopOnNavigate } from "~/components/layout/scroll-effects";
import { QuoteWizardProvider } from "~/features/quote-wizard";
import type { PublicLayoutData } from "~/lib/public-services";
import type { Route } from "./+types/layout";
import { listNavServices } from "./layout.server";

/** The visible services of the menu and the footer, read from the services table on each request. */
export async function loader({ context }: Route.LoaderArgs): Promise<PublicLayoutData> {
  return { services: await listNavServices(context.deps.db) };
}

/** The public layout (spec 1 §1): navigation bar, the page, footer; the quote dialog around them. */
export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  const { services } = loaderData;
  return (
    <QuoteWizardProvider>
      <div className="flex min-h-screen flex-col">
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <ScrollProgress />
        <ScrollToTopOnNavigate />
        <Navbar services={services} />
        <main id="main" className="flex-1">
          <Outlet />
        </main>
        <Footer services={services} />
      </div>
    </QuoteWizardProvider>
  );
}
