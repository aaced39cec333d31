import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in the server's render and in the browser's hydrating render, true from then on (and at
 * once for anything first rendered after hydration): what only the browser needs can join then
 * without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
