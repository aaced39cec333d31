import { BULK_CHANGE_OP, type ChangeEvent, SSE_EVENTS } from "@common/realtime";
import { resourceOfTable } from "@common/resources";
import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { adminKey } from "~/features/admin-kit";

/**
 * The queries a change makes stale: its resource's (all of them — a list and every item; an
 * import's one event per table names no row), the overview, and what follows from it.
 */
export function staleQueryKeys(event: ChangeEvent): QueryKey[] {
  const keys: QueryKey[] = [["admin", "overview"]];
  const resource = resourceOfTable(event.table);
  if (resource) keys.push(adminKey(resource));
  // A conversation's detail shows its messages: a message that arrives or changes status reloads it.
  if (resource === "email-messages") keys.push(adminKey("email-conversations"));
  // An import or Clear All Data records itself in the activity log.
  if (event.op === BULK_CHANGE_OP) keys.push(adminKey("activity-log"));
  return keys;
}

/**
 * Back-office query keys start with ["admin", <resource>]; a change to a watched table (spec 2 §4,
 * spec 3 §7) invalidates its resource's queries and the overview, so open lists refresh without a
 * reload. EventSource reconnects by itself (the server sends `retry: 3000`).
 */
export function useRealtimeInvalidation() {
  const client = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource("/api/v1/events");
    const onChange = (message: MessageEvent<string>) => {
      let event: ChangeEvent;
      try {
        event = JSON.parse(message.data) as ChangeEvent;
      } catch {
        return;
      }
      for (const queryKey of staleQueryKeys(event)) void client.invalidateQueries({ queryKey });
    };
    source.addEventListener(SSE_EVENTS.change, onChange);
    // Tell tests (and curious people) that live updates are connected.
    source.addEventListener(SSE_EVENTS.ready, () =>
      document.documentElement.setAttribute("data-realtime", "ready"),
    );
    return () => {
      source.removeEventListener(SSE_EVENTS.change, onChange);
      source.close();
      document.documentElement.removeAttribute("data-realtime");
    };
  }, [client]);
}
