/** Spec 2 §3: list columns "may arrive as a JSON string" (imported data); always give an array. */
export function toStringList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === "string" && v.trim() !== "");
  if (typeof value === "string") {
    const text = value.trim();
    if (!text) return [];
    if (text.startsWith("[")) {
      try {
        return toStringList(JSON.parse(text));
      } catch {
        // not JSON after all: fall through to a comma-separated list
      }
    }
    return text
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
  }
  return [];
}
