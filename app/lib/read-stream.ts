/**
 * Reads a streamed answer to its end, handing on each chunk's bytes as they arrive (to keep the
 * file) and its text (to follow progress). Nothing is held here, so a large export costs only
 * what the caller keeps.
 */
export async function readStream(
  body: ReadableStream<Uint8Array<ArrayBuffer>>,
  on: { bytes?: (chunk: Uint8Array<ArrayBuffer>) => void; text?: (text: string) => void },
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    on.bytes?.(value);
    on.text?.(decoder.decode(value, { stream: true }));
  }
  const tail = decoder.decode();
  if (tail) on.text?.(tail);
}

/**
 * Cuts text that arrives in pieces into lines: `push` each piece, `end` once there are no more
 * (the last line counts without a newline). A "\r" before the newline is dropped.
 */
export function lineSplitter(onLine: (line: string) => void) {
  let rest = "";
  const emit = (line: string) => onLine(line.endsWith("\r") ? line.slice(0, -1) : line);
  return {
    push(text: string) {
      rest += text;
      let start = 0;
      for (let end = rest.indexOf("\n"); end !== -1; end = rest.indexOf("\n", start)) {
        emit(rest.slice(start, end));
        start = end + 1;
      }
      rest = rest.slice(start);
    },
    end() {
      if (rest) emit(rest);
      rest = "";
    },
  };
}
