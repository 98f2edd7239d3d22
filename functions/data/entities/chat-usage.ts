// chatUsage: the replies a user had from the AI experts on one UTC day, for the Growth plan's
// daily allowance (contracts/plans.ts chatRepliesPerDay). Access pattern: by (userId, day) —
// one item per user per day, counted with a conditional ADD so two sends cannot both take the
// last reply; given back when the reply fails before its first words.
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const chatUsageSchema = {
  model: { entity: 'chatUsage', version: '1', service: 'markk' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    /** YYYY-MM-DD (UTC). */
    day: { type: 'string', required: true, readOnly: true },
    replies: { type: 'number' },
  },
  indexes: {
    byUserDay: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: ['day'] },
    },
  },
} as const;

export const buildChatUsage = (table: string, client: DynamoDBDocumentClient) => new Entity(chatUsageSchema, { table, client });
export type ChatUsageItem = EntityItem<ReturnType<typeof buildChatUsage>>;
