/**
 * JSON to write inside an inline `<script>` element (JSON-LD): "<" (so no "</script>" can end the
 * element early), ">" and "&" are written as \u escapes, as are the line and paragraph separators
 * that older JavaScript parsers reject. It parses back to the same value.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
