// Webhooks (issue 30, Enterprise): per workspace, an integrator registers URLs that Markk POSTs
// signed JSON events to — a post published or failed, a client's approval decision, a bulk run
// finished, and `ping` from "Send test event". Each delivery is listed with its attempts and
// the last answer, retried with backoff for 24 hours, and can be sent again by hand.
import * as z from 'zod';
import { endpoint } from './endpoint.ts';

/** What an endpoint may subscribe to. `ping` is sent only by "Send test event". */
export const WEBHOOK_EVENTS = ['post.published', 'post.failed', 'approval.decided', 'bulk.finished'] as const;
export const WebhookEventType = z.enum(WEBHOOK_EVENTS);
export type WebhookEventType = z.infer<typeof WebhookEventType>;
/** Every event type a delivery can carry. */
export const DeliveryEventType = z.enum([...WEBHOOK_EVENTS, 'ping']);
export type DeliveryEventType = z.infer<typeof DeliveryEventType>;

/** The request headers of a delivery. */
export const SIGNATURE_HEADER = 'Markk-Signature';
export const EVENT_ID_HEADER = 'Markk-Event-Id';

export const WEBHOOK_URL_MAX = 500;
/** Endpoints one workspace may register. */
export const WEBHOOK_ENDPOINTS_MAX = 10;
/** Deliveries the tab lists (newest first). */
export const DELIVERIES_LISTED = 50;

export const WEBHOOK_MESSAGES = {
  plan: 'Webhooks come with Enterprise (API access). Upgrade to Enterprise to send Markk’s events to your own systems.',
  https: 'Enter an https:// address: Markk sends events only over HTTPS.',
  url: 'Enter a full address, such as https://hooks.example.com/markk.',
  privateAddress: (host: string) =>
    `${host} is a private, local or cloud metadata address, which Markk never sends events to. Enter an address on the public internet.`,
  unresolved: (host: string) => `${host} could not be found. Check the address and try again.`,
  noEvents: 'Choose at least one event.',
  tooMany: `A workspace can have up to ${WEBHOOK_ENDPOINTS_MAX} webhook endpoints. Delete one first.`,
  disabled: 'This endpoint is turned off. Turn it on to send it events.',
} as const;

export const WebhookUrl = z
  .string({ error: WEBHOOK_MESSAGES.url })
  .trim()
  .min(1, WEBHOOK_MESSAGES.url)
  .max(WEBHOOK_URL_MAX, `The address can be up to ${WEBHOOK_URL_MAX} characters.`);

const Events = z
  .array(WebhookEventType, { error: WEBHOOK_MESSAGES.noEvents })
  .min(1, WEBHOOK_MESSAGES.noEvents)
  .max(WEBHOOK_EVENTS.length)
  .transform((events) => WEBHOOK_EVENTS.filter((e) => events.includes(e)));

/** `whe_` and 24 hex (the form is checked, the prefix is not: an unknown id is simply not found). */
export const EndpointId = z.string().regex(/^[a-z]{3}_[a-f0-9]{24}$/, 'That is not a webhook endpoint id.');
/** `whd_`, the creation time in base 36 (9) and 12 hex. */
export const DeliveryId = z.string().regex(/^[a-z]{3}_[a-z0-9]{21}$/, 'That is not a webhook delivery id.');
export const EndpointParams = z.object({ endpointId: EndpointId });
export const DeliveryParams = z.object({ deliveryId: DeliveryId });

/** "Send test event": the click's id, so a double click sends one ping. */
export const TestWebhookBody = z.object({ requestId: z.uuid({ error: 'requestId must be a UUID.' }) });

export const CreateWebhookBody = z.object({
  /** The click's id: a double click registers one endpoint. */
  requestId: z.uuid({ error: 'requestId must be a UUID.' }),
  url: WebhookUrl,
  events: Events,
});
export type CreateWebhookBody = z.input<typeof CreateWebhookBody>;

export const UpdateWebhookBody = z.object({
  enabled: z.boolean({ error: 'enabled must be true or false.' }).optional(),
  events: Events.optional(),
});

export const WebhookEndpointView = z.object({
  endpointId: z.string(),
  url: z.string(),
  events: z.array(WebhookEventType),
  enabled: z.boolean(),
  /** The secret's last 4 characters, to tell secrets apart (never the secret). */
  secretHint: z.string(),
  createdAt: z.string(),
});
export type WebhookEndpointView = z.infer<typeof WebhookEndpointView>;

export const WebhookList = z.object({
  /** The workspace's plan includes webhooks (Enterprise). */
  available: z.boolean(),
  endpoints: z.array(WebhookEndpointView),
});

/** Shown once: on creation and when the secret is rolled. */
export const WebhookSecretAnswer = z.object({ endpoint: WebhookEndpointView, secret: z.string() });

/**
 * - `pending`: waiting for its first or next attempt;
 * - `delivered`: the endpoint answered 2xx;
 * - `failed`: no 2xx within 24 hours (or the address is no longer allowed).
 */
export const DeliveryStatus = z.enum(['pending', 'delivered', 'failed']);
export type DeliveryStatus = z.infer<typeof DeliveryStatus>;

export const WebhookDeliveryView = z.object({
  deliveryId: z.string(),
  endpointId: z.string(),
  url: z.string(),
  /** The event's id (Markk-Event-Id): the same for every endpoint and every attempt. */
  eventId: z.string(),
  type: DeliveryEventType,
  createdAt: z.string(),
  status: DeliveryStatus,
  attempts: z.number().int(),
  /** The last answer's HTTP status; null before one, or when there was none (timeout, refused). */
  lastStatusCode: z.number().int().nullable(),
  /** Why the last attempt failed, in plain words. */
  lastError: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  /** When it is tried again (pending only). */
  nextAttemptAt: z.string().nullable(),
});
export type WebhookDeliveryView = z.infer<typeof WebhookDeliveryView>;

export const WebhookDeliveries = z.object({ deliveries: z.array(WebhookDeliveryView) });
export const DeliveryAnswer = z.object({ delivery: WebhookDeliveryView });

export const webhookEndpoints = {
  list: endpoint({ name: 'ListWebhooks', area: 'webhooks', method: 'GET', path: '/webhooks', access: 'owner', workspace: 'manage', response: WebhookList }),
  create: endpoint({
    name: 'CreateWebhook',
    area: 'webhooks',
    method: 'POST',
    path: '/webhooks',
    access: 'owner',
    workspace: 'manage',
    body: CreateWebhookBody,
    response: WebhookSecretAnswer,
    status: 201,
  }),
  update: endpoint({
    name: 'UpdateWebhook',
    area: 'webhooks',
    method: 'PATCH',
    path: '/webhooks/{endpointId}',
    access: 'owner',
    workspace: 'manage',
    params: EndpointParams,
    body: UpdateWebhookBody,
    response: WebhookEndpointView,
  }),
  remove: endpoint({
    name: 'DeleteWebhook',
    area: 'webhooks',
    method: 'DELETE',
    path: '/webhooks/{endpointId}',
    access: 'owner',
    workspace: 'manage',
    params: EndpointParams,
    response: z.undefined(),
    status: 204,
  }),
  rollSecret: endpoint({
    name: 'RollWebhookSecret',
    area: 'webhooks',
    method: 'POST',
    path: '/webhooks/{endpointId}/secret',
    access: 'owner',
    workspace: 'manage',
    params: EndpointParams,
    response: WebhookSecretAnswer,
  }),
  test: endpoint({
    name: 'SendWebhookTest',
    area: 'webhooks',
    method: 'POST',
    path: '/webhooks/{endpointId}/test',
    access: 'owner',
    workspace: 'manage',
    params: EndpointParams,
    body: TestWebhookBody,
    response: DeliveryAnswer,
    status: 202,
  }),
  deliveries: endpoint({
    name: 'ListWebhookDeliveries',
    area: 'webhooks',
    method: 'GET',
    path: '/webhooks/deliveries',
    access: 'owner',
    workspace: 'manage',
    response: WebhookDeliveries,
  }),
  redeliver: endpoint({
    name: 'RedeliverWebhook',
    area: 'webhooks',
    method: 'POST',
    path: '/webhooks/deliveries/{deliveryId}/redeliver',
    access: 'owner',
    workspace: 'manage',
    params: DeliveryParams,
    response: DeliveryAnswer,
    status: 202,
  }),
};
