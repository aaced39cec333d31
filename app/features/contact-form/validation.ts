import type { PublicContactFormField } from "@common/schemas/contact-form-fields";
import { buildContactSchema, type ContactAnswers } from "@common/schemas/contact-messages";
import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";

/**
 * The contact form's validation: the server's own schema for the active fields. Imported on demand
 * (when the form is first focused or sent), so the contact page does not load zod to render.
 */
export function contactResolver(
  fields: readonly PublicContactFormField[],
): Resolver<Record<string, unknown>, unknown, ContactAnswers> {
  return zodResolver(buildContactSchema(fields));
}

export { ContactMessageCreatedSchema } from "@common/schemas/contact-messages";
