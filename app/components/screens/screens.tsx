import { useState } from "react";
import { Icon } from "~/components/icon/icon";
import { Link } from "~/components/link";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";

/** Full-area centred frame shared by the status screens. */
function Frame({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      {children}
    </div>
  );
}

/** Spec 1 §2.2: shown while a page loads on demand. */
export function LoadingScreen({ route }: { route: string }) {
  return (
    <Frame>
      <Spinner label={`Loading ${route}`} />
      <h1 className="text-xl font-semibold">Loading {route}...</h1>
      <p className="text-muted">Please wait while we prepare your content</p>
    </Frame>
  );
}

/** Spec 1 §2.2: a page that failed to load. */
export function RouteLoadError({ route, error }: { route: string; error?: unknown }) {
  return (
    <Frame>
      <Icon name="AlertTriangle" aria-hidden="true" className="h-10 w-10 text-red-600" />
      <h1 className="text-xl font-semibold">Failed to Load {route}</h1>
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>Reload Page</Button>
        <Button variant="secondary" onClick={() => window.history.back()}>
          Go Back
        </Button>
      </div>
      <TechnicalDetails error={error} />
    </Frame>
  );
}

/** Spec 1 §2.7: a rendering failure inside the page. */
export function SomethingWentWrong({ error, onRetry }: { error?: unknown; onRetry?: () => void }) {
  return (
    <Frame>
      <Icon name="AlertTriangle" aria-hidden="true" className="h-10 w-10 text-red-600" />
      <h1 className="text-xl font-semibold">Something went wrong</h1>
      <div className="flex gap-2">
        {onRetry ? <Button onClick={onRetry}>Try Again</Button> : null}
        <Button variant="secondary" onClick={() => window.location.reload()}>
          Reload Page
        </Button>
      </div>
      <TechnicalDetails error={error} />
    </Frame>
  );
}

/** Spec 1 §2.7: the root fallback. */
export function ApplicationError({ error }: { error?: unknown }) {
  return (
    <Frame>
      <Icon name="AlertTriangle" aria-hidden="true" className="h-10 w-10 text-red-600" />
      <h1 className="text-2xl font-semibold">Application Error</h1>
      <p className="text-muted">An unexpected error occurred. Please try again.</p>
      <Button onClick={() => window.location.reload()}>Refresh Page</Button>
      <TechnicalDetails error={error} />
    </Frame>
  );
}

export function NotFoundScreen() {
  return (
    <Frame>
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-semibold">Page not found</h1>
      <p className="max-w-md text-muted">The page you are looking for does not exist or has moved.</p>
      <Link
        to="/"
        className="rounded-md bg-primary px-4 py-2 text-sm font-medium text-white hover:brightness-90"
      >
        Back to the home page
      </Link>
    </Frame>
  );
}

/** A signed-in user without the admin role who opens the back office. */
export function NoAccessScreen() {
  return (
    <Frame>
      <Icon name="Lock" aria-hidden="true" className="h-10 w-10 text-muted" />
      <h1 className="text-2xl font-semibold">No access</h1>
      <p className="max-w-md text-muted">
        Your account does not have access to the dashboard. If you are a member of staff, sign in with your
        administrator account.
      </p>
      <div className="flex gap-2">
        <Link
          to="/"
          className="rounded-md bg-primary px-4 py-2 text-sm font-medium text-white hover:brightness-90"
        >
          Go to the home page
        </Link>
        <Link to="/admin/login" className="rounded-md border border-border px-4 py-2 text-sm font-medium">
          Admin login
        </Link>
      </div>
    </Frame>
  );
}

function TechnicalDetails({ error }: { error?: unknown }) {
  const [open, setOpen] = useState(false);
  if (!error) return null;
  const text =
    error instanceof Error ? error.message : typeof error === "string" ? error : JSON.stringify(error);
  return (
    <div className="w-full max-w-lg text-left">
      <button
        type="button"
        className="text-sm text-muted underline"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
      >
        Technical details
      </button>
      {open ? (
        <pre className="mt-2 overflow-auto rounded-md border border-border bg-card p-3 text-xs">{text}</pre>
      ) : null}
    </div>
  );
}
