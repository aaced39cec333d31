import { AI_TEXT, type AiError, errorSeverity } from "@common/schemas/ai-settings";
import { APICallError, RetryError } from "ai";

/** The error dialog's default advice (spec 2 §8), most specific first. */
const ADVICE = {
  AUTH_FAILED: [
    "Check that the API key is correct and still active",
    "Make sure the key belongs to this provider",
  ],
  MODEL_NOT_FOUND: ["Choose another model in Model Selection", "Check that your account can use this model"],
  RATE_LIMITED: ["Wait a moment and try again", "Check your plan's limits with the provider"],
  UNREACHABLE: ["Check your internet connection", "Check the base URL", "Try again in a few minutes"],
  TIMEOUT: ["Try again in a few minutes", "Choose a faster model", "Check your internet connection"],
  PROVIDER_ERROR: ["Try again in a few minutes", "Refresh the page", "Contact support if it keeps happening"],
} as const;

type Code = keyof typeof ADVICE;

function isTimeout(err: unknown): boolean {
  return err instanceof Error && (err.name === "TimeoutError" || /timed? ?out/i.test(err.message));
}

function causeCode(err: unknown): string | undefined {
  let e: unknown = err;
  for (let i = 0; i < 5 && e; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string") return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The provider's own words from an error body ({"error":{"message"}} or {"error":"…"}). */
function providerMessage(err: APICallError): string {
  try {
    const body = JSON.parse(err.responseBody ?? "") as {
      error?: { message?: string } | string;
      message?: string;
    };
    const msg = typeof body.error === "string" ? body.error : (body.error?.message ?? body.message);
    if (msg) return msg;
  } catch {
    // not JSON: the SDK's message
  }
  return err.message;
}

/**
 * A failed model call as the error dialog shows it: the provider's real message and status
 * (wrong key, unknown model, rate limit), or Atrium's words for a provider that could not be
 * reached or did not answer in time. Never a stack trace.
 */
export function toAiError(err: unknown, timeoutMs: number, now = new Date()): AiError {
  const last = RetryError.isInstance(err) ? err.lastError : err;
  let code: Code = "PROVIDER_ERROR";
  let message = last instanceof Error ? last.message : String(last);
  let status: number | null = null;
  if (isTimeout(last) || isTimeout(err)) {
    code = "TIMEOUT";
    message = AI_TEXT.timedOut(Math.round(timeoutMs / 1000));
  } else if (APICallError.isInstance(last) && last.statusCode) {
    status = last.statusCode;
    message = providerMessage(last);
    if (status === 401 || status === 403) code = "AUTH_FAILED";
    else if (status === 404) code = "MODEL_NOT_FOUND";
    else if (status === 429) code = "RATE_LIMITED";
  } else if (
    ["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "ECONNRESET", "EHOSTUNREACH"].includes(
      causeCode(last) ?? "",
    ) ||
    /fetch failed|cannot connect/i.test(message)
  ) {
    code = "UNREACHABLE";
    message = AI_TEXT.unreachable;
  }
  return {
    message,
    code,
    status,
    severity: errorSeverity(code, message),
    suggestions: [...ADVICE[code]],
    timestamp: now.toISOString(),
  };
}
