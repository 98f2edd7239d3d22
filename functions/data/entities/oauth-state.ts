// oauthState: one connection attempt between "Connect" and the provider's redirect back: who
// started it, for which network, and the PKCE verifier. Keyed by the random `state` the
// provider echoes; deleted when used (single use) and expired by TTL after 15 minutes. A
// grant that reaches several accounts leaves a second one, keyed by a new random id: the
// pending choice, its tokens and accounts sealed in `choiceCipher`, used once when the
// owner picks.
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { NETWORKS } from '#lib/networks/types';

export const oauthStateSchema = {
  model: { entity: 'oauthState', version: '1', service: 'markk' },
  attributes: {
    state: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    network: { type: NETWORKS, required: true, readOnly: true },
    /** PKCE code verifier, for providers that take a code challenge. */
    codeVerifier: { type: 'string' },
    from: { type: ['settings', 'calendar'] as const, required: true },
    /** A pending choice: the grant's tokens and the accounts it reaches, sealed (token vault). */
    choiceCipher: { type: 'string' },
    /** Epoch seconds: the table's TTL removes the attempt after this. */
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byState: {
      pk: { field: 'pk', composite: ['state'] },
      sk: { field: 'sk', composite: [] },
    },
  },
} as const;

export const buildOauthState = (table: string, client: DynamoDBDocumentClient) => new Entity(oauthStateSchema, { table, client });
export type OauthStateItem = EntityItem<ReturnType<typeof buildOauthState>>;
