import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";

/** `?new=1` on a section's URL opens its add dialog (the Overview's quick actions link there). */
export const CREATE_SEARCH = "?new=1";

/**
 * Opens the add dialog once when the URL asks for it and the admin may create, then drops the
 * parameter so that closing the dialog, reloading or going back does not open it again.
 */
export function useCreateLink(canCreate: boolean, open: () => void) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get("new") === "1";
  const openRef = useRef(open);
  openRef.current = open;
  useEffect(() => {
    if (!wanted) return;
    if (canCreate) openRef.current();
    setParams(
      (current) => {
        current.delete("new");
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [wanted, canCreate, setParams]);
}
