// For unit tests that answer DynamoDB with aws-sdk-client-mock: a user's paid plan as the
// table stores it, for the entitlement query to return.
import { db } from '#data/service';
import type { PaidTier } from '#contracts/plans';

/** An active local subscription to `tier` that does not end, as its stored item. */
export function activeSubscriptionItem(userId: string, tier: PaidTier = 'premium'): Record<string, unknown> {
  return db()
    .entities.entitlement.put({
      userId,
      source: 'local',
      entitlementId: `local-${userId}`,
      tier,
      status: 'active',
      currentPeriodEnd: '2999-01-01T00:00:00.000Z',
      cancelAtPeriodEnd: false,
      eventCreated: 1,
    })
    .params().Item as Record<string, unknown>;
}
