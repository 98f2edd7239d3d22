// Trying an optimistic write again when it lost a race: each try reads afresh and writes on a
// condition; a failure the policy calls a lost race is tried again, after a short pause with
// jitter when the policy has one (so two racing requests do not collide again), at most
// `attempts` times. Anything else, and the last lost race, is thrown.

export interface RetryPolicy {
  /** Tries at most this many times. */
  attempts: number;
  /** Whether a failure is a lost race worth another try; any other failure is thrown at once. */
  retryIf: (error: unknown) => boolean;
  /** The pause after failed try `attempt` (1-based), in milliseconds; none when absent. */
  pause?: (attempt: number) => number;
  /** What to throw when the last try lost its race too; that failure itself when absent. */
  exhausted?: (error: unknown) => Error;
}

/** A pause that grows by `step` ms a try, plus up to 40 ms of jitter. */
export const jitteredPause =
  (step: number) =>
  (attempt: number): number =>
    step * attempt + Math.random() * 40;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `run` (given the try's number, from 1) until it succeeds, or the policy gives up. */
export async function withRetries<T>(policy: RetryPolicy, run: (attempt: number) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run(attempt);
    } catch (error) {
      if (!policy.retryIf(error)) throw error;
      if (attempt >= policy.attempts) throw policy.exhausted ? policy.exhausted(error) : error;
      if (policy.pause) await sleep(policy.pause(attempt));
    }
  }
}
