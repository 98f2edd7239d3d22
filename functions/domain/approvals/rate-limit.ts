// The public approval routes' limit: APPROVAL_RATE_PER_MINUTE unknown links per IP address per
// UTC minute (guesses; a real link is never counted), counted in the table with a conditional
// ADD (so concurrent requests cannot pass it together); the counter carries a TTL. The address
// is only ever stored hashed.
import { createHash } from 'node:crypto';
import { db } from '#data/service';
import { isConditionFailed } from '#data/conditions';
import { DomainError } from '#lib/errors';
import { APPROVAL_MESSAGES, APPROVAL_RATE_PER_MINUTE } from '#contracts/approvals';

/** 429: too many requests from one address; the message says to wait. */
export class TooManyRequests extends DomainError {
  readonly status = 429;
}

/** 410: the link existed but is closed (expired or revoked); the message says whom to ask. */
export class Gone extends DomainError {
  readonly status = 410;
}

export async function limitPerIp(scope: string, ip: string, now = new Date()): Promise<void> {
  const callerHash = createHash('sha256').update(`${scope}:${ip}`).digest('hex').slice(0, 32);
  const minute = now.toISOString().slice(0, 16);
  try {
    await db()
      .entities.rateCounter.update({ scope, callerHash, minute })
      .add({ count: 1 })
      .set({ expiresAt: Math.floor(now.getTime() / 1000) + 300 })
      .where((a, op) => `${op.notExists(a.count)} OR ${op.lt(a.count, APPROVAL_RATE_PER_MINUTE)}`)
      .go({ response: 'none' });
  } catch (error) {
    if (isConditionFailed(error)) throw new TooManyRequests(APPROVAL_MESSAGES.tooMany);
    throw error;
  }
}
