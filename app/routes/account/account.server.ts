import type { Page } from "@common/pagination";
import type { OwnQuoteRequest } from "@common/schemas/quote-requests";
import type { Database } from "@server/db/client";
import { wirePage } from "@server/lib/wire";
import { listOwnQuoteRequests } from "@server/services/quote-requests";

/** Page 1 of a client's own requests, newest first, as `GET /api/v1/account/quote-requests` answers it. */
export async function firstOwnQuoteRequests(
  db: Database,
  userId: string,
  pageSize: number,
): Promise<Page<OwnQuoteRequest>> {
  return wirePage(await listOwnQuoteRequests(db, userId, { page: 1, pageSize, sort: "-created_at" }));
}
