import { AUTH_TEXT } from "@common/auth";
import { type RegisterInput, RegisterSchema } from "@common/schemas/auth";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { AuthCard } from "~/components/layout/auth-card";
import { CredentialFields, NameFields } from "~/components/layout/auth-fields";
import { Link } from "~/components/link";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { ApiClientError, api } from "~/lib/api";
import { fieldProps } from "~/lib/form-fields";
import { pageMeta } from "~/lib/meta";
import { toast } from "~/lib/toast";
import type { Route } from "./+types/register";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "Register", "Create a client account to follow your quote requests.");
}

export default function Register() {
  const navigate = useNavigate();
  const form = useForm<RegisterInput>({
    resolver: zodResolver(RegisterSchema),
    defaultValues: { email: "", password: "", firstName: "", lastName: "", company: "" },
  });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const name = `${values.firstName} ${values.lastName}`.trim();
    try {
      await api("/api/auth/sign-up/email", { body: { ...values, name } });
    } catch (err) {
      // The form keeps what was typed, so the person can correct and retry; the server's own
      // field messages (it checks the same rules) show at their fields.
      for (const [field, message] of Object.entries(
        err instanceof ApiClientError ? (err.fields ?? {}) : {},
      )) {
        if (field in values) form.setError(field as keyof RegisterInput, { type: "server", message });
      }
      toast.error(AUTH_TEXT.registrationFailed.title, { description: AUTH_TEXT.registrationFailed.message });
      return;
    }
    toast.success(AUTH_TEXT.registrationSuccess.title, {
      description: AUTH_TEXT.registrationSuccess.message,
    });
    navigate("/login");
  });

  return (
    <AuthCard title="Create an account" subtitle="Register to follow your quote requests">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <NameFields form={form} />
        <FormField label="Company" autoComplete="organization" {...fieldProps(form, "company")} />
        <CredentialFields form={form} newPassword />
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? "Creating account..." : "Register"}
        </Button>
      </form>
      <p className="mt-4 text-center text-sm text-muted">
        Already registered?{" "}
        <Link to="/login" className="font-medium text-primary underline">
          Login
        </Link>
      </p>
    </AuthCard>
  );
}
