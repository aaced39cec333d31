import { useCallback, useEffect, useMemo, useRef } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";

/**
 * A list's search, filters, sort and page kept in the URL (?q=&status=&page=), so the back
 * button and bookmarks return to the same view. Changing anything but the page goes to page 1.
 */
export function useListParams<F extends string>(filterKeys: readonly F[]) {
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const q = params.get("q") ?? "";
  const sort = params.get("sort") ?? "";
  const filterValues = filterKeys.map((key) => params.get(key) ?? "").join("\u0000");
  const filters = useMemo(() => {
    const values = filterValues.split("\u0000");
    return Object.fromEntries(filterKeys.map((key, i) => [key, values[i] ?? ""])) as Record<F, string>;
  }, [filterKeys, filterValues]);

  const navigate = useNavigate();
  const location = useLocation();
  // The search of a navigation asked for but not finished yet. A change builds on it rather than
  // on the address bar (updated only when the navigation ends) or the last render's params, so
  // two quick changes (status, then priority) both survive.
  const pending = useRef<string | null>(null);
  useEffect(() => {
    if (pending.current === location.search) pending.current = null;
  }, [location.search]);

  const set = useCallback(
    (changes: Record<string, string | number | undefined>) => {
      const next = new URLSearchParams(pending.current ?? window.location.search);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined || value === "" || value === "all") next.delete(key);
        else next.set(key, String(value));
      }
      if (!("page" in changes)) next.delete("page");
      if (next.get("page") === "1") next.delete("page");
      const search = next.toString();
      pending.current = search ? `?${search}` : "";
      navigate(
        { pathname: window.location.pathname, search: search ? `?${search}` : "" },
        { replace: true, preventScrollReset: true },
      );
    },
    [navigate],
  );

  /** The API query string for these params plus fixed extras (e.g. pageSize). */
  const toQuery = useCallback(
    (extra: Record<string, string | number> = {}) => {
      const query = new URLSearchParams();
      if (q) query.set("q", q);
      if (sort) query.set("sort", sort);
      query.set("page", String(page));
      for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value as string);
      for (const [key, value] of Object.entries(extra)) query.set(key, String(value));
      return query.toString();
    },
    [q, sort, page, filters],
  );

  return { page, q, sort, filters, set, toQuery };
}

export type ListParams<F extends string> = ReturnType<typeof useListParams<F>>;
