/**
 * A fixed-window counter per key, in this process's memory: the number of requests for the key in
 * its current window, this one included. Windows that ended are swept once the map grows, so it
 * holds at most the keys seen in one window.
 */
export function createMemoryCounter(windowMs: number) {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = 0;

  function sweep(now: number) {
    if (windows.size < 10_000 || now - lastSweep < windowMs / 10) return;
    lastSweep = now;
    for (const [key, window] of windows) if (window.start <= now - windowMs) windows.delete(key);
  }

  return {
    consume(key: string, now: number): number {
      sweep(now);
      const window = windows.get(key);
      if (!window || window.start <= now - windowMs) {
        windows.set(key, { start: now, count: 1 });
        return 1;
      }
      window.count++;
      return window.count;
    },
    get size() {
      return windows.size;
    },
  };
}

export type MemoryCounter = ReturnType<typeof createMemoryCounter>;
