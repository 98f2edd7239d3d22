// The global search's timing rules without React, so they are unit-tested with fake timers:
//   - spec §5/§9: a search runs only for a non-empty trimmed term, 300 ms after typing stops;
//   - one request per debounced term: a term already answered (or in flight) is not re-sent;
//   - a newer term aborts the older request, and a late answer never overwrites newer state.
import { cleanSearchTerm } from '#contracts/search';

export const SEARCH_DEBOUNCE_MS = 300;
const CACHE_SIZE = 20;

export type SearchState<R> =
  | { status: 'idle' }
  | { status: 'searching'; term: string }
  | { status: 'done'; term: string; results: R }
  | { status: 'error'; term: string; message: string };

export interface SearchControllerOptions<R> {
  search: (term: string, signal: AbortSignal) => Promise<R>;
  onChange: (state: SearchState<R>) => void;
  errorMessage: (error: unknown) => string;
  delayMs?: number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export interface SearchController {
  /** Call with the box's raw value on every change. */
  input(raw: string): void;
  /** Stops timers and in-flight requests (on unmount). */
  dispose(): void;
}

export function createSearchController<R>(options: SearchControllerOptions<R>): SearchController {
  const delay = options.delayMs ?? SEARCH_DEBOUNCE_MS;
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  const answered = new Map<string, R>();

  let desired = '';
  let timer: unknown = null;
  let inflight: { term: string; seq: number; controller: AbortController } | null = null;
  let seq = 0;
  let disposed = false;

  const emit = (state: SearchState<R>) => {
    if (!disposed) options.onChange(state);
  };

  const cancelTimer = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
  };

  const remember = (term: string, results: R) => {
    answered.delete(term);
    answered.set(term, results);
    if (answered.size > CACHE_SIZE) answered.delete(answered.keys().next().value as string);
  };

  function fire(term: string) {
    timer = null;
    inflight?.controller.abort();
    const mine = { term, seq: ++seq, controller: new AbortController() };
    inflight = mine;
    options.search(term, mine.controller.signal).then(
      (results) => {
        if (inflight?.seq !== mine.seq) return; // a newer request replaced this one
        inflight = null;
        remember(term, results);
        if (desired === term) emit({ status: 'done', term, results });
      },
      (error: unknown) => {
        if (inflight?.seq !== mine.seq) return;
        inflight = null;
        if (mine.controller.signal.aborted) return;
        if (desired === term) emit({ status: 'error', term, message: options.errorMessage(error) });
      },
    );
  }

  return {
    input(raw) {
      desired = cleanSearchTerm(raw);
      cancelTimer();
      if (!desired) {
        inflight?.controller.abort();
        inflight = null;
        emit({ status: 'idle' });
        return;
      }
      const known = answered.get(desired);
      if (known !== undefined) {
        emit({ status: 'done', term: desired, results: known });
        return;
      }
      emit({ status: 'searching', term: desired });
      if (inflight?.term === desired) return; // its answer is on the way
      const term = desired;
      timer = setTimer(() => fire(term), delay);
    },
    dispose() {
      disposed = true;
      cancelTimer();
      inflight?.controller.abort();
      inflight = null;
    },
  };
}
