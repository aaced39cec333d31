import {
  QUOTE_MAX_ATTEMPTS,
  QUOTE_RETRY_DELAY_MS,
  QUOTE_TEXT,
  QuoteRequestCreatedSchema,
} from "@common/schemas/quote-requests";
import type { z } from "zod";
import { ApiClientError, api } from "~/lib/api";

/** What the wizard reads of the stored request `POST /api/v1/quote-requests` answers. */
export type StoredQuoteRequest = Pick<
  z.infer<typeof QuoteRequestCreatedSchema>,
  "id" | "status" | "project_title"
>;

/** How long one attempt may take before it counts as timed out. */
export const QUOTE_TIMEOUT_MS = 15_000;

export type FailureKind = "missing" | "database" | "network" | "timeout" | "other";

/** Why a submission failed, in the words of spec 1 §8.4. */
export type SubmitFailure = {
  kind: FailureKind;
  message: string;
  hint?: string;
  /** Per-field messages from the server, when it named fields. */
  fields?: Record<string, string>;
  status?: number;
};

export class QuoteSubmitError extends Error {
  constructor(readonly failure: SubmitFailure) {
    super(failure.message);
    this.name = "QuoteSubmitError";
  }
}

/** One attempt's failure, before it is put into the product's words. */
type AttemptError =
  | { kind: "network" }
  | { kind: "timeout" }
  | {
      kind: "http";
      status: number;
      code?: string;
      message?: string;
      fields?: Record<string, string>;
    };

class AttemptFailed extends Error {
  constructor(readonly detail: AttemptError) {
    super(detail.kind);
  }
}

/** Only connection problems and timeouts are worth another try (spec 1 §8.3). */
const retryable = (detail: AttemptError) => detail.kind === "network" || detail.kind === "timeout";

export type Send = (body: unknown, timeoutMs: number) => Promise<StoredQuoteRequest>;

/** One POST, aborted after `timeoutMs`. */
export const sendQuote: Send = async (body, timeoutMs) => {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const row = await api("/api/v1/quote-requests", {
      method: "POST",
      body,
      signal: controller.signal,
      schema: QuoteRequestCreatedSchema,
    });
    // Spec 1 §7.6: an empty answer is an error (a production build hands on what did not match).
    if (!row || typeof row.id !== "string") throw new Error("empty answer");
    return row;
  } catch (err) {
    throw new AttemptFailed(attemptError(err, timedOut));
  } finally {
    clearTimeout(timer);
  }
};

/** What went wrong with one POST, from what `api` threw. */
function attemptError(err: unknown, timedOut: boolean): AttemptError {
  if (timedOut) return { kind: "timeout" };
  if (!(err instanceof ApiClientError)) {
    // The answer was not a stored request: in development `api` throws on the mismatch.
    return { kind: "http", status: 201, message: "No data returned from insert operation" };
  }
  if (err.status === 0) return { kind: "network" };
  return {
    kind: "http",
    status: err.status,
    code: err.code,
    // `http_error` is api's name for an error answer without a message of the server's.
    message: err.code === "http_error" ? undefined : err.message,
    fields: err.fields,
  };
}

/** Spec 1 §8.4: the failure toast's message by cause. */
export function describeFailure(detail: AttemptError): SubmitFailure {
  const text = QUOTE_TEXT.failure;
  switch (detail.kind) {
    case "network":
      return { kind: "network", message: text.network };
    case "timeout":
      return { kind: "timeout", message: text.timeout };
    case "http":
      if (
        detail.status === 400 &&
        (detail.code === "missing_required_fields" || detail.message === QUOTE_TEXT.missingRequired)
      ) {
        return { kind: "missing", message: text.missingFields, fields: detail.fields, status: 400 };
      }
      if (detail.status >= 500) {
        return { kind: "database", message: text.database, hint: text.databaseHint, status: detail.status };
      }
      return {
        kind: "other",
        message: detail.message ?? text.other,
        fields: detail.fields,
        status: detail.status,
      };
  }
}

export type SubmitOptions = {
  send?: Send;
  sleep?: (ms: number) => Promise<void>;
  timeoutMs?: number;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends a quote request: up to three attempts in all (spec 1 §9), waiting 1 s then 2 s, and
 * retrying only after a network error or a timeout. Throws QuoteSubmitError with the words to show.
 */
export async function submitQuote(body: unknown, options: SubmitOptions = {}): Promise<StoredQuoteRequest> {
  const { send = sendQuote, sleep = wait, timeoutMs = QUOTE_TIMEOUT_MS } = options;
  for (let attempt = 1; ; attempt++) {
    try {
      return await send(body, timeoutMs);
    } catch (err) {
      const detail: AttemptError = err instanceof AttemptFailed ? err.detail : { kind: "network" };
      if (!retryable(detail) || attempt >= QUOTE_MAX_ATTEMPTS) {
        throw new QuoteSubmitError(describeFailure(detail));
      }
      await sleep(QUOTE_RETRY_DELAY_MS * attempt);
    }
  }
}

/** For tests: an attempt failing the way `sendQuote` reports it. */
export const attemptFailure = (detail: AttemptError) => new AttemptFailed(detail);
