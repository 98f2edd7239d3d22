// aiRateBucket: the token bucket that keeps one account's bulk runs (its client workspaces' too),
// all of them together, under the AI provider's rate limit. Access pattern: by userId (the
// account's) — one item per account. It holds the bucket as GCRA does: `tat`, the theoretical
// arrival time (epoch ms) of the next call; taking a token is one atomic ADD of the emission
// interval (functions/domain/bulk/bucket.ts).
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const aiRateBucketSchema = {
  model: { entity: 'aiRateBucket', version: '1', service: 'markk' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    tat: { type: 'number' },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
} as const;

export const buildAiRateBucket = (table: string, client: DynamoDBDocumentClient) => new Entity(aiRateBucketSchema, { table, client });
export type AiRateBucketItem = EntityItem<ReturnType<typeof buildAiRateBucket>>;
