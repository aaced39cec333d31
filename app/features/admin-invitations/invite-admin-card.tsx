import { AdminInvitationCreatedSchema, InvitationCreateSchema } from "@common/schemas/admin-invitations";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { ApiClientError, api } from "~/lib/api";
import { fieldProps } from "~/lib/form-fields";
import { toast } from "~/lib/toast";

/** The form asks for the address; the invitation gets the default permissions (manage_users). */
const InviteFormSchema = InvitationCreateSchema.pick({ email: true });
type InviteForm = z.infer<typeof InviteFormSchema>;

/** Lets an admin with manage_users invite another administrator; the link is shown once. */
export function InviteAdminCard() {
  const [link, setLink] = useState<string | null>(null);
  const form = useForm<InviteForm>({ resolver: zodResolver(InviteFormSchema), defaultValues: { email: "" } });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      const result = await api("/api/v1/admin/invitations", {
        body: { email },
        schema: AdminInvitationCreatedSchema,
      });
      setLink(result.signupUrl);
      toast.success("Invitation created", {
        description: `Send the link to ${email}; it works once, for 7 days.`,
      });
    } catch (err) {
      toast.error("Invitation failed", {
        description: err instanceof ApiClientError ? err.message : "Please try again.",
      });
    }
  });

  return (
    <section className="rounded-lg border border-border bg-card p-6" aria-labelledby="invite-heading">
      <h2 id="invite-heading" className="text-lg font-semibold">
        Invite an administrator
      </h2>
      <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <FormField label="Email of the new administrator" type="email" {...fieldProps(form, "email")} />
        </div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Creating..." : "Create invitation"}
        </Button>
      </form>
      {link ? (
        <div className="mt-4">
          <label htmlFor="invitation-link" className="block text-sm font-medium">
            Invitation link
          </label>
          <input
            id="invitation-link"
            readOnly
            value={link}
            className="mt-1 block w-full rounded-md border border-border bg-bg px-3 py-2 text-sm"
            onFocus={(e) => e.currentTarget.select()}
          />
        </div>
      ) : null}
    </section>
  );
}
