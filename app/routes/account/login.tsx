import { AUTH_TEXT } from "@common/auth";
import { useNavigate } from "react-router";
import { AuthCard } from "~/components/layout/auth-card";
import { SignInForm, useSignInForm } from "~/components/layout/auth-fields";
import { Link } from "~/components/link";
import { ApiClientError, api } from "~/lib/api";
import { pageMeta } from "~/lib/meta";
import { useRefreshSession } from "~/lib/session";
import { toast } from "~/lib/toast";
import type { Route } from "./+types/login";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "Login", "Sign in to your client account.");
}

/** Why a sign-in failed, in the product's words: wrong credentials, or too many attempts. */
function signInFailure(err: unknown): string {
  if (!(err instanceof ApiClientError) || err.status !== 429) return AUTH_TEXT.loginFailed.message;
  return err.code === "ACCOUNT_LOCKED" ? err.message : AUTH_TEXT.tooManyAttempts;
}

export default function Login() {
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  const form = useSignInForm();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await api("/api/auth/sign-in/email", { body: values });
    } catch (err) {
      toast.error(AUTH_TEXT.loginFailed.title, { description: signInFailure(err) });
      return;
    }
    await refreshSession();
    navigate("/");
  });

  return (
    <AuthCard title="Login" subtitle="Sign in to your account">
      <SignInForm form={form} onSubmit={onSubmit} />
      <p className="mt-4 text-center text-sm text-muted">
        No account yet?{" "}
        <Link to="/register" className="font-medium text-primary underline">
          Register
        </Link>
      </p>
    </AuthCard>
  );
}
