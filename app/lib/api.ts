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

/** JSON fetch against our own API; throws ApiClientError with the server's error shape. */
export async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
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
  const body = (await res.json().catch(() => null)) as
    | (T & {
        error?: { code: string; message: string; fields?: Record<string, string> };
        /** better-auth's own routes answer { code, message }. */
        code?: string;
        message?: string;
      })
    | null;
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
  return body as T;
}
