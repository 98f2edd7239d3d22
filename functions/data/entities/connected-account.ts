// connectedAccount: a social account the owner connected for publishing. The provider's
// tokens are stored only as ciphertext (functions/lib/token-vault.ts). Access patterns:
//   - the owner's accounts: pk userId, sk accountKey (one Query for Connected accounts and
//     the Schedule dialog);
//   - every account by when its token expires (gsi1, one partition): the hourly job reads
//     the accounts whose token ends within its window, `lte` a time, and refreshes them.
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { NETWORKS } from '#lib/networks/types';

/** Where an account's token never expires: the refresh index puts it last. */
export const NEVER_EXPIRES = '9999-12-31T23:59:59.999Z';

export const connectedAccountSchema = {
  model: { entity: 'connectedAccount', version: '1', service: 'markk' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    /** Markk's id: `{network}-{16 hex of a hash of network and provider id}`, stable across reconnects. */
    accountKey: { type: 'string', required: true, readOnly: true },
    network: { type: NETWORKS, required: true, readOnly: true },
    providerAccountId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    pictureUrl: { type: 'string' },
    /** What publishing addresses (an author URN, a location name…). */
    target: { type: 'string', required: true },
    /** The token set (and the account's own token, if any), encrypted: a token vault envelope. */
    tokenCipher: { type: 'string', required: true },
    state: { type: ['connected', 'needs_reconnect', 'revoked'] as const, required: true, default: 'connected' },
    /** Why it needs reconnecting, in plain words. */
    reason: { type: 'string' },
    /** When the access token stops working (NEVER_EXPIRES when it does not). */
    tokenExpiresAt: { type: 'string', required: true, default: NEVER_EXPIRES },
    /** When the grant itself ends and only reconnecting helps (a refresh token's end, Meta's 60 days). */
    grantExpiresAt: { type: 'string' },
    connectedAt: { type: 'string', required: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string', required: true, watch: '*', default: () => new Date().toISOString(), set: () => new Date().toISOString() },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: ['accountKey'] },
    },
    byExpiry: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: [] },
      sk: { field: 'gsi1sk', composite: ['tokenExpiresAt', 'userId', 'accountKey'] },
    },
  },
} as const;

export const buildConnectedAccount = (table: string, client: DynamoDBDocumentClient) => new Entity(connectedAccountSchema, { table, client });
export type ConnectedAccountItem = EntityItem<ReturnType<typeof buildConnectedAccount>>;
