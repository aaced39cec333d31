import { ContactMessageSchema, ContactMessageStatsSchema } from "@common/schemas/contact-messages";
import { adminResource } from "~/features/admin-kit";

/** `/api/v1/admin/contact-messages`, its queries, figures and writes. */
export const contactMessages = adminResource({
  name: "contact-messages",
  item: ContactMessageSchema,
  stats: ContactMessageStatsSchema,
});
