import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";

/**
 * A list's search, filters, sort and page kept in the URL (?q=&status=&page=), so the back
 * button and bookmarks return to the same view. Changing anything but the page goes to page 1.
 */
export function useListParams<F extends string>(filterKeys: readonly F[]) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const q = params.get("q") ?? "";
  const sort = params.get("sort") ?? "";
  const filterValues = filterKeys.map((key) => params.get(key) ?? "").join("\u0000");
  const filters = useMemo(() => {
    const values = filterValues.split("\u0000");
    return Object.fromEntries(filterKeys.map((key, i) => [key, values[i] ?? ""])) as Record<F, string>;
  }, [filterKeys, filterValues]);

  const set = useCallback(
    (changes: Record<string, string | number | undefined>) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === "" || value === "all") next.delete(key);
            else next.set(key, String(value));
          }
          if (!("page" in changes)) next.delete("page");
          if (next.get("page") === "1") next.delete("page");
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
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
