import { type LoginInput, LoginSchema } from "@common/schemas/auth";
import { zodResolver } from "@hookform/resolvers/zod";
import type { FormEventHandler } from "react";
import { type FieldValues, type Path, type UseFormReturn, useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { cx } from "~/lib/cx";
import { fieldProps } from "~/lib/form-fields";

/** The fields the sign-in, sign-up and profile forms share, on any form that has them. */

type FormWith<K extends string> = FieldValues & Record<K, unknown>;

/** First and last name, side by side where there is room. */
export function NameFields<T extends FormWith<"firstName" | "lastName">, C, O extends FieldValues>({
  form,
  className = "sm:grid-cols-2",
}: {
  form: UseFormReturn<T, C, O>;
  className?: string;
}) {
  return (
    <div className={cx("grid gap-4", className)}>
      <FormField label="First name" autoComplete="given-name" {...fieldProps(form, "firstName" as Path<T>)} />
      <FormField label="Last name" autoComplete="family-name" {...fieldProps(form, "lastName" as Path<T>)} />
    </div>
  );
}

/** E-mail and password; `newPassword` for a new account (browsers then offer to generate one). */
export function CredentialFields<T extends FormWith<"email" | "password">, C, O extends FieldValues>({
  form,
  newPassword = false,
}: {
  form: UseFormReturn<T, C, O>;
  newPassword?: boolean;
}) {
  return (
    <>
      <FormField label="Email" type="email" autoComplete="email" {...fieldProps(form, "email" as Path<T>)} />
      <FormField
        label="Password"
        type="password"
        autoComplete={newPassword ? "new-password" : "current-password"}
        {...fieldProps(form, "password" as Path<T>)}
      />
    </>
  );
}

/** The e-mail and password form of both sign-in pages. */
export function useSignInForm() {
  return useForm<LoginInput>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { email: "", password: "" },
  });
}

/** The sign-in form itself (both sign-in pages): e-mail, password and the button. */
export function SignInForm({
  form,
  onSubmit,
}: {
  form: UseFormReturn<LoginInput>;
  onSubmit: FormEventHandler;
}) {
  const { isSubmitting } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <CredentialFields form={form} />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Signing in..." : "Sign in"}
      </Button>
    </form>
  );
}
