import { useCallback, useMemo } from "react";
import { useNavigate, useSearchParams } from "react-router";

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
  const set = useCallback(
    (changes: Record<string, string | number | undefined>) => {
      // Built on the address bar, not on the last render's params: two quick changes (status,
      // then priority) before a re-render must both survive.
      const next = new URLSearchParams(window.location.search);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined || value === "" || value === "all") next.delete(key);
        else next.set(key, String(value));
      }
      if (!("page" in changes)) next.delete("page");
      if (next.get("page") === "1") next.delete("page");
      const search = next.toString();
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
