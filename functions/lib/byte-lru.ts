// A map bounded by the bytes of what it holds, for what a warm Lambda keeps between requests:
// when a new value would pass the budget, the values used longest ago go first. A Map keeps
// insertion order, so a read moves its entry to the end and the first entry is the oldest use.

export interface ByteLru<V> {
  get(key: string): V | undefined;
  /** Keeps `value` (of `bytes` bytes) unless it alone is over the budget. */
  set(key: string, value: V, bytes: number): void;
  /** The bytes held now. */
  readonly bytes: number;
}

export function byteLru<V>(maxBytes: number): ByteLru<V> {
  const entries = new Map<string, { value: V; bytes: number }>();
  let held = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    held -= entry.bytes;
  };
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value, bytes) {
      drop(key);
      if (bytes > maxBytes) return;
      entries.set(key, { value, bytes });
      held += bytes;
      for (const oldest of entries.keys()) {
        if (held <= maxBytes) break;
        drop(oldest);
      }
    },
    get bytes() {
      return held;
    },
  };
}
