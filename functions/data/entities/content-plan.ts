// contentPlan: one "Plan my next 30 days" workflow run and its real progress. Access patterns:
// by (userId, planId) — the owner's plan; the owner's plans newest first (gsi1: userId →
// createdAt), for the calendar's latest plan. Its posts are contentPlanItem items.
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const contentPlanSchema = {
  model: { entity: 'contentPlan', version: '1', service: 'markk' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    planId: { type: 'string', required: true, readOnly: true },
    status: { type: ['running', 'succeeded', 'failed'] as const, required: true, default: 'running' },
    executionArn: { type: 'string' },
    /** The campaign it follows ('' for none). */
    campaignId: { type: 'string', required: true, default: '' },
    /** The accounts named at the start (their networks shape the posts). */
    accountIds: { type: 'list', items: { type: 'string' } },
    /** AI credits taken at the start (one per 10 posts). */
    credits: { type: 'number', required: true, default: 0 },
    /** Step "Reading your brand kit and posting schedule" finished. */
    briefLoaded: { type: 'boolean', required: true, default: false },
    /** Batches the writer will write (each puts its drafts; the drafts so far are its progress). */
    batches: { type: 'number', required: true, default: 0 },
    failedStep: { type: 'string' },
    error: { type: 'string' },
    note: { type: 'string' },
    /** When a failed plan's AI credits were given back: set once, in the same transaction as the refund. */
    creditRefundedAt: { type: 'string' },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string', required: true, watch: '*', default: () => new Date().toISOString(), set: () => new Date().toISOString() },
  },
  indexes: {
    byPlan: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: ['planId'] },
    },
    byCreated: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId'] },
      sk: { field: 'gsi1sk', composite: ['createdAt'] },
    },
  },
} as const;

export const buildContentPlan = (table: string, client: DynamoDBDocumentClient) => new Entity(contentPlanSchema, { table, client });
export type ContentPlanRecord = EntityItem<ReturnType<typeof buildContentPlan>>;
