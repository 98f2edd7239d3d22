// The token bucket that keeps all of one account's bulk runs together under the AI provider's
// rate limit (AI_CALLS_PER_SECOND, AI_CALLS_BURST). Kept in the table as GCRA keeps a token
// bucket: one number, `tat` (the theoretical arrival time of the next call, epoch ms). Taking a
// token reserves the next emission slot with one atomic ADD, so concurrent Map iterations never
// read-modify-write, and the caller sleeps until its slot: no call is refused, each one waits
// its turn. A bucket left idle is reset to now with one conditional SET.
import { isConditionFailed } from '#data/conditions';
import { db } from '#data/service';
import { config } from '#lib/config';

export interface BucketRate {
  /** Calls per second. */
  rate: number;
  /** Calls that may go at once after the bucket has been idle. */
  burst: number;
}

export const bucketRate = (): BucketRate => {
  const { AI_CALLS_PER_SECOND, AI_CALLS_BURST } = config();
  return { rate: AI_CALLS_PER_SECOND, burst: AI_CALLS_BURST ?? Math.max(1, Math.ceil(AI_CALLS_PER_SECOND)) };
};

/**
 * When a call reserved at `tat` (the slot's end) may start: a full bucket lets `burst` calls
 * through at once, so a slot may start up to (burst − 1) intervals before its turn.
 */
export const startOf = (slotEnd: number, { rate, burst }: BucketRate) => slotEnd - 1000 / rate - ((burst - 1) * 1000) / rate;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Reserves the owner's next call slot and waits for it. Returns the ms waited. */
export async function takeToken(userId: string, bucket: BucketRate = bucketRate(), now = () => Date.now()): Promise<number> {
  const interval = 1000 / bucket.rate;
  for (;;) {
    const at = now();
    try {
      // The bucket is busy (its next slot is ahead of now): take the slot after it.
      const { data } = await db()
        .entities.aiRateBucket.update({ userId })
        .add({ tat: interval })
        .where((attr, { gte }) => gte(attr.tat, at))
        .go({ response: 'all_new' });
      const wait = startOf(data.tat ?? at + interval, bucket) - at;
      if (wait > 0) await sleep(wait);
      return Math.max(0, wait);
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
    }
    try {
      // Idle (or new): the bucket is full; this call goes now and the next slot is one interval on.
      await db()
        .entities.aiRateBucket.update({ userId })
        .set({ tat: at + interval })
        .where((attr, { notExists, lt }) => `${notExists(attr.tat)} OR ${lt(attr.tat, at)}`)
        .go({ response: 'none' });
      return 0;
    } catch (error) {
      // Another call took the idle bucket first: queue behind it.
      if (!isConditionFailed(error)) throw error;
    }
  }
}
