// contentPlanItem: one post of a "Plan my next 30 days" plan. Access pattern: by (userId,
// planId, itemId) — a plan's posts in order (itemId "00"–"29", the order they go out), one
// Query of the owner's partition beginning with the plan.
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const contentPlanItemSchema = {
  model: { entity: 'contentPlanItem', version: '1', service: 'markk' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    planId: { type: 'string', required: true, readOnly: true },
    itemId: { type: 'string', required: true, readOnly: true },
    title: { type: 'string', required: true },
    caption: { type: 'string', required: true },
    network: { type: 'string', required: true },
    localTime: { type: 'string', required: true },
    timeZone: { type: 'string', required: true },
    pillar: { type: 'string', required: true },
    format: { type: 'string', required: true },
    status: { type: ['draft', 'approved', 'dismissed'] as const, required: true, default: 'draft' },
    /** How many times it was written again (each regeneration writes it from other material). */
    variant: { type: 'number', required: true, default: 0 },
    scheduledPostId: { type: 'string' },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string', required: true, watch: '*', default: () => new Date().toISOString(), set: () => new Date().toISOString() },
  },
  indexes: {
    byPlan: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: ['planId', 'itemId'] },
    },
  },
} as const;

export const buildContentPlanItem = (table: string, client: DynamoDBDocumentClient) => new Entity(contentPlanItemSchema, { table, client });
export type ContentPlanItemRecord = EntityItem<ReturnType<typeof buildContentPlanItem>>;
