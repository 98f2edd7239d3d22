// The pure entitlement rules: subscription states, chained reward grants, tier choice.
import { describe, expect, it } from 'vitest';
import { computeStatus, rewardPeriods } from '#domain/entitlements';
import { CreateCheckoutBody } from '#contracts/billing';
import { CreateViralInviteBody } from '#contracts/viral-invites';

const DAY = 86_400_000;
const now = new Date('2026-11-22T12:00:00.000Z');
const daysFromNow = (days: number) => new Date(now.getTime() + days * DAY).toISOString();

describe('computeStatus', () => {
  it('no sources → free, not subscribed, no end', () => {
    expect(computeStatus([], [], now)).toEqual({ subscribed: false, subscription_tier: 'free', subscription_end: null, cancel_at_period_end: false });
  });

  it('an active subscription gives its tier until its period end', () => {
    const status = computeStatus([{ tier: 'enterprise', status: 'active', currentPeriodEnd: daysFromNow(10), cancelAtPeriodEnd: false }], [], now);
    expect(status).toEqual({ subscribed: true, subscription_tier: 'enterprise', subscription_end: daysFromNow(10), cancel_at_period_end: false });
  });

  it('a subscription cancelled at period end stays until the end, then the user is free', () => {
    const sub = { tier: 'premium' as const, status: 'active', currentPeriodEnd: daysFromNow(3), cancelAtPeriodEnd: true };
    expect(computeStatus([sub], [], now)).toMatchObject({ subscription_tier: 'premium', cancel_at_period_end: true });
    expect(computeStatus([sub], [], new Date(now.getTime() + 4 * DAY)).subscription_tier).toBe('free');
  });

  it('past_due keeps access until the paid period ends; canceled and incomplete do not', () => {
    const at = (status: string) =>
      computeStatus([{ tier: 'premium', status, currentPeriodEnd: daysFromNow(5), cancelAtPeriodEnd: false }], [], now).subscription_tier;
    expect(at('past_due')).toBe('premium');
    expect(at('trialing')).toBe('premium');
    expect(at('canceled')).toBe('free');
    expect(at('incomplete')).toBe('free');
    expect(at('unpaid')).toBe('free');
  });

  it('a reward grant gives 30 days of premium from when it was granted', () => {
    const status = computeStatus([], [{ tier: 'premium', grantedAt: daysFromNow(-10), days: 30 }], now);
    expect(status).toMatchObject({ subscribed: true, subscription_tier: 'premium', subscription_end: daysFromNow(20) });
    expect(computeStatus([], [{ tier: 'premium', grantedAt: daysFromNow(-31), days: 30 }], now).subscription_tier).toBe('free');
  });

  it('overlapping grants chain: the second starts at the later end date, giving 60 consecutive days', () => {
    const grants = [
      { tier: 'premium' as const, grantedAt: daysFromNow(-5), days: 30 },
      { tier: 'premium' as const, grantedAt: daysFromNow(-2), days: 30 },
    ];
    expect(computeStatus([], grants, now).subscription_end).toBe(daysFromNow(55));
    // On day 40 the first grant alone would be over; the chained second still covers it.
    expect(computeStatus([], grants, new Date(now.getTime() + 40 * DAY)).subscription_tier).toBe('premium');
    expect(computeStatus([], grants, new Date(now.getTime() + 56 * DAY)).subscription_tier).toBe('free');
  });

  it('a grant after an earlier one ended starts at its own grant time', () => {
    const periods = rewardPeriods([
      { tier: 'premium', grantedAt: daysFromNow(-100), days: 30 },
      { tier: 'premium', grantedAt: daysFromNow(-1), days: 30 },
    ]);
    expect(periods.map((p) => new Date(p.start).toISOString())).toEqual([daysFromNow(-100), daysFromNow(-1)]);
  });

  it('the highest tier wins; its end is that source’s end', () => {
    const status = computeStatus(
      [{ tier: 'enterprise', status: 'active', currentPeriodEnd: daysFromNow(7), cancelAtPeriodEnd: false }],
      [{ tier: 'premium', grantedAt: daysFromNow(-1), days: 30 }],
      now,
    );
    expect(status).toMatchObject({ subscription_tier: 'enterprise', subscription_end: daysFromNow(7) });
  });

  it('premium from a subscription and a reward: the later end is shown', () => {
    const status = computeStatus(
      [{ tier: 'premium', status: 'active', currentPeriodEnd: daysFromNow(7), cancelAtPeriodEnd: true }],
      [{ tier: 'premium', grantedAt: daysFromNow(-1), days: 30 }],
      now,
    );
    expect(status.subscription_end).toBe(daysFromNow(29));
  });
});

describe('request contracts', () => {
  it('create-checkout accepts premium and enterprise, refuses anything else with a readable message', () => {
    expect(CreateCheckoutBody.parse({ tier: 'premium' }).tier).toBe('premium');
    expect(CreateCheckoutBody.parse({ tier: 'enterprise' }).tier).toBe('enterprise');
    const bad = CreateCheckoutBody.safeParse({ tier: 'platinum' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toContain('Unknown plan');
    expect(CreateCheckoutBody.safeParse({ tier: 'free' }).success).toBe(false);
    expect(CreateCheckoutBody.safeParse({}).success).toBe(false);
  });

  it('create-viral-invite: the e-mail is optional, lower-cased, and must be valid when given', () => {
    expect(CreateViralInviteBody.parse({}).inviteeEmail).toBeUndefined();
    expect(CreateViralInviteBody.parse({ inviteeEmail: '  ' }).inviteeEmail).toBeUndefined();
    expect(CreateViralInviteBody.parse({ inviteeEmail: 'Pat@Example.com' }).inviteeEmail).toBe('pat@example.com');
    expect(CreateViralInviteBody.safeParse({ inviteeEmail: 'not-an-email' }).success).toBe(false);
  });
});
