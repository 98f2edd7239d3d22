// A fake Stripe API for tests: the few endpoints Markk calls (Checkout sessions, Billing
// Portal sessions, subscription reads), with subscriptions the test arranges, and every
// request recorded (form-decoded) so tests can assert what Markk asked for.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeSubscription {
  id: string;
  customer: string;
  status: string;
  priceId: string;
  currentPeriodEnd: number;
  cancelAtPeriodEnd?: boolean;
  metadata?: Record<string, string>;
}

export interface FakeStripe {
  url: string;
  requests: { method: string; path: string; form: URLSearchParams }[];
  subscriptions: Map<string, FakeSubscription>;
  close(): Promise<void>;
}

export function subscriptionObject(sub: FakeSubscription) {
  return {
    id: sub.id,
    object: 'subscription',
    customer: sub.customer,
    status: sub.status,
    cancel_at_period_end: sub.cancelAtPeriodEnd ?? false,
    metadata: sub.metadata ?? {},
    items: {
      object: 'list',
      data: [{ id: `si_${sub.id}`, object: 'subscription_item', current_period_end: sub.currentPeriodEnd, price: { id: sub.priceId, object: 'price' } }],
    },
  };
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripe['requests'] = [];
  const subscriptions = new Map<string, FakeSubscription>();
  let counter = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      requests.push({ method: req.method ?? '', path, form: new URLSearchParams(body) });
      const reply = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++counter}` });
        res.end(JSON.stringify(payload));
      };
      if (req.headers.authorization !== 'Bearer sk_test_fake')
        return reply(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = `cs_test_${++counter}`;
        return reply(200, { id, object: 'checkout.session', mode: 'subscription', url: `https://checkout.stripe.test/c/pay/${id}` });
      }
      if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
        return reply(200, { id: `bps_${++counter}`, object: 'billing_portal.session', url: `https://billing.stripe.test/p/session/${counter}` });
      }
      const sub = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && sub) {
        const found = subscriptions.get(decodeURIComponent(sub[1]!));
        return found ? reply(200, subscriptionObject(found)) : reply(404, { error: { type: 'invalid_request_error', message: 'No such subscription' } });
      }
      reply(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    subscriptions,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
