// teamInvitation: an owner's or admin's invitation of an e-mail address into their team.
// Access patterns:
//   - by token (pk): the invite link's lookup, acceptance, resend and revocation;
//   - by team newest first (gsi1: teamId → createdAt): the team screen's pending list;
//   - pending by expiry (gsi2, sparse): the index `condition` keeps the keys only while
//     status is pending, so the hourly job queries exactly the pending invitations whose
//     expiresAt has passed. One fixed partition: pending team invitations are few and the
//     job reads them once an hour.
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const teamInvitationSchema = {
  model: { entity: 'teamInvitation', version: '1', service: 'markk' },
  attributes: {
    /** 32 random bytes, base64url: the secret in the invite link. */
    token: { type: 'string', required: true, readOnly: true },
    teamId: { type: 'string', required: true, readOnly: true },
    /** The team's name when invited: the link's lookup shows it without reading the team. */
    teamName: { type: 'string', required: true, readOnly: true },
    /** Lower-cased; only the account with this e-mail may accept. */
    email: { type: 'string', required: true, readOnly: true },
    role: { type: ['member', 'admin'] as const, required: true, readOnly: true },
    status: { type: ['pending', 'accepted', 'expired', 'revoked'] as const, required: true, default: 'pending' },
    invitedBy: { type: 'string', required: true, readOnly: true },
    invitedByName: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    // Stored under another field name: the table's TTL attribute is `expiresAt`, and an
    // expired invitation must stay readable ("this invitation has expired"), not vanish.
    expiresAt: { type: 'string', required: true, readOnly: true, field: 'inviteExpiresAt' },
    acceptedBy: { type: 'string' },
    acceptedAt: { type: 'string' },
    closedAt: { type: 'string' },
    lastSentAt: { type: 'string' },
  },
  indexes: {
    byToken: {
      pk: { field: 'pk', composite: ['token'] },
      sk: { field: 'sk', composite: [] },
    },
    byTeam: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['teamId'] },
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

export const buildTeamInvitation = (table: string, client: DynamoDBDocumentClient) => new Entity(teamInvitationSchema, { table, client });
export type TeamInvitationItem = EntityItem<ReturnType<typeof buildTeamInvitation>>;
