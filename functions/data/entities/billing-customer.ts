// billingCustomer: the link between a user and their billing provider customer.
// Access patterns: by userId (pk; the portal needs the customer id); by customerId (gsi1;
// Stripe webhooks name the customer, not our user).
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const billingCustomerSchema = {
  model: { entity: 'billingCustomer', version: '1', service: 'markk' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    customerId: { type: 'string', required: true },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: [] },
    },
    byCustomer: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['customerId'] },
      sk: { field: 'gsi1sk', composite: [] },
    },
  },
} as const;

export const buildBillingCustomer = (table: string, client: DynamoDBDocumentClient) => new Entity(billingCustomerSchema, { table, client });
export type BillingCustomerItem = EntityItem<ReturnType<typeof buildBillingCustomer>>;
