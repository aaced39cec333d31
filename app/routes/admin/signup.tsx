import { AUTH_TEXT } from "@common/auth";
import { type AdminSignupInput, AdminSignupSchema, SessionInfoSchema } from "@common/schemas/auth";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { AuthCard } from "~/components/layout/auth-card";
import { CredentialFields, NameFields } from "~/components/layout/auth-fields";
import { Link } from "~/components/link";
import { Button } from "~/components/ui/button";
import { ApiClientError, api } from "~/lib/api";
import { pageMeta } from "~/lib/meta";
import { setSession } from "~/lib/session";
import { toast } from "~/lib/toast";
import type { Route } from "./+types/signup";
import { adminExists } from "./admin.server";

export async function loader({ context, request }: Route.LoaderArgs) {
  const invitation = new URL(request.url).searchParams.get("invitation");
  return { needsFirstAdmin: !(await adminExists(context.deps.db)), invitation };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "Admin Sign Up");
}

export default function AdminSignup({ loaderData }: Route.ComponentProps) {
  const { needsFirstAdmin, invitation } = loaderData;
  if (!needsFirstAdmin && !invitation) {
    return (
      <AuthCard title="Admin Sign Up">
        <p className="text-sm">An administrator already exists. Ask an administrator for an invitation.</p>
        <Link to="/admin/login" className="mt-4 inline-block font-medium text-primary underline">
          Go to admin login
        </Link>
      </AuthCard>
    );
  }
  return <SignupForm invitation={invitation} />;
}

function SignupForm({ invitation }: { invitation: string | null }) {
  const navigate = useNavigate();
  const form = useForm<AdminSignupInput>({
    resolver: zodResolver(AdminSignupSchema),
    defaultValues: {
      email: "",
      password: "",
      firstName: "",
      lastName: "",
      invitationToken: invitation ?? undefined,
    },
  });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      // The answer is the new session: no need to ask for it again.
      setSession(await api("/api/v1/auth/admin-signup", { body: values, schema: SessionInfoSchema }));
    } catch (err) {
      const message = err instanceof ApiClientError ? err.message : AUTH_TEXT.registrationFailed.message;
      toast.error(AUTH_TEXT.registrationFailed.title, { description: message });
      return;
    }
    toast.success(AUTH_TEXT.adminSignupSuccess.title, {
      description: AUTH_TEXT.adminSignupSuccess.message(values.firstName),
    });
    navigate("/dashboard");
  });

  return (
    <AuthCard
      title="Admin Sign Up"
      subtitle={
        invitation ? "Accept your invitation to the back office" : "Create the first administrator account"
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <NameFields form={form} />
        <CredentialFields form={form} newPassword />
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? "Creating account..." : "Create administrator"}
        </Button>
      </form>
    </AuthCard>
  );
}
