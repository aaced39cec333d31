import { CONTACT_FIELD_TYPES } from "@common/options";
import { createRoute, z } from "@hono/zod-openapi";

const tags = ["Contact form"];

export const PublicContactFormFieldSchema = z
  .object({
    id: z.string(),
    field_name: z.string(),
    field_label: z.string(),
    field_type: z.string().openapi({ enum: [...CONTACT_FIELD_TYPES] }),
    field_placeholder: z.string().nullable(),
    field_options: z.array(z.string()).nullable(),
    is_required: z.boolean(),
    order_index: z.number().int(),
    validation_rules: z.record(z.string(), z.unknown()).nullable(),
    help_text: z.string().nullable(),
  })
  .openapi("PublicContactFormField");

export const listPublicContactFormFieldsRoute = createRoute({
  method: "get",
  path: "/contact-form-fields",
  tags,
  summary: "The active fields of the public contact form, in display order",
  responses: {
    200: {
      description: "Active fields ordered by order_index",
      content: {
        "application/json": { schema: z.object({ items: z.array(PublicContactFormFieldSchema) }) },
      },
    },
  },
});
