import { InviteAdminCard } from "~/features/admin-invitations/invite-admin-card";
import { useCan, useDashboardSession } from "./use-dashboard-session";

/** Spec 2 §2 Overview, with live figures (ARCHITECTURE.md decision 7). */
export function Overview() {
  const session = useDashboardSession();
  const can = useCan();
  return (
    <>
      <section className="rounded-lg border border-border bg-card p-6">
        <h2 className="text-lg font-semibold">Signed in as {session.user?.email}</h2>
        <p className="mt-1 text-sm text-muted">
          Permissions: <span data-testid="permissions">{session.permissions.join(", ") || "none"}</span>
        </p>
      </section>
      {can("admin_users", "manage") ? <InviteAdminCard /> : null}
    </>
  );
}
