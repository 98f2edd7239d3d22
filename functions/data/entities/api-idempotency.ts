// apiIdempotency: a POST to the public API sent with an `Idempotency-Key`, keyed (tokenId, key).
// Put on the condition that it is absent before the call runs (`pending`), so of concurrent
// repeats exactly one runs; settled with the answer (`done`: status and body), which repeats
// get back. The request's hash tells a repeat from a different request under the same key.
// DynamoDB's TTL (`expiresAt`, epoch seconds) removes it after 24 hours.
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const apiIdempotencySchema = {
  model: { entity: 'apiIdempotency', version: '1', service: 'markk' },
  attributes: {
    tokenId: { type: 'string', required: true, readOnly: true },
    key: { type: 'string', required: true, readOnly: true },
    /** SHA-256 of the method, path and body: the same key with another request is refused. */
    requestHash: { type: 'string', required: true, readOnly: true },
    state: { type: ['pending', 'done'] as const, required: true },
    /** When the call holding the key started (epoch ms): a `pending` record far older belongs to a call that died. */
    startedAt: { type: 'number', required: true },
    status: { type: 'number' },
    /** The answer's JSON text, as first sent. */
    body: { type: 'string' },
    expiresAt: { type: 'number', required: true, readOnly: true },
  },
  indexes: {
    byKey: {
      pk: { field: 'pk', composite: ['tokenId', 'key'] },
      sk: { field: 'sk', composite: [] },
    },
  },
} as const;

export const buildApiIdempotency = (table: string, client: DynamoDBDocumentClient) => new Entity(apiIdempotencySchema, { table, client });
export type ApiIdempotencyItem = EntityItem<ReturnType<typeof buildApiIdempotency>>;
