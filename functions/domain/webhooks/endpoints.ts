// A workspace's webhook endpoints (Enterprise, the workspace's `manage` permission): register a
// URL for some events, turn it off or on, change its events, roll its secret, delete it. The
// signing secret is made here, shown once (on creation and when rolled) and otherwise kept only
// sealed by the token vault — KMS envelope encryption in AWS, as network tokens are.
import { db } from '#data/service';
import { isConditionFailed } from '#data/conditions';
import type { WebhookEndpointItem } from '#data/entities/webhook-endpoint';
import { Conflict, Invalid, LimitReached, NotFound } from '#lib/errors';
import { idempotentId } from '#lib/idempotency';
import { openSecret, sealSecret } from '#lib/token-vault';
import { checkWebhookUrl, RefusedAddress } from '#lib/webhook-http';
import { WEBHOOK_ENDPOINTS_MAX, WEBHOOK_EVENTS, WEBHOOK_MESSAGES, type WebhookEndpointView, type WebhookEventType } from '#contracts/webhooks';
import { statusOf } from '../entitlements.ts';
import { newSecret } from './signature.ts';
import { endpointsOf } from './emit.ts';

export const NOT_FOUND = 'This webhook endpoint was not found: it may have been deleted. Reload the page.';

/** The vault context of an endpoint's secret: it opens only for the same workspace and endpoint. */
const vaultContext = (item: Pick<WebhookEndpointItem, 'userId' | 'endpointId'>) => ({
  purpose: 'webhook-secret',
  workspaceId: item.userId,
  endpointId: item.endpointId,
});

export const sealEndpointSecret = (item: Pick<WebhookEndpointItem, 'userId' | 'endpointId'>, secret: string) => sealSecret(secret, vaultContext(item));
export const openEndpointSecret = (item: WebhookEndpointItem) => openSecret<string>(item.secretCipher, vaultContext(item));

export function endpointView(item: WebhookEndpointItem): WebhookEndpointView {
  return {
    endpointId: item.endpointId,
    url: item.url,
    events: WEBHOOK_EVENTS.filter((e) => item.events.includes(e)),
    enabled: item.enabled,
    secretHint: item.secretHint,
    createdAt: item.createdAt,
  };
}

/** True when the workspace's plan includes webhooks. */
export async function webhooksAvailable(workspaceId: string): Promise<boolean> {
  return (await statusOf(workspaceId)).subscription_tier === 'enterprise';
}

async function requireEnterprise(workspaceId: string): Promise<void> {
  if (!(await webhooksAvailable(workspaceId))) throw new LimitReached(WEBHOOK_MESSAGES.plan);
}

/** The address check, in words a person can act on (400). */
export async function allowedUrl(raw: string): Promise<string> {
  try {
    return (await checkWebhookUrl(raw)).toString();
  } catch (error) {
    if (!(error instanceof RefusedAddress)) throw error;
    if (error.kind === 'https') throw new Invalid(WEBHOOK_MESSAGES.https);
    if (error.kind === 'private') throw new Invalid(WEBHOOK_MESSAGES.privateAddress(error.host));
    if (error.kind === 'unresolved') throw new Invalid(WEBHOOK_MESSAGES.unresolved(error.host));
    throw new Invalid(WEBHOOK_MESSAGES.url);
  }
}

export async function list(workspaceId: string): Promise<{ available: boolean; endpoints: WebhookEndpointView[] }> {
  const [available, endpoints] = await Promise.all([webhooksAvailable(workspaceId), endpointsOf(workspaceId)]);
  return { available, endpoints: endpoints.sort((a, b) => a.createdAt.localeCompare(b.createdAt)).map(endpointView) };
}

export async function getEndpoint(workspaceId: string, endpointId: string): Promise<WebhookEndpointItem> {
  const { data } = await db().entities.webhookEndpoint.get({ userId: workspaceId, endpointId }).go({ consistent: true });
  if (!data) throw new NotFound(NOT_FOUND);
  return data;
}

/**
 * Registers an endpoint and answers its secret (the only time it is shown, but for a retry of
 * the same click, which answers the same endpoint and secret).
 */
export async function create(
  workspaceId: string,
  input: { requestId: string; url: string; events: WebhookEventType[] },
  now = new Date(),
): Promise<{ endpoint: WebhookEndpointView; secret: string }> {
  await requireEnterprise(workspaceId);
  const endpointId = `whe_${idempotentId(`${workspaceId}:${input.requestId}`).slice(0, 24)}`;
  const existing = await db().entities.webhookEndpoint.get({ userId: workspaceId, endpointId }).go({ consistent: true });
  if (existing.data) return { endpoint: endpointView(existing.data), secret: await openEndpointSecret(existing.data) };
  const url = await allowedUrl(input.url);
  if ((await endpointsOf(workspaceId)).length >= WEBHOOK_ENDPOINTS_MAX) throw new Invalid(WEBHOOK_MESSAGES.tooMany);
  const secret = newSecret();
  const item = {
    userId: workspaceId,
    endpointId,
    url,
    events: input.events,
    enabled: true,
    secretCipher: await sealEndpointSecret({ userId: workspaceId, endpointId }, secret),
    secretHint: secret.slice(-4),
    createdAt: now.toISOString(),
  };
  try {
    await db().entities.webhookEndpoint.create(item).go();
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    // The same click, a moment earlier: answer what it made.
    const made = await getEndpoint(workspaceId, endpointId);
    return { endpoint: endpointView(made), secret: await openEndpointSecret(made) };
  }
  return { endpoint: endpointView(item as WebhookEndpointItem), secret };
}

export async function update(
  workspaceId: string,
  endpointId: string,
  patch: { enabled?: boolean | undefined; events?: WebhookEventType[] | undefined },
): Promise<WebhookEndpointView> {
  const current = await getEndpoint(workspaceId, endpointId);
  // Turning one on again, or changing it, is using webhooks: Enterprise. Turning one off is always allowed.
  if (patch.enabled !== false || patch.events) await requireEnterprise(workspaceId);
  const set = { ...(patch.enabled !== undefined ? { enabled: patch.enabled } : {}), ...(patch.events ? { events: patch.events } : {}) };
  if (Object.keys(set).length === 0) return endpointView(current);
  try {
    const { data } = await db().entities.webhookEndpoint.patch({ userId: workspaceId, endpointId }).set(set).go({ response: 'all_new' });
    return endpointView(data as WebhookEndpointItem);
  } catch (error) {
    if (isConditionFailed(error)) throw new NotFound(NOT_FOUND);
    throw error;
  }
}

export async function remove(workspaceId: string, endpointId: string): Promise<void> {
  try {
    await db().entities.webhookEndpoint.remove({ userId: workspaceId, endpointId }).go();
  } catch (error) {
    if (isConditionFailed(error)) throw new NotFound(NOT_FOUND);
    throw error;
  }
}

/** A new secret for the endpoint, shown once; the old one stops signing at once. */
export async function rollSecret(workspaceId: string, endpointId: string): Promise<{ endpoint: WebhookEndpointView; secret: string }> {
  await getEndpoint(workspaceId, endpointId);
  await requireEnterprise(workspaceId);
  const secret = newSecret();
  try {
    const { data } = await db()
      .entities.webhookEndpoint.patch({ userId: workspaceId, endpointId })
      .set({ secretCipher: await sealEndpointSecret({ userId: workspaceId, endpointId }, secret), secretHint: secret.slice(-4) })
      .go({ response: 'all_new' });
    return { endpoint: endpointView(data as WebhookEndpointItem), secret };
  } catch (error) {
    if (isConditionFailed(error)) throw new NotFound(NOT_FOUND);
    throw error;
  }
}

/** An endpoint that may be sent a test event now. */
export async function enabledEndpoint(workspaceId: string, endpointId: string): Promise<WebhookEndpointItem> {
  const endpoint = await getEndpoint(workspaceId, endpointId);
  await requireEnterprise(workspaceId);
  if (!endpoint.enabled) throw new Conflict(WEBHOOK_MESSAGES.disabled);
  return endpoint;
}
