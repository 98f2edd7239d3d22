// apiToken: a token of the public API (Settings → API), stored under the SHA-256 of its secret
// (the secret itself is shown once and never stored). Access patterns: a /v1 call finds its token
// by the hash of the bearer secret (GetItem, pk tokenHash); Settings lists a workspace's tokens
// and revokes one (gsi1: workspaceId → tokenId). The same item carries the token's rate bucket
// and last use, so each call costs one conditional UpdateItem of it.
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const apiTokenSchema = {
  model: { entity: 'apiToken', version: '1', service: 'markk' },
  attributes: {
    /** Hex SHA-256 of the secret: the lookup key. */
    tokenHash: { type: 'string', required: true, readOnly: true },
    /** The token's public id (shown in Settings, names it in the audit list); derived from the create request id. */
    tokenId: { type: 'string', required: true, readOnly: true },
    /** The workspace it acts in (its key: a user id for a default workspace). */
    workspaceId: { type: 'string', required: true, readOnly: true },
    /** Who made it: the calls act as this person, with their role in the workspace at the time of each call. */
    personId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true, readOnly: true },
    /** What it may do (API_SCOPES). */
    scopes: { type: 'list', items: { type: 'string' }, required: true, readOnly: true },
    /** The first characters of the secret, so a person can tell their tokens apart (`mk_live_AbCd…`). */
    prefix: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    /** ISO time after which the token is refused; absent: never expires. Not the table's TTL attribute: an expired token stays listed. */
    validUntil: { type: 'string', readOnly: true },
    revokedAt: { type: 'string' },
    lastUsedAt: { type: 'string' },
    /** The rate limit's token bucket: requests left, and when (epoch ms) it was last filled. */
    bucketTokens: { type: 'number' },
    bucketAt: { type: 'number' },
  },
  indexes: {
    byHash: {
      pk: { field: 'pk', composite: ['tokenHash'] },
      sk: { field: 'sk', composite: [] },
    },
    byWorkspace: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['workspaceId'] },
      sk: { field: 'gsi1sk', composite: ['tokenId'] },
    },
  },
} as const;

export const buildApiToken = (table: string, client: DynamoDBDocumentClient) => new Entity(apiTokenSchema, { table, client });
export type ApiTokenItem = EntityItem<ReturnType<typeof buildApiToken>>;
