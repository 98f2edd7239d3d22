// entitlement: one source of plan access for a user — a paid subscription (Stripe, or the
// local billing provider) or a reward grant from the partner referral programme.
// Access patterns:
//   - all of a user's entitlements: pk userId, sk source#entitlementId (a handful per user;
//     check-subscription reads them in one Query and computes the tier);
//   - a subscription by its id: the same key (source 'stripe' | 'local', entitlementId = subscription id);
//   - a reward grant is keyed (userId, 'reward', invitationId): created with a condition,
//     so one invitation rewards each side at most once.
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const entitlementSchema = {
  model: { entity: 'entitlement', version: '1', service: 'markk' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    source: { type: ['stripe', 'local', 'reward'] as const, required: true, readOnly: true },
    /** Subscription id for subscriptions; invitation id for reward grants. */
    entitlementId: { type: 'string', required: true, readOnly: true },
    tier: { type: ['premium', 'enterprise'] as const, required: true },
    /** Subscriptions: the provider's status (active, trialing, past_due, canceled, ...). */
    status: { type: 'string' },
    /** Subscriptions: end of the paid period (ISO). */
    currentPeriodEnd: { type: 'string' },
    cancelAtPeriodEnd: { type: 'boolean' },
    customerId: { type: 'string' },
    /** Subscriptions: `created` of the newest provider event applied, so older events arriving late are ignored. */
    eventCreated: { type: 'number' },
    /** Reward grants: when granted and for how many days. */
    grantedAt: { type: 'string' },
    days: { type: 'number' },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string', required: true, watch: '*', default: () => new Date().toISOString(), set: () => new Date().toISOString() },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: ['source', 'entitlementId'] },
    },
  },
} as const;

export const buildEntitlement = (table: string, client: DynamoDBDocumentClient) => new Entity(entitlementSchema, { table, client });
export type EntitlementItem = EntityItem<ReturnType<typeof buildEntitlement>>;
