import { ContactFormFieldSchema, FIELD_LIMITS } from "@common/schemas/contact-form-fields";
import { adminResource, useResourceWrite } from "~/features/admin-kit";
import { api } from "~/lib/api";

/** `/api/v1/admin/contact-form-fields`, its queries and writes. */
export const contactFormFields = adminResource({
  name: "contact-form-fields",
  item: ContactFormFieldSchema,
  // The builder shows (and reorders) the whole form: every field fits one page.
  pageSize: FIELD_LIMITS.fields,
});

/** An inactive copy right after the original (spec 3 §4). */
export function useDuplicateField() {
  return useResourceWrite(contactFormFields, (id: string) =>
    api(`${contactFormFields.base}/${id}/duplicate`, { method: "POST", schema: ContactFormFieldSchema }),
  );
}
