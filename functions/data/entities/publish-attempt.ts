// publishAttempt: the idempotency record of publishing one post to one account, written
// BEFORE the provider is called (`calling`) and settled after it (`done` with the provider's
// post id, or `failed`). A second firing finds `done` and does nothing; one that finds an old
// `calling` (a worker stopped between the provider's answer and this record) asks the
// provider for the post before calling again. pk postId#accountKey.
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const publishAttemptSchema = {
  model: { entity: 'publishAttempt', version: '1', service: 'markk' },
  attributes: {
    postId: { type: 'string', required: true, readOnly: true },
    accountKey: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    state: { type: ['calling', 'done', 'failed'] as const, required: true },
    /** Calls made so far (a retry after a crash or a transient error adds one). */
    calls: { type: 'number', required: true, default: 1 },
    startedAt: { type: 'string', required: true },
    remoteId: { type: 'string' },
    url: { type: 'string' },
    publishedAt: { type: 'string' },
    /** Epoch seconds: kept 90 days, then removed by the table's TTL. */
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byTarget: {
      pk: { field: 'pk', composite: ['postId', 'accountKey'] },
      sk: { field: 'sk', composite: [] },
    },
  },
} as const;

export const buildPublishAttempt = (table: string, client: DynamoDBDocumentClient) => new Entity(publishAttemptSchema, { table, client });
export type PublishAttemptItem = EntityItem<ReturnType<typeof buildPublishAttempt>>;
