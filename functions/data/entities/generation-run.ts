// generationRun: one AI generation workflow run and its real progress. Access patterns:
// by (userId, runId) — ownership in the key; the user's runs newest first (gsi1).
// The workflow's steps write the progress fields; the API derives stages and percent.
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const generationRunSchema = {
  model: { entity: 'generationRun', version: '1', service: 'markk' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    runId: { type: 'string', required: true, readOnly: true },
    brandKitId: { type: 'string', required: true, readOnly: true },
    status: { type: ['running', 'succeeded', 'failed'] as const, required: true, default: 'running' },
    executionArn: { type: 'string' },
    brandLoaded: { type: 'boolean', required: true, default: false },
    strategyDone: { type: 'boolean', required: true, default: false },
    /** Numbers of the posts written so far (a set: retries cannot count twice). */
    postsWritten: { type: 'set', items: 'number' },
    newsletterDone: { type: 'boolean', required: true, default: false },
    blogDone: { type: 'boolean', required: true, default: false },
    assembled: { type: 'boolean', required: true, default: false },
    /** The stage that was running when the run failed. */
    failedStage: { type: 'string' },
    error: { type: 'string' },
    /** The generated package as JSON (strategy, posts, email, blog). */
    result: { type: 'string' },
    approvedAt: { type: 'string' },
    /** Regenerations per package item before approval ({ "post-1": 2 }): free, and bounded per item. */
    regenerations: { type: 'any' },
    /** When a failed run's AI credit was given back: set once, in the same transaction as the refund. */
    creditRefundedAt: { type: 'string' },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string', required: true, watch: '*', default: () => new Date().toISOString(), set: () => new Date().toISOString() },
  },
  indexes: {
    byRun: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: ['runId'] },
    },
    byUserNewest: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId'] },
      sk: { field: 'gsi1sk', composite: ['createdAt'] },
    },
  },
} as const;

export const buildGenerationRun = (table: string, client: DynamoDBDocumentClient) => new Entity(generationRunSchema, { table, client });
export type GenerationRunItem = EntityItem<ReturnType<typeof buildGenerationRun>>;
