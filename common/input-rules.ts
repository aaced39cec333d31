/**
 * Rules every piece of text sent to Atrium obeys, whatever the form or route: PostgreSQL cannot
 * store a NUL character, and no form of ours nests data more than a few levels deep. The server
 * applies them to every request before any route reads it (server/lib/request-guard.ts); the
 * texts are the ones people see.
 */
export const MAX_JSON_DEPTH = 32;

export const INPUT_TEXT = {
  nul: "This text contains an invisible control character (NUL) that cannot be saved. Please remove it and try again.",
  tooDeep: "The request is nested too deeply to be read.",
  invalidJson: "Malformed JSON in request body",
  tooLarge: (maxBytes: number) =>
    `This request is too large. The limit is ${maxBytes >= 1024 * 1024 ? `${maxBytes / (1024 * 1024)} MB` : `${Math.round(maxBytes / 1024)} KB`}.`,
} as const;

export type JsonProblem = { kind: "nul"; path: string } | { kind: "too_deep" };

/**
 * The first rule a parsed JSON value breaks: a string (or key) holding NUL, with its dotted path,
 * or nesting deeper than `maxDepth`. Walks with its own stack, so a hostile 10,000-level body
 * cannot overflow the call stack.
 */
export function problemInJson(value: unknown, maxDepth = MAX_JSON_DEPTH): JsonProblem | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: "", depth: 0 }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    if (typeof item.value === "string") {
      if (item.value.includes("\0")) return { kind: "nul", path: item.path };
      continue;
    }
    if (item.value === null || typeof item.value !== "object") continue;
    if (item.depth >= maxDepth) return { kind: "too_deep" };
    for (const [key, child] of Object.entries(item.value)) {
      const path = item.path ? `${item.path}.${key}` : key;
      if (key.includes("\0")) return { kind: "nul", path };
      stack.push({ value: child, path, depth: item.depth + 1 });
    }
  }
  return null;
}
