import { z } from "zod";

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
  let res: Response;
  try {
    res = await fetch(path, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers:
        init.body === undefined ? { accept: "application/json" } : { "content-type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: "same-origin",
      signal: init.signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === "AbortError") throw err;
    throw new ApiClientError(0, "network", "Network error. Please check your connection and try again.");
  }
  // A request cancelled while its body is read (a toggle cancels the list's refetch) stays a
  // cancellation: read as "no body", it would be checked against the schema and reported.
  const body = (await res.json().catch((err: unknown) => {
    if (init.signal?.aborted) throw err;
    return null;
  })) as {
    error?: { code: string; message: string; fields?: Record<string, string> };
    /** better-auth's own routes answer { code, message }. */
    code?: string;
    message?: string;
  } | null;
  if (!res.ok) {
    const error =
      body?.error ?? (body?.code && body.message ? { code: body.code, message: body.message } : null);
    throw new ApiClientError(
      res.status,
      error?.code ?? "http_error",
      error?.message ?? "An unexpected error occurred. Please try again.",
      error?.fields,
    );
  }
  return init.schema && res.status !== 204 ? checkAnswer(path, init.schema, body) : body;
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
  const message = `The answer of ${path} does not match its schema: ${z.prettifyError(parsed.error)}`;
  if (import.meta.env.DEV) throw new Error(message);
  console.error(message);
  return body as z.output<S>;
}
