// Polls GET /generation-runs/{runId} about once a second while the run is running; stops on unmount.
import { useEffect, useState } from 'react';
import type { GenerationRun } from '#contracts/generation';
import { ApiError } from '../../api/client.ts';
import { getGenerationRun } from '../../api/generation.ts';
import { errorMessage } from '../../app/errors.ts';
import { POLL_INTERVAL_MS } from './wizard.ts';

export type RunPoll = {
  run: GenerationRun | null;
  /** The last poll's failure while we keep trying, or the reason polling stopped. */
  error: string | null;
  /** Polling gave up: the run does not exist (or is not the caller's). */
  stopped: boolean;
};

/** A slower retry after a failed poll, so a flaky network is not hammered. */
const RETRY_AFTER_ERROR_MS = 3000;

export function useGenerationRun(runId: string | null): RunPoll {
  const [poll, setPoll] = useState<RunPoll & { runId: string | null }>({ runId, run: null, error: null, stopped: false });

  useEffect(() => {
    if (!runId) return undefined;
    const controller = new AbortController();
    let timer: number | undefined;

    const tick = async () => {
      try {
        const run = await getGenerationRun(runId, controller.signal);
        if (controller.signal.aborted) return;
        setPoll({ runId, run, error: null, stopped: false });
        if (run.status === 'running') timer = window.setTimeout(tick, POLL_INTERVAL_MS);
      } catch (error) {
        if (controller.signal.aborted) return;
        // A run that is gone (or never ours) will not come back; anything else is retried.
        const stopped = error instanceof ApiError && error.status === 404;
        setPoll((current) => ({ runId, run: current.runId === runId ? current.run : null, error: errorMessage(error), stopped }));
        if (!stopped) timer = window.setTimeout(tick, RETRY_AFTER_ERROR_MS);
      }
    };
    void tick();

    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [runId]);

  // A new run id shows nothing of the previous run until its first answer arrives.
  return poll.runId === runId ? { run: poll.run, error: poll.error, stopped: poll.stopped } : { run: null, error: null, stopped: false };
}
