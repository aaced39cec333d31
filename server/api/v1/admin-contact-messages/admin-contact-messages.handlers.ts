import type { ContactPriority, ContactStatus } from "@common/schemas/contact-inbox";
import { createRouter } from "@server/api/openapi";
import { actorOf } from "@server/auth/guards";
import { notFound } from "@server/lib/errors";
import {
  type ContactMessageRow,
  contactMessageStats,
  deleteContactMessage,
  getContactMessage,
  listContactMessages,
  updateContactMessage,
} from "@server/services/contact-inbox";
import {
  contactMessageStatsRoute,
  deleteContactMessageRoute,
  getContactMessageRoute,
  listContactMessagesRoute,
  updateContactMessageRoute,
} from "./admin-contact-messages.routes";

export const adminContactMessagesRouter = createRouter();

const MESSAGE = "The message";

/** Dates as ISO strings; status and priority are constrained to the enums by CHECKs in the table. */
const serialise = (row: ContactMessageRow) => ({
  ...row,
  status: row.status as ContactStatus,
  priority: row.priority as ContactPriority,
  replied_at: row.replied_at?.toISOString() ?? null,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

adminContactMessagesRouter.openapi(listContactMessagesRoute, async (c) => {
  const page = await listContactMessages(c.var.deps.db, c.req.valid("query"));
  return c.json({ ...page, items: page.items.map(serialise) }, 200);
});

adminContactMessagesRouter.openapi(contactMessageStatsRoute, async (c) => {
  return c.json(await contactMessageStats(c.var.deps.db), 200);
});

adminContactMessagesRouter.openapi(getContactMessageRoute, async (c) => {
  const row = await getContactMessage(c.var.deps.db, c.req.valid("param").id);
  if (!row) throw notFound(MESSAGE);
  return c.json(serialise(row), 200);
});

adminContactMessagesRouter.openapi(updateContactMessageRoute, async (c) => {
  const row = await updateContactMessage(
    c.var.deps.db,
    actorOf(c),
    c.req.valid("param").id,
    c.req.valid("json"),
  );
  if (!row) throw notFound(MESSAGE);
  return c.json(serialise(row), 200);
});

adminContactMessagesRouter.openapi(deleteContactMessageRoute, async (c) => {
  const deleted = await deleteContactMessage(c.var.deps.db, actorOf(c), c.req.valid("param").id);
  if (!deleted) throw notFound(MESSAGE);
  return c.body(null, 204);
});
