// stripeEvent: a Stripe webhook event already applied. Access pattern: by eventId (pk).
// Written in the same transaction as the entitlement change, with attribute_not_exists,
// so a redelivered event changes nothing.
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const stripeEventSchema = {
  model: { entity: 'stripeEvent', version: '1', service: 'markk' },
  attributes: {
    eventId: { type: 'string', required: true, readOnly: true },
    type: { type: 'string', required: true },
    processedAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byEvent: {
      pk: { field: 'pk', composite: ['eventId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
} as const;

export const buildStripeEvent = (table: string, client: DynamoDBDocumentClient) => new Entity(stripeEventSchema, { table, client });
export type StripeEventItem = EntityItem<ReturnType<typeof buildStripeEvent>>;
