// bulkRun: one bulk generation run (Enterprise) and what it was asked for. Access patterns: by
// (userId, runId) — the owner's run; the owner's runs newest first (gsi1: userId → createdAt),
// for the page's latest run. Its posts are bulkItem items; its CSV rows live on them.
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const bulkRunSchema = {
  model: { entity: 'bulkRun', version: '1', service: 'markk' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    runId: { type: 'string', required: true, readOnly: true },
    status: { type: ['running', 'finished', 'cancelled', 'failed'] as const, required: true, default: 'running' },
    count: { type: 'number', required: true },
    networks: { type: 'list', items: { type: 'string' }, required: true },
    formats: { type: 'list', items: { type: 'string' }, required: true },
    /** The campaign it follows ('' for none). */
    campaignId: { type: 'string', required: true, default: '' },
    /** The dates its posts may be scheduled on (YYYY-MM-DD, inclusive), in the owner's zone. */
    from: { type: 'string', required: true },
    to: { type: 'string', required: true },
    /** Set by Cancel: posts not yet started are not written. */
    cancelRequested: { type: 'boolean', required: true, default: false },
    /** When the latest execution (the first, or a retry of failed posts) started writing: the pace is measured from it. */
    writingSince: { type: 'string' },
    executionArn: { type: 'string' },
    error: { type: 'string' },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string', required: true, watch: '*', default: () => new Date().toISOString(), set: () => new Date().toISOString() },
  },
  indexes: {
    byRun: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: ['runId'] },
    },
    byCreated: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId'] },
      sk: { field: 'gsi1sk', composite: ['createdAt'] },
    },
  },
} as const;

export const buildBulkRun = (table: string, client: DynamoDBDocumentClient) => new Entity(bulkRunSchema, { table, client });
export type BulkRunRecord = EntityItem<ReturnType<typeof buildBulkRun>>;
