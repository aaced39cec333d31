import { HONEYPOT_FIELD, STARTED_AT_FIELD } from "@common/spam";
import { useCallback, useRef } from "react";

/**
 * The browser half of the public forms' spam protection: a honeypot input that people never
 * see or reach, and the time the form was opened. Spread `payload()` into the submitted body.
 */
export function useSpamGuard() {
  const startedAt = useRef<number>(Date.now());
  const honeypot = useRef<HTMLInputElement>(null);

  /** Call when the form is (re)opened, e.g. when the quote dialog opens. */
  const restart = useCallback(() => {
    startedAt.current = Date.now();
  }, []);

  const payload = useCallback(
    () => ({ [HONEYPOT_FIELD]: honeypot.current?.value ?? "", [STARTED_AT_FIELD]: startedAt.current }),
    [],
  );

  const Honeypot = useCallback(
    () => (
      <div
        aria-hidden="true"
        style={{ position: "absolute", left: "-10000px", width: 1, height: 1, overflow: "hidden" }}
      >
        <label>
          Leave this field empty
          <input
            ref={honeypot}
            type="text"
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </label>
      </div>
    ),
    [],
  );

  return { payload, restart, Honeypot };
}
