import type { ListQuery } from "@common/pagination";
import { eq, isNotNull } from "drizzle-orm";
import type { Database } from "../db/client";
import { activityLog } from "../db/schema";
import { listPage } from "./list-page";

export type ActivityFilters = { user_id?: string; entity_type?: string };

export function listActivity(db: Database, query: ListQuery & ActivityFilters) {
  return listPage(
    db,
    {
      table: activityLog,
      searchColumns: [
        activityLog.action,
        activityLog.entity_type,
        activityLog.entity_id,
        activityLog.user_email,
      ],
      sortable: {
        created_at: activityLog.created_at,
        action: activityLog.action,
        entity_type: activityLog.entity_type,
      },
      defaultSort: "-created_at",
      filters: [
        query.user_id ? eq(activityLog.user_id, query.user_id) : undefined,
        query.entity_type ? eq(activityLog.entity_type, query.entity_type) : undefined,
      ],
    },
    query,
  );
}

/** The values the log can be filtered by: who has written, and which kinds of record. */
export async function activityFacets(db: Database) {
  const [users, entities] = await Promise.all([
    db
      .selectDistinct({ id: activityLog.user_id, email: activityLog.user_email })
      .from(activityLog)
      .where(isNotNull(activityLog.user_id))
      .orderBy(activityLog.user_email),
    db.selectDistinct({ type: activityLog.entity_type }).from(activityLog).orderBy(activityLog.entity_type),
  ]);
  return {
    users: users.flatMap((u) => (u.id ? [{ id: u.id, email: u.email ?? u.id }] : [])),
    entity_types: entities.map((e) => e.type),
  };
}
