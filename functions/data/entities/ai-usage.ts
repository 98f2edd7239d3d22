// aiUsage: the AI credits a user spent in one calendar month (UTC), for the Growth plan's
// monthly allowance. Access pattern: by (userId, month) — one item per user per month,
// spent with a conditional ADD so two requests cannot both take the last credit.
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const aiUsageSchema = {
  model: { entity: 'aiUsage', version: '1', service: 'markk' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    /** YYYY-MM (UTC). */
    month: { type: 'string', required: true, readOnly: true },
    credits: { type: 'number' },
  },
  indexes: {
    byUserMonth: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: ['month'] },
    },
  },
} as const;

export const buildAiUsage = (table: string, client: DynamoDBDocumentClient) => new Entity(aiUsageSchema, { table, client });
export type AiUsageItem = EntityItem<ReturnType<typeof buildAiUsage>>;
