import { useSyncExternalStore } from "react";

/**
 * Whether a page has used toasts yet. The root mounts sonner's Toaster only then, so a page that
 * never toasts never loads sonner. Kept free of sonner itself: the root imports it on every page.
 */
let wanted = false;
const listeners = new Set<() => void>();

export function wantToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}
