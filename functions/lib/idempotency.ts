// Ids derived from a client's request id (or another stable key) instead of drawn at random: a
// retried request (a double click, a network retry) names the same item, so a conditional write
// creates it once and the retry answers the same one.
import { createHash } from 'node:crypto';

/** The item id for a stable key: the first 32 hex characters of its SHA-256. */
export const idempotentId = (key: string): string => createHash('sha256').update(key).digest('hex').slice(0, 32);
