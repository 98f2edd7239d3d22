// Billing against the real local stack: check-subscription, the local provider (checkout →
// Premium, portal cancel → free at period end), create-checkout validation, and the Stripe
// provider + webhook against a fake Stripe API (signature, idempotency, event order).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import type { Context } from 'aws-lambda';
import { db } from '#data/service';
import * as Billing from '#domain/billing';
import * as Entitlements from '#domain/entitlements';
import * as LibrarySlots from '#domain/library-slots';
import { resetBilling } from '#lib/billing/index';
import { resetConfig } from '#lib/config';
import type { ApiEvent } from '#lib/http';
import { handler as webhook } from '../../functions/api/billing/stripe-webhook.ts';
import { billingEndpoints as billing, WebhookReceipt } from '#contracts/billing';
import { ErrorBody } from '#contracts/common';
import { api, callApi, callOk, newUser, stackUrl } from '../support/users.ts';
import { userIdOf } from '../support/seed.ts';
import { startFakeStripe, subscriptionObject, type FakeStripe } from '../support/fake-stripe.ts';

const DAY = 86_400_000;

/** What an attacker's own request can claim about where the app lives. */
const EVIL = { origin: 'https://evil.example', referer: 'https://evil.example/pricing', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

describe('check-subscription and the local billing provider', () => {
  it('a new user is on the free plan', async () => {
    const user = await newUser();
    expect(await callOk(billing.checkSubscription, { token: user.accessToken })).toEqual({
      subscribed: false,
      subscription_tier: 'free',
      subscription_end: null,
      cancel_at_period_end: false,
    });
  });

  it('create-checkout opens the local checkout page; Pay grants the plan; the portal cancels it at period end', async () => {
    const user = await newUser();
    const token = user.accessToken;
    const checkout = await callApi(billing.createCheckout, { token, body: { tier: 'premium' } });
    expect(checkout).toEqual({ ok: true, status: 200, body: { url: `${stackUrl()}/billing/checkout?tier=premium` } });

    const paid = await callApi(billing.localPay, { token, body: { tier: 'premium' } });
    expect(paid.status).toBe(200);
    const status = await callOk(billing.checkSubscription, { token });
    expect(status).toMatchObject({ subscribed: true, subscription_tier: 'premium', cancel_at_period_end: false });
    const end = Date.parse(String(status.subscription_end));
    expect(end - Date.now()).toBeGreaterThan(29 * DAY);

    expect(await callOk(billing.customerPortal, { token })).toEqual({ url: `${stackUrl()}/billing/portal` });
    expect(await callOk(billing.localSubscription, { token })).toMatchObject({ subscription: { tier: 'premium', cancelAtPeriodEnd: false } });
    const cancelled = await callOk(billing.localCancel, { token });
    expect(cancelled).toMatchObject({ subscription_tier: 'premium', cancel_at_period_end: true });

    const userId = await userIdOf(user);
    expect((await Entitlements.statusOf(userId, new Date(end - 1000))).subscription_tier).toBe('premium');
    expect((await Entitlements.statusOf(userId, new Date(end + 1000))).subscription_tier).toBe('free');
    expect((await callApi(billing.localCancel, { token: (await newUser()).accessToken })).status).toBe(409);
  });

  it('paying for Enterprise upgrades the same subscription', async () => {
    const user = await newUser();
    await callOk(billing.localPay, { token: user.accessToken, body: { tier: 'premium' } });
    await callOk(billing.localPay, { token: user.accessToken, body: { tier: 'enterprise' } });
    expect(await callOk(billing.checkSubscription, { token: user.accessToken })).toMatchObject({ subscription_tier: 'enterprise' });
  });

  it("checkout and portal links lead to the stack's own URL, whatever Origin, Referer or forwarded host the request claims", async () => {
    const user = await newUser();
    const checkout = await callApi(billing.createCheckout, { token: user.accessToken, body: { tier: 'enterprise' }, headers: EVIL });
    expect(checkout).toEqual({ ok: true, status: 200, body: { url: `${stackUrl()}/billing/checkout?tier=enterprise` } });
    const portal = await callApi(billing.customerPortal, { token: user.accessToken, headers: EVIL });
    expect(portal).toEqual({ ok: true, status: 200, body: { url: `${stackUrl()}/billing/portal` } });
  });

  it('checkout for an unknown tier is a 400; signed out is a 401', async () => {
    const user = await newUser();
    // Tiers outside the contract's list: raw requests, since its type cannot express them.
    const post = (path: string, body: unknown) => api(path, { token: user.accessToken, method: 'POST', body: JSON.stringify(body) });
    const res = await post('/billing/checkout', { tier: 'platinum' });
    expect(res).toEqual({ status: 400, body: { message: 'Unknown plan. Choose premium or enterprise.' } });
    expect((await post('/billing/checkout', { tier: 'free' })).status).toBe(400);
    expect((await post('/billing/local/pay', { tier: 'gold' })).status).toBe(400);
    expect((await callApi(billing.createCheckout, { body: { tier: 'premium' } })).status).toBe(401);
    expect((await callApi(billing.checkSubscription)).status).toBe(401);
  });

  it('without Stripe configured, the webhook route answers 404 and changes nothing', async () => {
    // An unsigned event: raw, as an attacker would send it.
    const res = await api('/billing/stripe-webhook', { method: 'POST', body: JSON.stringify({ id: 'evt_x', type: 'checkout.session.completed' }) });
    expect(res.status).toBe(404);
  });
});

describe('the Stripe provider and webhook (fake Stripe API)', () => {
  const secret = 'whsec_test_secret';
  const saved: Record<string, string | undefined> = {};
  const keys = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_URL', 'STRIPE_PRICE_PREMIUM', 'STRIPE_PRICE_ENTERPRISE', 'APP_URL'] as const;
  let fake: FakeStripe;
  const signer = new Stripe('sk_test_fake');

  beforeAll(async () => {
    fake = await startFakeStripe();
    for (const key of keys) saved[key] = process.env[key];
    Object.assign(process.env, {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: secret,
      STRIPE_API_URL: fake.url,
      STRIPE_PRICE_PREMIUM: 'price_premium',
      STRIPE_PRICE_ENTERPRISE: 'price_enterprise',
      APP_URL: 'https://app.markk.test',
    });
    resetConfig();
    resetBilling();
  });
  afterAll(async () => {
    for (const key of keys) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
    resetConfig();
    resetBilling();
    await fake.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
  });

  const deliver = async (event: { id: string; type: string; created: number; data: { object: unknown } }, signature?: string) => {
    const payload = JSON.stringify({ object: 'event', api_version: Stripe.API_VERSION, livemode: false, ...event });
    const header = signature ?? signer.webhooks.generateTestHeaderString({ payload, secret });
    const result = await webhook(
      {
        body: payload,
        isBase64Encoded: false,
        headers: { 'stripe-signature': header },
        rawPath: '/billing/stripe-webhook',
        requestContext: {},
      } as unknown as ApiEvent,
      { awsRequestId: 'test' } as Context,
    );
    const status = Number(result.statusCode);
    const answer: unknown = result.body ? JSON.parse(result.body) : undefined;
    // Parsed as the contract declares it: the receipt on success, `{ message }` otherwise.
    return { status, body: status === 200 ? WebhookReceipt.parse(answer) : ErrorBody.parse(answer) };
  };
  const entitlementsOf = async (userId: string) => (await db().entities.entitlement.query.byUser({ userId }).go()).data;
  const nowSeconds = () => Math.floor(Date.now() / 1000);

  it('create-checkout makes a subscription Checkout session for the price, tied to the user', async () => {
    const userId = await userIdOf(await newUser());
    const { url } = await Billing.createCheckout({ userId, email: 'buyer@example.com' }, 'enterprise');
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const form = fake.requests.find((r) => r.path === '/v1/checkout/sessions')!.form;
    expect(form.get('mode')).toBe('subscription');
    expect(form.get('line_items[0][price]')).toBe('price_enterprise');
    expect(form.get('client_reference_id')).toBe(userId);
    expect(form.get('subscription_data[metadata][userId]')).toBe(userId);
    expect(form.get('customer_email')).toBe('buyer@example.com');
    expect(form.get('success_url')).toBe('https://app.markk.test/pricing?checkout=success');
  });

  it('a webhook with a bad signature is a 400 and changes nothing', async () => {
    const userId = await userIdOf(await newUser());
    fake.subscriptions.set('sub_bad', {
      id: 'sub_bad',
      customer: 'cus_bad',
      status: 'active',
      priceId: 'price_premium',
      currentPeriodEnd: nowSeconds() + 30 * 86400,
      metadata: { userId },
    });
    const event = {
      id: 'evt_bad_sig',
      type: 'checkout.session.completed',
      created: nowSeconds(),
      data: { object: { object: 'checkout.session', mode: 'subscription', client_reference_id: userId, customer: 'cus_bad', subscription: 'sub_bad' } },
    };
    const forged = signer.webhooks.generateTestHeaderString({ payload: JSON.stringify(event), secret: 'whsec_wrong' });
    expect((await deliver(event, forged)).status).toBe(400);
    expect((await deliver(event, 'nonsense')).status).toBe(400);
    expect(await entitlementsOf(userId)).toEqual([]);
    expect((await db().entities.stripeEvent.get({ eventId: 'evt_bad_sig' }).go()).data).toBeNull();
    expect(fake.requests).toEqual([]);
  });

  it('checkout completed → Premium; the same event again changes nothing; the portal opens for the customer', async () => {
    const userId = await userIdOf(await newUser());
    const end = nowSeconds() + 30 * 86400;
    fake.subscriptions.set('sub_1', {
      id: 'sub_1',
      customer: 'cus_1',
      status: 'active',
      priceId: 'price_premium',
      currentPeriodEnd: end,
      metadata: { userId },
    });
    const event = {
      id: 'evt_checkout_1',
      type: 'checkout.session.completed',
      created: nowSeconds(),
      data: { object: { object: 'checkout.session', mode: 'subscription', client_reference_id: userId, customer: 'cus_1', subscription: 'sub_1' } },
    };

    expect(await deliver(event)).toEqual({ status: 200, body: { received: true, outcome: 'applied' } });
    expect(await Entitlements.statusOf(userId)).toEqual({
      subscribed: true,
      subscription_tier: 'premium',
      subscription_end: new Date(end * 1000).toISOString(),
      cancel_at_period_end: false,
    });

    fake.subscriptions.set('sub_1', { ...fake.subscriptions.get('sub_1')!, status: 'canceled' });
    expect(await deliver(event)).toEqual({ status: 200, body: { received: true, outcome: 'duplicate' } });
    expect((await Entitlements.statusOf(userId)).subscription_tier).toBe('premium');

    const portal = await Billing.createPortal(userId);
    expect(portal.url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    expect(fake.requests.find((r) => r.path === '/v1/billing_portal/sessions')!.form.get('customer')).toBe('cus_1');
  });

  it('subscription updated and deleted follow Stripe; an older event arriving late is ignored', async () => {
    const userId = await userIdOf(await newUser());
    const end = nowSeconds() + 20 * 86400;
    const sub = { id: 'sub_2', customer: 'cus_2', status: 'active', priceId: 'price_enterprise', currentPeriodEnd: end, metadata: { userId } };
    const t = nowSeconds();
    await deliver({ id: 'evt_upd_1', type: 'customer.subscription.updated', created: t, data: { object: subscriptionObject(sub) } });
    expect((await Entitlements.statusOf(userId)).subscription_tier).toBe('enterprise');

    await deliver({
      id: 'evt_upd_2',
      type: 'customer.subscription.updated',
      created: t + 10,
      data: { object: subscriptionObject({ ...sub, cancelAtPeriodEnd: true }) },
    });
    expect(await Entitlements.statusOf(userId)).toMatchObject({ subscription_tier: 'enterprise', cancel_at_period_end: true });

    const late = await deliver({
      id: 'evt_upd_0',
      type: 'customer.subscription.updated',
      created: t - 10,
      data: { object: subscriptionObject({ ...sub, priceId: 'price_premium' }) },
    });
    expect(late.body).toEqual({ received: true, outcome: 'stale' });
    expect(await Entitlements.statusOf(userId)).toMatchObject({ subscription_tier: 'enterprise', cancel_at_period_end: true });

    await deliver({
      id: 'evt_del',
      type: 'customer.subscription.deleted',
      created: t + 20,
      data: { object: subscriptionObject({ ...sub, status: 'canceled' }) },
    });
    expect((await Entitlements.statusOf(userId)).subscription_tier).toBe('free');
  });

  it('invoice payment failed: past_due keeps access until the period ends, and the user is told', async () => {
    const userId = await userIdOf(await newUser());
    const end = nowSeconds() + 5 * 86400;
    fake.subscriptions.set('sub_3', {
      id: 'sub_3',
      customer: 'cus_3',
      status: 'past_due',
      priceId: 'price_premium',
      currentPeriodEnd: end,
      metadata: { userId },
    });
    const res = await deliver({
      id: 'evt_inv_1',
      type: 'invoice.payment_failed',
      created: nowSeconds(),
      data: { object: { object: 'invoice', customer: 'cus_3', parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_3' } } } },
    });
    expect(res.body).toEqual({ received: true, outcome: 'applied' });
    const [stored] = await entitlementsOf(userId);
    expect(stored).toMatchObject({ source: 'stripe', status: 'past_due' });
    expect((await Entitlements.statusOf(userId)).subscription_tier).toBe('premium');
    expect((await Entitlements.statusOf(userId, new Date((end + 60) * 1000))).subscription_tier).toBe('free');
    const { data: notes } = await db().entities.notification.query.byUser({ userId }).go();
    expect(notes.map((n) => n.title)).toContain('Payment failed');
  });

  it('events Markk does not handle are acknowledged and ignored', async () => {
    const res = await deliver({ id: 'evt_other', type: 'customer.created', created: nowSeconds(), data: { object: { object: 'customer', id: 'cus_x' } } });
    expect(res).toEqual({ status: 200, body: { received: true, outcome: 'ignored' } });
  });
});

describe('plan limits', () => {
  it('Growth: 20 AI credits a month, then a 402 with the upgrade message; next month starts again', async () => {
    const userId = await userIdOf(await newUser());
    const now = new Date('2026-03-15T10:00:00.000Z');
    for (let i = 1; i <= 20; i++) expect((await Entitlements.consumeAiCredits(userId, 1, now)).used).toBe(i);
    await expect(Entitlements.consumeAiCredits(userId, 1, now)).rejects.toMatchObject({ status: 402, message: expect.stringContaining('Upgrade to Premium') });
    expect(await Entitlements.aiCredits(userId, now)).toEqual({ used: 20, limit: 20 });
    expect((await Entitlements.consumeAiCredits(userId, 1, new Date('2026-04-01T00:00:00.000Z'))).used).toBe(1);
  });

  it('the last credit cannot be spent twice by concurrent requests', async () => {
    const userId = await userIdOf(await newUser());
    const now = new Date('2026-05-10T10:00:00.000Z');
    await Entitlements.consumeAiCredits(userId, 19, now);
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => Entitlements.consumeAiCredits(userId, 1, now)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await Entitlements.aiCredits(userId, now)).used).toBe(20);
  });

  it('Premium is unlimited; the content library and community limits follow the tier', async () => {
    const user = await newUser();
    const userId = await userIdOf(user);
    await expect(LibrarySlots.libraryCounterAction(userId, { post: 21 })).rejects.toMatchObject({ status: 402 });
    await expect(LibrarySlots.libraryCounterAction(userId, { post: 9 })).resolves.toHaveProperty('Update');
    await expect(Entitlements.assertCanWriteCommunity(userId)).rejects.toMatchObject({ status: 402 });

    await callOk(billing.localPay, { token: user.accessToken, body: { tier: 'premium' } });
    for (let i = 0; i < 25; i++) await Entitlements.consumeAiCredits(userId);
    expect((await Entitlements.aiCredits(userId)).limit).toBeNull();
    await db().entities.userStats.update({ userId }).set({ libraryAssets: 500, draftsCounted: true }).go();
    await expect(LibrarySlots.libraryCounterAction(userId, { post: 9 })).resolves.toHaveProperty('Update');
    await expect(Entitlements.assertCanWriteCommunity(userId)).resolves.toBeUndefined();
  });
});
