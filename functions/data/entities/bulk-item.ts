// bulkItem: one post of a bulk run — its progress, and once written its draft. Access pattern:
// by (userId, runId, index) — a run's posts in order, one Query of the owner's partition
// beginning with the run. The key is the run id and the post's index, so a retried or rewritten
// post replaces its draft and never adds a second one; `chargedAt` is set once, in the same
// transaction as its AI credit, so a post is charged once however often it is written.
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const bulkItemSchema = {
  model: { entity: 'bulkItem', version: '1', service: 'markk' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    runId: { type: 'string', required: true, readOnly: true },
    /** "000"–"499": the sort key keeps the run's order. */
    index: { type: 'string', required: true, readOnly: true },
    status: { type: ['queued', 'writing', 'checked', 'done', 'failed', 'cancelled'] as const, required: true, default: 'queued' },
    network: { type: 'string', required: true },
    format: { type: 'string', required: true },
    /** The CSV row this post is about (absent without a file). */
    topic: { type: 'string' },
    product: { type: 'string' },
    offer: { type: 'string' },
    title: { type: 'string' },
    caption: { type: 'string' },
    review: { type: ['draft', 'approved', 'scheduled'] as const, required: true, default: 'draft' },
    /** How many times it was written again (each regeneration writes it from other material). */
    variant: { type: 'number', required: true, default: 0 },
    localTime: { type: 'string' },
    scheduledPostId: { type: 'string' },
    error: { type: 'string' },
    startedAt: { type: 'string' },
    writtenAt: { type: 'string' },
    chargedAt: { type: 'string' },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string', required: true, watch: '*', default: () => new Date().toISOString(), set: () => new Date().toISOString() },
  },
  indexes: {
    byRun: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: ['runId', 'index'] },
    },
  },
} as const;

export const buildBulkItem = (table: string, client: DynamoDBDocumentClient) => new Entity(bulkItemSchema, { table, client });
export type BulkItemRecord = EntityItem<ReturnType<typeof buildBulkItem>>;
