import { Icon } from "~/components/icon/icon";

const DEFAULT_MESSAGE = "We're currently performing maintenance. Please check back soon.";

/** Spec 1 §2.2: what every visitor sees while maintenance mode is on. */
export function MaintenanceScreen({ siteName, message }: { siteName: string; message: string | null }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-6 text-center">
      <Icon name="Wrench" aria-hidden="true" className="h-12 w-12 text-primary" />
      <h1 className="text-3xl font-bold">{siteName}</h1>
      <p className="max-w-lg text-lg text-muted">{message?.trim() || DEFAULT_MESSAGE}</p>
    </main>
  );
}

/** Signed-in admins still see the site, with this reminder. */
export function MaintenanceBanner() {
  return (
    <div role="status" className="bg-amber-300 px-4 py-2 text-center text-sm font-medium text-black">
      Maintenance mode is on: visitors see the maintenance page. You see the site because you are signed in as
      an administrator.
    </div>
  );
}
