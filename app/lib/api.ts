// Types only: the client itself carries no zod, so a page that checks no answer (the public
// navigation bar's session) does not load it; a caller that passes a schema brings zod along.
import type { z } from "zod";

/** An API failure, carrying the server's message (already in the product's words). */
export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiClientError";
  }
}

type ApiInit = { method?: string; body?: unknown; signal?: AbortSignal };

/**
 * JSON fetch against our own API; throws ApiClientError with the server's error shape. Given the
 * answer's schema (the one the API's route declares, from common/schemas), the answer is checked
 * against it and typed by it: see `checkAnswer`.
 */
export async function api<S extends z.ZodType>(
  path: string,
  init: ApiInit & { schema: S },
): Promise<z.output<S>>;
/** An answer with no body to check (204). */
export async function api(path: string, init?: ApiInit): Promise<unknown>;
export async function api(path: string, init: ApiInit & { schema?: z.ZodType } = {}): Promise<unknown> {
  const res = await send(path, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers:
      init.body === undefined ? { accept: "application/json" } : { "content-type": "application/json" },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: init.signal,
  });
  // A request cancelled while its body is read (a toggle cancels the list's refetch) stays a
  // cancellation: read as "no body", it would be checked against the schema and reported.
  const body = (await res.json().catch((err: unknown) => {
    if (init.signal?.aborted) throw err;
    return null;
  })) as ErrorBody | null;
  if (!res.ok) throw errorOf(res.status, body);
  return init.schema && res.status !== 204 ? checkAnswer(path, init.schema, body) : body;
}

/**
 * A request whose answer is read as it arrives (an export's file, an import's progress lines) or
 * whose body is not JSON built here (an uploaded file, sent as it is). Answers the response once
 * it is OK; a failure throws ApiClientError with the server's message, as `api` does.
 */
export async function apiStream(
  path: string,
  init: { method?: string; body?: BodyInit; headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<Response> {
  const res = await send(path, { ...init, method: init.method ?? "GET" });
  if (!res.ok) throw errorOf(res.status, (await res.json().catch(() => null)) as ErrorBody | null);
  return res;
}

/** fetch on our own origin; a network failure becomes the product's words (a cancellation stays one). */
async function send(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(path, { ...init, credentials: "same-origin" });
  } catch (err) {
    if (err instanceof DOMException && err.name === "AbortError") throw err;
    throw new ApiClientError(0, "network", "Network error. Please check your connection and try again.");
  }
}

type ErrorBody = {
  error?: { code: string; message: string; fields?: Record<string, string> };
  /** better-auth's own routes answer { code, message }. */
  code?: string;
  message?: string;
};

function errorOf(status: number, body: ErrorBody | null): ApiClientError {
  const error =
    body?.error ?? (body?.code && body.message ? { code: body.code, message: body.message } : null);
  return new ApiClientError(
    status,
    error?.code ?? "http_error",
    error?.message ?? "An unexpected error occurred. Please try again.",
    error?.fields,
  );
}

/**
 * The contract check: an answer that does not match its schema means the server and the browser
 * have drifted apart. In development that throws at once; in a production build the answer is
 * still used, and the drift is reported on the console — where the end-to-end tests, which run
 * the production build and fail on any console error, catch it. Exported for answers that do not
 * come through `api` (an upload's XMLHttpRequest).
 */
export function checkAnswer<S extends z.ZodType>(path: string, schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const message = `The answer of ${path} does not match its schema: ${describeIssues(parsed.error.issues)}`;
  if (import.meta.env.DEV) throw new Error(message);
  console.error(message);
  return body as z.output<S>;
}

/** One line per issue, "path: message" (zod's prettifyError would bring zod's runtime along). */
function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues.map((i) => `${i.path.map(String).join(".") || "(root)"}: ${i.message}`).join("; ");
}
