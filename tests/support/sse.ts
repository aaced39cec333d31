/** One server-sent event. */
export type SseEvent = { event: string; data: string };

/**
 * Reads a streaming event-stream response incrementally. `until` resolves with every event so far
 * once `matches` is true, waiting as long as the test allows (no budget of its own: a busy machine
 * is slow, not wrong). Wait for the `ready` event before changing data: the stream subscribes
 * before it sends it.
 */
export function readSse(res: Response) {
  if (!res.body) throw new Error("the response has no body");
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  const events: SseEvent[] = [];
  let buffer = "";

  async function until(matches: (events: SseEvent[]) => boolean): Promise<SseEvent[]> {
    while (!matches(events)) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`the stream ended; got ${JSON.stringify(events)}`);
      buffer += value;
      for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        events.push({
          event: /^event: (.*)$/m.exec(block)?.[1] ?? "message",
          data: /^data: (.*)$/m.exec(block)?.[1] ?? "",
        });
      }
    }
    return events;
  }

  return {
    until,
    /** Resolves once the server has subscribed this stream to changes. */
    ready: () => until((events) => events.some((e) => e.event === "ready")),
    close: () => reader.cancel(),
  };
}
