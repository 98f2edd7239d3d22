// viralInvitation: an owner's invitation to the partner referral programme.
// Access patterns:
//   - by token (pk): the invite link, acceptance and revocation;
//   - by inviter newest first (gsi1: inviterId → createdAt): the invite panel's list;
//   - pending by expiry (gsi2, sparse): the index `condition` keeps the keys only while
//     status is pending, so the hourly job queries exactly the pending invitations whose
//     expiresAt has passed. One fixed partition: pending invitations are few (at most
//     10 per owner) and the job reads them once an hour.
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const viralInvitationSchema = {
  model: { entity: 'viralInvitation', version: '1', service: 'markk' },
  attributes: {
    token: { type: 'string', required: true, readOnly: true },
    invitationId: { type: 'string', required: true, readOnly: true },
    inviterId: { type: 'string', required: true, readOnly: true },
    inviterName: { type: 'string', required: true },
    inviteeEmail: { type: 'string' },
    status: { type: ['pending', 'accepted', 'expired', 'revoked'] as const, required: true, default: 'pending' },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    // Stored under another field name: the table's TTL attribute is `expiresAt`, and an
    // expired invitation must stay listed, not vanish.
    expiresAt: { type: 'string', required: true, readOnly: true, field: 'inviteExpiresAt' },
    acceptedBy: { type: 'string' },
    acceptedAt: { type: 'string' },
    closedAt: { type: 'string' },
  },
  indexes: {
    byToken: {
      pk: { field: 'pk', composite: ['token'] },
      sk: { field: 'sk', composite: [] },
    },
    byInviter: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['inviterId'] },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'token'] },
    },
    pending: {
      index: 'gsi2',
      condition: (attributes: Record<string, unknown>) => attributes['status'] === 'pending',
      pk: { field: 'gsi2pk', composite: [] },
      sk: { field: 'gsi2sk', composite: ['expiresAt', 'token'] },
    },
  },
} as const;

export const buildViralInvitation = (table: string, client: DynamoDBDocumentClient) => new Entity(viralInvitationSchema, { table, client });
export type ViralInvitationItem = EntityItem<ReturnType<typeof buildViralInvitation>>;
