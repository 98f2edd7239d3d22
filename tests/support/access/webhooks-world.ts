// A's webhook endpoint and one delivery to it in the access matrix's world. A is on Premium, so
// the endpoint is written as registering writes it (its secret sealed by the token vault),
// turned off and subscribed only to bulk.finished, which nothing emits yet: no delivery changes
// A's data while the matrix runs.
import { db } from '#data/service';
import { sealEndpointSecret } from '#domain/webhooks/endpoints';
import { deliveryItem, eventOf } from '#domain/webhooks/emit';
import { newSecret } from '#domain/webhooks/signature';
import type { Person } from './world.ts';

export interface WebhooksOfA {
  webhookEndpointId: string;
  webhookUrl: string;
  webhookDeliveryId: string;
  webhookEventId: string;
}

export async function webhooksOf(user: Person, tag: string): Promise<WebhooksOfA> {
  const endpointId = `whe_${tag
    .replace(/[^a-f0-9]/g, '0')
    .padEnd(24, 'a')
    .slice(0, 24)}`;
  const url = `https://hooks-${tag}.example.com/markk`;
  const secret = newSecret();
  const endpoint = {
    userId: user.userId,
    endpointId,
    url,
    events: ['bulk.finished'],
    enabled: false,
    secretCipher: await sealEndpointSecret({ userId: user.userId, endpointId }, secret),
    secretHint: secret.slice(-4),
    createdAt: new Date().toISOString(),
  };
  await db().entities.webhookEndpoint.create(endpoint).go();
  const now = new Date();
  const event = eventOf(user.userId, 'bulk.finished', { note: `Webhookmark ${tag}` }, now);
  const delivery = { ...deliveryItem(endpoint, event, JSON.stringify(event), now), status: 'failed' as const };
  await db().entities.webhookDelivery.create(delivery).go();
  return { webhookEndpointId: endpointId, webhookUrl: url, webhookDeliveryId: delivery.deliveryId, webhookEventId: event.id };
}

/** The markers of A's webhooks. */
export const webhookMarkers = (a: WebhooksOfA) => [a.webhookEndpointId, a.webhookUrl, a.webhookDeliveryId, a.webhookEventId];
