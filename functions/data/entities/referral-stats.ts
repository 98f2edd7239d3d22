// referralStats: one item per user with the invite panel's counters, updated with ADD in
// the same transaction as the invitation that changes them. Access pattern: by userId.
//   invitesUsed   — the owner's invitations that are pending or accepted (allowance check)
//   referralCount — invitations of this owner that were accepted
//   rewardDays    — days of Premium this user has received from the programme (either side)
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const referralStatsSchema = {
  model: { entity: 'referralStats', version: '1', service: 'markk' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    invitesUsed: { type: 'number' },
    referralCount: { type: 'number' },
    rewardDays: { type: 'number' },
    /** Set once when this user accepted an invitation: each account is rewarded as an invitee once. */
    referredBy: { type: 'string' },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
} as const;

export const buildReferralStats = (table: string, client: DynamoDBDocumentClient) => new Entity(referralStatsSchema, { table, client });
export type ReferralStatsItem = EntityItem<ReturnType<typeof buildReferralStats>>;
