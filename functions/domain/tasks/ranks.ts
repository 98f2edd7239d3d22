// A task's place in its column: a fractional-indexing key between its neighbours' keys, ending
// in a tie-breaker taken from the task's own id. Two tasks dropped on one spot at the same moment,
// or added to the end of one column together, read the same neighbours and so get the same key
// from fractional-indexing; the tie-breakers keep their ranks apart, with no extra read or retry.
import { createHash } from 'node:crypto';
import { generateKeyBetween } from 'fractional-indexing';

/** fractional-indexing's base-62 digits, in order. */
const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const TIE_BREAKER_LENGTH = 6;

/** Six base-62 digits from the task id; the last is never "0" (a key may not end in one). */
export function tieBreaker(taskId: string): string {
  const bytes = createHash('sha256').update(taskId).digest();
  let out = '';
  for (let i = 0; i < TIE_BREAKER_LENGTH - 1; i++) out += DIGITS[bytes[i]! % DIGITS.length];
  return out + DIGITS[1 + (bytes[TIE_BREAKER_LENGTH - 1]! % (DIGITS.length - 1))];
}

/** A rank for `taskId` strictly between `before` and `after` (null: that end of the column). */
export function rankBetween(before: string | null, after: string | null, taskId: string): string {
  const suffix = tieBreaker(taskId);
  let key = generateKeyBetween(before, after);
  // The key with its tie-breaker must still sort before `after` (it would not if the key began `after`).
  while (after !== null && key + suffix >= after) key = generateKeyBetween(key, after);
  return key + suffix;
}

/** A rank for `taskId` at the end of a column whose last rank is `last`. */
export const rankAfter = (last: string | undefined | null, taskId: string) => rankBetween(last ?? null, null, taskId);
