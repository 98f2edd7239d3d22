// Emitting a webhook event: one delivery record per subscribed endpoint (one batch write) and
// one publish-queue message naming them, for the worker to send (deliveries.ts). Kept apart
// from the sending side so that what emits (the publish worker, a client's approval, the bulk
// run's last step) carries neither the HTTP client nor the token vault.
import { randomBytes, randomUUID } from 'node:crypto';
import { db } from '#data/service';
import type { WebhookEndpointItem } from '#data/entities/webhook-endpoint';
import { logger } from '#lib/logger';
import { sendNow, type WebhookMessage } from '#lib/publish-queue';
import type { DeliveryEventType, WebhookEventType } from '#contracts/webhooks';

const KEEP_DAYS = 30;

/** Newest-first ids: the creation time in base 36 (9 characters), then 12 random hex. */
export const newDeliveryId = (now: Date) => `whd_${now.getTime().toString(36).padStart(9, '0')}${randomBytes(6).toString('hex')}`;

/** The workspace's endpoints (one Query). */
export async function endpointsOf(workspaceId: string): Promise<WebhookEndpointItem[]> {
  const { data } = await db().entities.webhookEndpoint.query.byWorkspace({ userId: workspaceId }).go({ pages: 'all' });
  return data;
}

export interface WebhookEvent {
  id: string;
  type: DeliveryEventType;
  createdAt: string;
  workspaceId: string;
  data: Record<string, unknown>;
}

export function deliveryItem(endpoint: WebhookEndpointItem, event: WebhookEvent, payload: string, now: Date) {
  return {
    userId: event.workspaceId,
    deliveryId: newDeliveryId(now),
    endpointId: endpoint.endpointId,
    eventId: event.id,
    type: event.type,
    payload,
    createdAt: event.createdAt,
    status: 'pending' as const,
    attempts: 0,
    roundAttempts: 0,
    roundStartedAt: now.toISOString(),
    nextAttemptAt: now.toISOString(),
    expiresAt: Math.floor(now.getTime() / 1000) + KEEP_DAYS * 86_400,
  };
}

export const eventOf = (
  workspaceId: string,
  type: DeliveryEventType,
  data: Record<string, unknown>,
  now: Date,
  id = `evt_${randomUUID().replaceAll('-', '')}`,
): WebhookEvent => ({
  id,
  type,
  createdAt: now.toISOString(),
  workspaceId,
  data,
});

export const firstAttempts = (workspaceId: string, deliveries: readonly { deliveryId: string }[]): WebhookMessage => ({
  kind: 'webhook',
  workspaceId,
  deliveries: deliveries.map((d) => ({ deliveryId: d.deliveryId, attempt: 1 })),
});

/**
 * Sends `type` with `data` to every enabled endpoint of the workspace subscribed to it. For
 * the publishing worker, the approvals and (later) the bulk run's last step: it never throws —
 * a failure is logged and the caller carries on — and a workspace without endpoints costs one
 * Query.
 */
export function emitWebhookEvent(workspaceId: string, type: WebhookEventType, data: Record<string, unknown>, now = new Date()): Promise<void> {
  return emitWebhookEvents(workspaceId, [{ type, data }], now);
}

/** Several events of one workspace at once: still one Query, one batch write and one queue message. */
export async function emitWebhookEvents(
  workspaceId: string,
  events: readonly { type: WebhookEventType; data: Record<string, unknown> }[],
  now = new Date(),
): Promise<void> {
  if (events.length === 0) return;
  try {
    const endpoints = (await endpointsOf(workspaceId)).filter((e) => e.enabled);
    const items = events.flatMap(({ type, data }) => {
      const subscribed = endpoints.filter((e) => e.events.includes(type));
      if (subscribed.length === 0) return [];
      const event = eventOf(workspaceId, type, data, now);
      const payload = JSON.stringify(event);
      return subscribed.map((endpoint) => deliveryItem(endpoint, event, payload, now));
    });
    if (items.length === 0) return;
    const { unprocessed } = await db().entities.webhookDelivery.put(items).go();
    if (unprocessed.length > 0) throw new Error(`${unprocessed.length} webhook deliveries were not written`);
    await sendNow(firstAttempts(workspaceId, items));
  } catch (error) {
    logger.error('A webhook event could not be queued; the action that raised it went on', {
      workspaceId,
      types: events.map((e) => e.type),
      error: (error as Error).name,
    });
  }
}
