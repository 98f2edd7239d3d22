// rateCounter: requests one caller (a hashed IP address) made of one public area in one UTC
// minute, counted with a conditional ADD; DynamoDB's TTL (`expiresAt`, epoch seconds) removes
// it a few minutes later.
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const rateCounterSchema = {
  model: { entity: 'rateCounter', version: '1', service: 'markk' },
  attributes: {
    scope: { type: 'string', required: true, readOnly: true },
    callerHash: { type: 'string', required: true, readOnly: true },
    /** `YYYY-MM-DDTHH:MM` (UTC). */
    minute: { type: 'string', required: true, readOnly: true },
    count: { type: 'number' },
    expiresAt: { type: 'number' },
  },
  indexes: {
    byCaller: {
      pk: { field: 'pk', composite: ['scope', 'callerHash', 'minute'] },
      sk: { field: 'sk', composite: [] },
    },
  },
} as const;

export const buildRateCounter = (table: string, client: DynamoDBDocumentClient) => new Entity(rateCounterSchema, { table, client });
export type RateCounterItem = EntityItem<ReturnType<typeof buildRateCounter>>;
