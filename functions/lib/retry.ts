// Trying again: an optimistic write that lost a race (withRetries), and a batch DynamoDB sent
// back in part (untilProcessed).
//
// Trying an optimistic write again when it lost a race: each try reads afresh and writes on a
// condition; a failure the policy calls a lost race is tried again, after a short pause with
// jitter when the policy has one (so two racing requests do not collide again), at most
// `attempts` times. Anything else, and the last lost race, is thrown.
import { Unavailable } from './errors.ts';

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

/** Tries at a batch: DynamoDB hands back the keys it had no capacity for, to be sent again. */
export const BATCH_ATTEMPTS = 5;

/**
 * A BatchGetItem or BatchWriteItem (an ElectroDB `get(keys)` or `delete(keys)`) sent again
 * with what the last try left unprocessed, after a pause that doubles from 50 ms, until
 * nothing is left; returns every item read. After BATCH_ATTEMPTS tries it throws `exhausted`.
 */
export async function untilProcessed<K, D = never>(
  keys: readonly K[],
  send: (keys: K[]) => Promise<{ data?: D[]; unprocessed: readonly unknown[] }>,
  exhausted: (left: number) => Error,
): Promise<D[]> {
  const read: D[] = [];
  let left = [...keys];
  for (let attempt = 1; left.length > 0; attempt++) {
    const { data = [], unprocessed } = await send(left);
    read.push(...data);
    if (unprocessed.length === 0) break;
    if (attempt >= BATCH_ATTEMPTS) throw exhausted(unprocessed.length);
    left = unprocessed as K[];
    await sleep(50 * 2 ** (attempt - 1));
  }
  return read;
}

/** What a batch read throws when DynamoDB kept handing keys back: a 503 asking to try again. */
export const busy = (what: string) => () => new Unavailable(`${what} could not be read just now. Please try again.`);
