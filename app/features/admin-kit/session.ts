import { hasPermission } from "@common/auth";
import type { PermissionAction, PermissionResource } from "@common/resources";
import type { SessionInfo } from "@common/schemas/auth";
import { useRouteLoaderData } from "react-router";

/** The signed-in admin, as the dashboard's guard loaded it. */
export function useDashboardSession(): SessionInfo {
  const session = useRouteLoaderData("routes/admin/dashboard") as SessionInfo | undefined;
  return session ?? { user: null, permissions: [] };
}

/** `can("requirement_forms", "delete")`: hides controls the server would refuse anyway. */
export function useCan() {
  const { permissions } = useDashboardSession();
  return (resource: PermissionResource, action: PermissionAction) =>
    hasPermission(permissions, resource, action);
}
