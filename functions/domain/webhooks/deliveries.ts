// Webhook deliveries: an event becomes one delivery record per subscribed endpoint (one batch
// write), and one message on the publish queue names them; the publish worker (the queue's
// consumer) POSTs each, signed. A delivery that gets no 2xx is tried again with backoff —
// 1 min, 5 min, 30 min, 2 h, 5 h, 10 h, then at 24 h after its first attempt — through the
// queue's delay (15 minutes or less) or an EventBridge Scheduler one-time schedule
// (`webhook-{deliveryId}`), and marked failed when 24 hours passed. "Redeliver" starts a new
// 24 hours. Each message names the attempt it is for, and the worker takes an attempt with a
// conditional write, so a stale or duplicated message never sends twice. Before taking one, the
// worker queues a watchdog for the next (WATCHDOG_SECONDS later): if the worker stops before the
// attempt is answered and recorded, the watchdog finds it taken and unanswered past the lease
// and makes the next attempt; in every other case it finds nothing to do.
import { db } from '#data/service';
import { isConditionFailed } from '#data/conditions';
import { transactWrite, TransactionCanceled } from '#data/transact';
import type { WebhookDeliveryItem } from '#data/entities/webhook-delivery';
import { Conflict, NotFound } from '#lib/errors';
import { idempotentId } from '#lib/idempotency';
import { sendAt, sendNow, type WebhookMessage } from '#lib/publish-queue';
import { postWebhook } from '#lib/webhook-http';
import { DELIVERIES_LISTED, EVENT_ID_HEADER, SIGNATURE_HEADER, type DeliveryEventType, type WebhookDeliveryView } from '#contracts/webhooks';
import { enabledEndpoint, openEndpointSecret } from './endpoints.ts';
import { deliveryItem, endpointsOf, eventOf, firstAttempts } from './emit.ts';
import { signatureHeader } from './signature.ts';

/** Pauses after the 1st, 2nd, … failed attempt of a round (the last repeats until 24 hours are up). */
export const BACKOFF_SECONDS = [60, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600] as const;
/** How long a round of attempts lasts. */
export const RETRY_WINDOW_MS = 24 * 3600 * 1000;

/** How long a taken attempt may go unanswered before Redeliver or a watchdog sends it again (the POST's timeout is 10 s). */
export const ATTEMPT_LEASE_MS = 60_000;
/** When a watchdog arrives after its attempt was taken: past the lease. */
export const WATCHDOG_SECONDS = 120;

/**
 * An attempt taken (counted, no next one arranged) and still unanswered: `underWay` within the
 * lease, `stalled` past it (its worker stopped); `none` when no attempt is waiting on an answer.
 */
function takenAttempt(delivery: WebhookDeliveryItem, now: Date): 'none' | 'underWay' | 'stalled' {
  if (delivery.status !== 'pending' || delivery.nextAttemptAt || !delivery.lastAttemptAt) return 'none';
  return Date.parse(delivery.lastAttemptAt) > now.getTime() - ATTEMPT_LEASE_MS ? 'underWay' : 'stalled';
}

const NOT_FOUND = 'This delivery was not found: deliveries are kept 30 days. Reload the page.';

/**
 * When the next attempt is due after `roundAttempts` failed attempts of a round that started
 * at `roundStartedAt`; null when the 24 hours are up (the delivery has failed).
 */
export function nextAttemptAt(roundStartedAt: Date, roundAttempts: number, now: Date): Date | null {
  const end = roundStartedAt.getTime() + RETRY_WINDOW_MS;
  if (now.getTime() >= end) return null;
  const pause = BACKOFF_SECONDS[Math.min(roundAttempts, BACKOFF_SECONDS.length) - 1] ?? BACKOFF_SECONDS[0];
  return new Date(Math.min(now.getTime() + pause * 1000, end));
}

/** The retry schedule's name: one per delivery, so a later retry replaces it. */
export const retryScheduleName = (deliveryId: string) => `webhook-${deliveryId}`;

export function deliveryView(item: WebhookDeliveryItem, endpoints: ReadonlyMap<string, string>): WebhookDeliveryView {
  return {
    deliveryId: item.deliveryId,
    endpointId: item.endpointId,
    url: endpoints.get(item.endpointId) ?? '(deleted endpoint)',
    eventId: item.eventId,
    type: item.type as DeliveryEventType,
    createdAt: item.createdAt,
    status: item.status,
    attempts: item.attempts,
    lastStatusCode: item.lastStatusCode ?? null,
    lastError: item.lastError ?? null,
    lastAttemptAt: item.lastAttemptAt ?? null,
    nextAttemptAt: item.status === 'pending' ? (item.nextAttemptAt ?? null) : null,
  };
}

/** "Send test event": a `ping` to one endpoint, once per click (`requestId`). */
export async function ping(workspaceId: string, endpointId: string, requestId: string, now = new Date()): Promise<WebhookDeliveryView> {
  const endpoint = await enabledEndpoint(workspaceId, endpointId);
  const urls = new Map([[endpoint.endpointId, endpoint.url]]);
  const claimId = `webhook-ping-${idempotentId(`${endpointId}:${requestId}`)}`;
  const event = eventOf(workspaceId, 'ping', { endpointId, message: 'A test event from Markk.' }, now);
  const item = deliveryItem(endpoint, event, JSON.stringify(event), now);
  try {
    await transactWrite({
      claim: { Put: db().entities.requestClaim.create({ userId: workspaceId, claimId, itemCreatedAt: item.deliveryId }).params() },
      delivery: { Put: db().entities.webhookDelivery.create(item).params() },
    });
  } catch (error) {
    if (!(error instanceof TransactionCanceled) || !isConditionFailed(error, 'claim')) throw error;
    // The same click, a moment earlier: answer its delivery.
    const { data: claim } = await db().entities.requestClaim.get({ userId: workspaceId, claimId }).go({ consistent: true });
    return deliveryView(await getDelivery(workspaceId, claim!.itemCreatedAt), urls);
  }
  await sendNow(firstAttempts(workspaceId, [item]));
  return deliveryView(item as WebhookDeliveryItem, urls);
}

async function getDelivery(workspaceId: string, deliveryId: string): Promise<WebhookDeliveryItem> {
  const { data } = await db().entities.webhookDelivery.get({ userId: workspaceId, deliveryId }).go({ consistent: true });
  if (!data) throw new NotFound(NOT_FOUND);
  return data;
}

/** The workspace's latest deliveries, newest first (one Query, and one of its endpoints for their addresses). */
export async function list(workspaceId: string): Promise<WebhookDeliveryView[]> {
  const [{ data }, endpoints] = await Promise.all([
    db().entities.webhookDelivery.query.byWorkspace({ userId: workspaceId }).go({ order: 'desc', limit: DELIVERIES_LISTED }),
    endpointsOf(workspaceId),
  ]);
  const urls = new Map(endpoints.map((e) => [e.endpointId, e.url]));
  return data.map((item) => deliveryView(item, urls));
}

/** "Redeliver": the same event (same id and body) sent again now, with a new 24 hours of retries. */
export async function redeliver(workspaceId: string, deliveryId: string, now = new Date()): Promise<WebhookDeliveryView> {
  const delivery = await getDelivery(workspaceId, deliveryId);
  const endpoint = await enabledEndpoint(workspaceId, delivery.endpointId).catch((error: unknown) => {
    if (error instanceof NotFound) throw new Conflict('The endpoint of this delivery was deleted, so it cannot be sent again.');
    throw error;
  });
  const urls = new Map([[endpoint.endpointId, endpoint.url]]);
  // An attempt under way (taken, not yet answered): it is going out already. One taken over a
  // minute ago by a worker that stopped is sent again.
  if (takenAttempt(delivery, now) === 'underWay') return deliveryView(delivery, urls);
  let updated: WebhookDeliveryItem;
  try {
    // On the delivery as read: of two clicks at once, one sends it again; the other answers what that one did.
    const { data } = await db()
      .entities.webhookDelivery.patch({ userId: workspaceId, deliveryId })
      .set({ status: 'pending', roundAttempts: 0, roundStartedAt: now.toISOString(), nextAttemptAt: now.toISOString() })
      .where(({ attempts, status }, { eq }) => `${eq(attempts, delivery.attempts)} AND ${eq(status, delivery.status)}`)
      .go({ response: 'all_new' });
    updated = data as WebhookDeliveryItem;
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    return deliveryView(await getDelivery(workspaceId, deliveryId), urls);
  }
  // A retry already queued for the same attempt is the same attempt: only one of them sends.
  await sendNow({ kind: 'webhook', workspaceId, deliveries: [{ deliveryId, attempt: updated.attempts + 1 }] });
  return deliveryView(updated, urls);
}

export type AttemptOutcome = 'delivered' | 'retrying' | 'failed' | 'skipped';

/**
 * The worker's side: makes attempt `attempt` of the delivery, unless it is not the one due (a
 * stale or duplicated message, or a watchdog whose attempt before was answered or is still
 * under way), then records the answer and arranges the next attempt.
 */
export async function attempt(
  workspaceId: string,
  deliveryId: string,
  attemptNo: number,
  now: () => Date = () => new Date(),
  options: { watchdog?: boolean } = {},
): Promise<AttemptOutcome> {
  const { data: delivery } = await db().entities.webhookDelivery.get({ userId: workspaceId, deliveryId }).go({ consistent: true });
  if (!delivery || delivery.status !== 'pending' || delivery.attempts + 1 !== attemptNo) return 'skipped';
  if (options.watchdog && takenAttempt(delivery, now()) !== 'stalled') return 'skipped';
  const key = { userId: workspaceId, deliveryId };
  const { data: endpoint } = await db().entities.webhookEndpoint.get({ userId: workspaceId, endpointId: delivery.endpointId }).go();
  if (!endpoint || !endpoint.enabled) {
    await db()
      .entities.webhookDelivery.patch(key)
      .set({ status: 'failed', lastError: endpoint ? 'The endpoint was turned off.' : 'The endpoint was deleted.' })
      .remove(['nextAttemptAt'])
      .go();
    return 'failed';
  }
  // The watchdog first: a worker that stops after taking the attempt leaves it to the next one.
  await sendNow({ kind: 'webhook', workspaceId, deliveries: [{ deliveryId, attempt: attemptNo + 1, watchdog: true }] }, WATCHDOG_SECONDS);
  const startedAt = now();
  try {
    // Taking the attempt: of two messages for it, one goes on.
    await db()
      .entities.webhookDelivery.patch(key)
      .set({ attempts: attemptNo, lastAttemptAt: startedAt.toISOString() })
      .add({ roundAttempts: 1 })
      .remove(['nextAttemptAt'])
      .where(({ attempts, status }, { eq }) => `${eq(attempts, attemptNo - 1)} AND ${eq(status, 'pending')}`)
      .go();
  } catch (error) {
    if (isConditionFailed(error)) return 'skipped';
    throw error;
  }
  const secret = await openEndpointSecret(endpoint);
  const result = await postWebhook(endpoint.url, delivery.payload, {
    [SIGNATURE_HEADER]: signatureHeader(secret, delivery.payload, startedAt),
    [EVENT_ID_HEADER]: delivery.eventId,
  });
  const answered = now();
  const ok = result.status !== null && result.status >= 200 && result.status < 300;
  const answer = {
    ...(result.status !== null ? { lastStatusCode: result.status } : {}),
    ...(ok ? {} : { lastError: result.error ?? `The endpoint answered ${result.status}.` }),
  };
  const drop: ('lastStatusCode' | 'lastError' | 'nextAttemptAt')[] = [
    ...(result.status === null ? (['lastStatusCode'] as const) : []),
    ...(ok ? (['lastError'] as const) : []),
  ];
  if (ok) {
    await db()
      .entities.webhookDelivery.patch(key)
      .set({ status: 'delivered', ...answer })
      .remove([...drop, 'nextAttemptAt'])
      .go();
    return 'delivered';
  }
  const next = result.refused ? null : nextAttemptAt(new Date(delivery.roundStartedAt ?? delivery.createdAt), (delivery.roundAttempts ?? 0) + 1, answered);
  if (!next) {
    await db()
      .entities.webhookDelivery.patch(key)
      .set({ status: 'failed', ...answer })
      .remove([...drop, 'nextAttemptAt'])
      .go();
    return 'failed';
  }
  // The next attempt is arranged before it is recorded: a failure in between leaves a message that still sends it.
  await sendAt({ kind: 'webhook', workspaceId, deliveries: [{ deliveryId, attempt: attemptNo + 1 }] }, retryScheduleName(deliveryId), next, answered);
  const patch = db()
    .entities.webhookDelivery.patch(key)
    .set({ nextAttemptAt: next.toISOString(), ...answer });
  await (drop.length > 0 ? patch.remove(drop) : patch).go();
  return 'retrying';
}

/** The worker's handling of one queue message: each delivery it names, one after the other. */
export async function handleMessage(message: WebhookMessage): Promise<AttemptOutcome[]> {
  const outcomes: AttemptOutcome[] = [];
  for (const d of message.deliveries) outcomes.push(await attempt(message.workspaceId, d.deliveryId, d.attempt, undefined, { watchdog: d.watchdog === true }));
  return outcomes;
}
