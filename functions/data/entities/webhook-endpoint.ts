// webhookEndpoint: a URL a workspace's integrator registered for Markk's events (Enterprise).
// Access pattern: the workspace's endpoints, pk userId (the workspace key) → endpointId: one
// Query lists them for the Webhooks tab and finds the subscribers of an event. The signing
// secret is stored only as a token vault envelope (functions/lib/token-vault.ts).
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const webhookEndpointSchema = {
  model: { entity: 'webhookEndpoint', version: '1', service: 'markk' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    /** `whe_` + 24 hex derived from the workspace and the click's request id (a double click makes one). */
    endpointId: { type: 'string', required: true, readOnly: true },
    url: { type: 'string', required: true },
    /** The WEBHOOK_EVENTS it subscribes to. */
    events: { type: 'list', items: { type: 'string' }, required: true },
    enabled: { type: 'boolean', required: true, default: true },
    /** The signing secret (`whsec_…`), sealed: a token vault envelope bound to the workspace and endpoint. */
    secretCipher: { type: 'string', required: true },
    /** The secret's last 4 characters, shown to tell secrets apart. */
    secretHint: { type: 'string', required: true },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byWorkspace: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: ['endpointId'] },
    },
  },
} as const;

export const buildWebhookEndpoint = (table: string, client: DynamoDBDocumentClient) => new Entity(webhookEndpointSchema, { table, client });
export type WebhookEndpointItem = EntityItem<ReturnType<typeof buildWebhookEndpoint>>;
