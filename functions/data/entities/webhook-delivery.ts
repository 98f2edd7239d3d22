// webhookDelivery: one event for one endpoint, with its attempts. Access patterns:
//   - the workspace's deliveries newest first: pk userId (the workspace key) → deliveryId,
//     whose first 9 characters are the creation time in base 36, so `order: 'desc'` is newest
//     first and the Webhooks tab is one Query;
//   - one delivery by its id (the worker, "Redeliver").
// The payload is kept as sent, so a retry and a redelivery send the same bytes' content. Kept
// 30 days (TTL `expiresAt`).
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const webhookDeliverySchema = {
  model: { entity: 'webhookDelivery', version: '1', service: 'markk' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    deliveryId: { type: 'string', required: true, readOnly: true },
    endpointId: { type: 'string', required: true, readOnly: true },
    eventId: { type: 'string', required: true, readOnly: true },
    type: { type: 'string', required: true, readOnly: true },
    /** The JSON body: `{ id, type, createdAt, workspaceId, data }`. */
    payload: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    status: { type: ['pending', 'delivered', 'failed'] as const, required: true, default: 'pending' },
    /** Attempts made in all (a queued message names the attempt it is for: attempts + 1, or it is stale). */
    attempts: { type: 'number', required: true, default: 0 },
    /** Attempts of the current round (since the event, or since "Redeliver"): the backoff's step. */
    roundAttempts: { type: 'number', required: true, default: 0 },
    /** When the current round started: retries stop 24 hours after it. */
    roundStartedAt: { type: 'string' },
    lastStatusCode: { type: 'number' },
    lastError: { type: 'string' },
    lastAttemptAt: { type: 'string' },
    nextAttemptAt: { type: 'string' },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byWorkspace: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: ['deliveryId'] },
    },
  },
} as const;

export const buildWebhookDelivery = (table: string, client: DynamoDBDocumentClient) => new Entity(webhookDeliverySchema, { table, client });
export type WebhookDeliveryItem = EntityItem<ReturnType<typeof buildWebhookDelivery>>;
