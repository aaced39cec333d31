/** An error meant for the person using the API: its message is shown as is. */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 503,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const unauthorized = () => new ApiError(401, "unauthorized", "Please sign in to continue.");
export const forbidden = (message = "You do not have permission to do this.") =>
  new ApiError(403, "forbidden", message);
export const notFound = (what = "The requested item") =>
  new ApiError(404, "not_found", `${what} was not found.`);

/** A 400 naming each invalid field with its first message (the schemas' own words). */
export function invalidInput(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}) {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "_";
    fields[key] ??= issue.message;
  }
  return new ApiError(400, "invalid_input", Object.values(fields)[0] ?? "Invalid input", fields);
}

/** The error body of every API route (ARCHITECTURE.md, conventions). */
export type ErrorBody = {
  error: { code: string; message: string; fields?: Record<string, string>; requestId?: string };
};

export function errorBody(err: ApiError, requestId?: string): ErrorBody {
  return {
    error: { code: err.code, message: err.message, ...(err.fields ? { fields: err.fields } : {}), requestId },
  };
}
