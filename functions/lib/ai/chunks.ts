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

/**
 * A plain timer, no abort listener: the pause is short and the loop checks the signal after
 * it. (Where one process serves many invocations — the local stack — they share middy's
 * signal, and every open stream kept a listener on it: past ten, Node warns of a leak.)
 */
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function* streamChunks(text: string, { delayMs = 25, maxChunks = 150, signal }: ChunkPacing = {}): AsyncGenerator<string> {
  const words = text.split(/\s+/).filter(Boolean).length;
  const chunks = chunksOf(text, Math.max(3, Math.ceil(words / maxChunks)));
  for (let i = 0; i < chunks.length; i++) {
    if (i > 0 && delayMs > 0) await pause(delayMs);
    if (signal?.aborted) return;
    yield chunks[i]!;
  }
}
