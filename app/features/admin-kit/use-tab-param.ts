import { useSearchParams } from "react-router";

/**
 * A section's tab in the URL (?tab=), so a reload or a link opens the same tab; the first tab
 * (or `fallback`) has no parameter. An unknown value shows the fallback.
 */
export function useTabParam<T extends string>(tabs: readonly T[], fallback: T = tabs[0] as T) {
  const [params, setParams] = useSearchParams();
  const raw = params.get("tab");
  const tab: T = tabs.includes(raw as T) ? (raw as T) : fallback;
  const setTab = (next: T) =>
    setParams(next === fallback ? {} : { tab: next }, { replace: true, preventScrollReset: true });
  return { tab, setTab };
}
