import { useEffect, useState } from "react";

/** Spec 1 §2.3 thresholds. */
const SCROLLED_AT = 20;
const SHOW_DELTA = 10;
const DEBOUNCE_MS = 10;

/** The navigation bar hides while scrolling down and comes back when scrolling up. */
export function useHideOnScroll() {
  const [state, setState] = useState({ hidden: false, scrolled: false });
  useEffect(() => {
    let lastY = window.scrollY;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      const y = window.scrollY;
      setState((prev) => {
        let hidden = prev.hidden;
        if (y <= SCROLLED_AT) hidden = false;
        else if (y > lastY + SHOW_DELTA) hidden = true;
        else if (y < lastY - SHOW_DELTA) hidden = false;
        if (Math.abs(y - lastY) > SHOW_DELTA || y <= SCROLLED_AT) lastY = y;
        const scrolled = y > SCROLLED_AT;
        return hidden === prev.hidden && scrolled === prev.scrolled ? prev : { hidden, scrolled };
      });
    };
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(update, DEBOUNCE_MS);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener("scroll", onScroll);
    };
  }, []);
  return state;
}
