import { AUTH_TEXT } from "@common/auth";
import { SessionInfoSchema } from "@common/schemas/auth";
import { useNavigate } from "react-router";
import { AuthCard } from "~/components/layout/auth-card";
import { SignInForm, useSignInForm } from "~/components/layout/auth-fields";
import { Link } from "~/components/link";
import { ApiClientError, api } from "~/lib/api";
import { pageMeta } from "~/lib/meta";
import { setSession } from "~/lib/session";
import { toast } from "~/lib/toast";
import type { Route } from "./+types/login";
import { adminExists } from "./admin.server";

export async function loader({ context }: Route.LoaderArgs) {
  return { needsFirstAdmin: !(await adminExists(context.deps.db)) };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "Admin Login");
}

export default function AdminLogin({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const form = useSignInForm();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      // The answer is the new session: no need to ask for it again.
      setSession(await api("/api/v1/auth/admin-login", { body: values, schema: SessionInfoSchema }));
    } catch (err) {
      const message = err instanceof ApiClientError ? err.message : AUTH_TEXT.adminLoginFailed.message;
      toast.error(AUTH_TEXT.adminLoginFailed.title, { description: message });
      return;
    }
    toast.success(AUTH_TEXT.adminLoginSuccess.title, { description: AUTH_TEXT.adminLoginSuccess.message });
    navigate("/dashboard");
  });

  return (
    <AuthCard title="Admin Login" subtitle="Sign in to manage the website">
      {loaderData.needsFirstAdmin ? (
        <p className="mb-4 rounded-md border border-border bg-bg p-3 text-sm">
          No administrator exists yet.{" "}
          <Link to="/admin/signup" className="font-medium text-primary underline">
            Create the administrator account
          </Link>
        </p>
      ) : null}
      <SignInForm form={form} onSubmit={onSubmit} />
    </AuthCard>
  );
}
