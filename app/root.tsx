import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useNavigation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { Toaster } from "sonner";
import {
  ApplicationError,
  LoadingScreen,
  NotFoundScreen,
  RouteLoadError,
} from "~/components/screens/screens";
import { publicOrigin } from "~/lib/public-origin";
import { isChunkLoadError, routeLabel } from "~/lib/route-label";
import { ThemeProvider, themeScript, useTheme } from "~/lib/theme";
import type { Route } from "./+types/root";
import { getSiteSettings } from "./root.server";
import "./app.css";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { id: _id, created_at: _c, updated_at: _u, ...settings } = await getSiteSettings(context.deps.db);
  return { nonce: context.cspNonce, origin: publicOrigin(request, context.deps.env.PUBLIC_URL), settings };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

export const links: Route.LinksFunction = () => [
  { rel: "icon", type: "image/svg+xml", href: "/icon.svg" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export function meta({ data }: Route.MetaArgs) {
  const name = data?.settings.site_name ?? "Atrium";
  return [
    { title: name },
    {
      name: "description",
      content: data?.settings.meta_description ?? data?.settings.site_description ?? "",
    },
  ];
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<RootData>("root");
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
      </head>
      <body className="antialiased">
        <ThemeProvider>{children}</ThemeProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Spec 1 §9: no refetch on window focus, one retry, five minutes stale time.
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1, staleTime: 5 * 60 * 1000 } },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <PendingNavigation />
      <ThemedToaster />
    </QueryClientProvider>
  );
}

function ThemedToaster() {
  const { resolved } = useTheme();
  return (
    <Toaster theme={resolved} position="top-right" visibleToasts={3} duration={4000} closeButton richColors />
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
  if (isChunkLoadError(error)) return <RouteLoadError route={routeLabel(location.pathname)} error={error} />;
  return <ApplicationError error={error} />;
}
