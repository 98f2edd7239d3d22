// Streams a finished text the way a model would: a few words at a time, with a short pause,
// so the browser shows it growing. The offline writer's answers come through here.

/** The text in pieces of `wordsPerChunk` words; joined again they are exactly the text. */
export function chunksOf(text: string, wordsPerChunk: number): string[] {
  const pieces = text.match(/\s*\S+\s*/g) ?? (text ? [text] : []);
  const chunks: string[] = [];
  for (let i = 0; i < pieces.length; i += wordsPerChunk) chunks.push(pieces.slice(i, i + wordsPerChunk).join(''));
  return chunks;
}

export interface ChunkPacing {
  /** Pause between chunks. */
  delayMs?: number;
  /** A long text streams in at most this many chunks, so it never takes long. */
  maxChunks?: number;
  signal?: AbortSignal | undefined;
}

const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (ms <= 0 || signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });

export async function* streamChunks(text: string, { delayMs = 25, maxChunks = 150, signal }: ChunkPacing = {}): AsyncGenerator<string> {
  const words = text.split(/\s+/).filter(Boolean).length;
  const chunks = chunksOf(text, Math.max(3, Math.ceil(words / maxChunks)));
  for (let i = 0; i < chunks.length; i++) {
    if (signal?.aborted) return;
    if (i > 0) await pause(delayMs, signal);
    yield chunks[i]!;
  }
}
