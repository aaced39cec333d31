import type { RootData } from "@common/schemas/site-settings";
import { lazy, Suspense, useEffect, useState } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useNavigation,
  useRouteError,
} from "react-router";
import { SiteBodyEnd, SiteHead } from "~/components/layout/site-code";
import { MaintenanceBanner, MaintenanceScreen } from "~/components/screens/maintenance";
import {
  ApplicationError,
  LoadingScreen,
  NotFoundScreen,
  RouteLoadError,
} from "~/components/screens/screens";
import { fontLoad } from "~/lib/fonts";
import { publicOrigin } from "~/lib/public-origin";
import { isChunkLoadError, routeLabel } from "~/lib/route-label";
import { recoverFromChunkError, registerServiceWorker } from "~/lib/service-worker";
import { fontWeight } from "~/lib/site-head";
import { useRootData } from "~/lib/site-settings";
import { ThemeProvider, themeScript, useTheme } from "~/lib/theme";
import { useToasterWanted } from "~/lib/toaster-signal";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { pageSettings } from "./root.server";

/** What every page is rendered with; the policy (injected code, maintenance) is the service's. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const page = await pageSettings(context.deps, request);
  return {
    nonce: context.cspNonce,
    origin: publicOrigin(request, context.deps.env.PUBLIC_URL),
    // Worked out here, on the server, so pages do not carry the list of every font file.
    font: fontLoad(page.settings.font_family, fontWeight(page.settings)),
    ...page,
  } satisfies RootData;
}

/**
 * Only the path decides what the loader returns (where staff code goes, maintenance by role), so
 * a change of the query string alone — a back-office tab, filter or page — does not ask the server
 * again. A new path, a form submission or an explicit revalidation (same URL) still do.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const searchOnly = currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search;
  return searchOnly && !formMethod ? false : defaultShouldRevalidate;
}

// The stylesheet is linked here (not imported for its side effect) so it comes first in the head,
// ahead of the many module preloads: it blocks the first paint, they do not.
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", type: "image/svg+xml", href: "/icon.svg" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export function meta({ data, error }: Route.MetaArgs) {
  const name = data?.settings.site_name ?? "Atrium";
  // A child route that threw a 404 renders no meta of its own.
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    { title: notFound ? `Page not found | ${name}` : name },
    {
      name: "description",
      content: data?.settings.meta_description ?? data?.settings.site_description ?? "",
    },
  ];
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  const nonce = data?.nonce;
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Before any paint: apply the stored theme so there is no flash. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of our own */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeScript }} />
        <Meta />
        <Links />
        <SiteHead data={data} />
      </head>
      <body className="antialiased">
        <ThemeProvider>{children}</ThemeProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        <SiteBodyEnd data={data} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useEffect(() => {
    registerServiceWorker();
    // Lets tests (and scripts) know the page is interactive.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <>
      {loaderData.maintenance === "banner" ? <MaintenanceBanner /> : null}
      {loaderData.maintenance === "screen" ? (
        <MaintenanceScreen
          siteName={loaderData.settings.site_name}
          message={loaderData.settings.maintenance_message ?? null}
        />
      ) : (
        <Outlet />
      )}
      <PendingNavigation />
      <ThemedToaster />
    </>
  );
}

const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

function ThemedToaster() {
  const { resolved } = useTheme();
  // Mounted (and sonner loaded) only once some code has loaded the toast module, so a page that
  // shows no toast never loads sonner; toasts raised before it mounts are replayed by sonner when
  // the Toaster subscribes.
  if (!useToasterWanted()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        theme={resolved}
        position="top-right"
        visibleToasts={3}
        duration={4000}
        closeButton
        richColors
      />
    </Suspense>
  );
}

/** Spec 1 §2.2: while the next page's code and data load, say so (after a short grace period). */
function PendingNavigation() {
  const navigation = useNavigation();
  const [visible, setVisible] = useState(false);
  const target = navigation.location?.pathname;
  useEffect(() => {
    if (navigation.state !== "loading" || !target) return setVisible(false);
    const timer = setTimeout(() => setVisible(true), 300);
    return () => clearTimeout(timer);
  }, [navigation.state, target]);
  if (!visible || !target) return null;
  return (
    <div className="fixed inset-0 z-50 bg-bg/90">
      <LoadingScreen route={routeLabel(target)} />
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  if (isChunkLoadError(error)) return <ChunkLoadFailure error={error} pathname={location.pathname} />;
  return <ApplicationError error={error} />;
}

function ChunkLoadFailure({ error, pathname }: { error: unknown; pathname: string }) {
  useEffect(() => {
    recoverFromChunkError(error);
  }, [error]);
  return <RouteLoadError route={routeLabel(pathname)} error={error} />;
}
