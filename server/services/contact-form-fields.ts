import { asc, eq } from "drizzle-orm";
import type { ContactFormField } from "../../common/schemas/contact";
import type { Database } from "../db/client";
import { contactFormFields } from "../db/schema";

/** The columns the public form needs; is_active and the timestamps stay on the server. */
const publicColumns = {
  id: contactFormFields.id,
  field_name: contactFormFields.field_name,
  field_label: contactFormFields.field_label,
  field_type: contactFormFields.field_type,
  field_placeholder: contactFormFields.field_placeholder,
  field_options: contactFormFields.field_options,
  is_required: contactFormFields.is_required,
  order_index: contactFormFields.order_index,
  validation_rules: contactFormFields.validation_rules,
  help_text: contactFormFields.help_text,
};

/** The active fields of the public contact form, in display order (spec 3 §7, "public"). */
export async function listActiveContactFormFields(db: Database): Promise<ContactFormField[]> {
  return db
    .select(publicColumns)
    .from(contactFormFields)
    .where(eq(contactFormFields.is_active, true))
    .orderBy(
      asc(contactFormFields.order_index),
      asc(contactFormFields.created_at),
      asc(contactFormFields.id),
    );
}
