import { CHANGE_CHANNEL, type ChangeEvent } from "@common/realtime";
import type { DbHandle } from "../db/client";
import type { Logger } from "../lib/logger";

type Listener = (event: ChangeEvent) => void;

/**
 * Fans database change notifications out to the event-stream clients of this process.
 * One LISTEN per process; triggers on the watched tables NOTIFY on every change, so a change
 * made by another server process on the same PostgreSQL reaches these clients too.
 */
export function createEventBus(dbHandle: DbHandle, logger: Logger) {
  const listeners = new Set<Listener>();
  const stopHooks = new Set<() => void>();
  let unlisten: (() => Promise<void>) | null = null;

  return {
    async start(): Promise<void> {
      unlisten = await dbHandle.listen(CHANGE_CHANNEL, (payload) => {
        let event: ChangeEvent;
        try {
          event = JSON.parse(payload) as ChangeEvent;
        } catch {
          logger.warn({ payload }, "unreadable change notification");
          return;
        }
        for (const listener of listeners) listener(event);
      });
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Called when the bus stops (server shutdown), so open streams can end. */
    onStop(hook: () => void): () => void {
      stopHooks.add(hook);
      return () => stopHooks.delete(hook);
    },
    get size() {
      return listeners.size;
    },
    async stop(): Promise<void> {
      for (const hook of stopHooks) hook();
      stopHooks.clear();
      listeners.clear();
      const stop = unlisten;
      unlisten = null;
      if (stop) await stop();
    },
  };
}

export type EventBus = ReturnType<typeof createEventBus>;
