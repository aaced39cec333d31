import { asc } from "drizzle-orm";
import type { Database } from "../db/client";
import { services } from "../db/schema";

/** Services in display order, for the public site. */
export function listServices(db: Database) {
  return db.select().from(services).orderBy(asc(services.order_index), asc(services.title));
}
