// Pure rules of the pricing page, the invite panel and the viral signup form.
import { describe, expect, it } from 'vitest';
import { cardAction, currentPlanText, priceText } from '../../../web/src/lib/pricing-model.ts';
import { STATUS_BADGE } from '../../../web/src/components/invite-panel/invite-format.ts';
import { formatDate as formatInviteDate } from '../../../web/src/lib/format.ts';
import { viralSignupErrors } from '../../../web/src/pages/invite/viral-signup-validation.ts';

describe('pricing card buttons', () => {
  it('signed out: paid plans read "Sign up to get started"', () => {
    expect(cardAction('premium', null)).toEqual({ kind: 'signUp', label: 'Sign up to get started' });
    expect(cardAction('enterprise', null).label).toBe('Sign up to get started');
  });

  it('the current plan is Active; free reads "Downgrade" for a paid user', () => {
    expect(cardAction('free', 'free')).toEqual({ kind: 'active', label: 'Active' });
    expect(cardAction('premium', 'premium').kind).toBe('active');
    expect(cardAction('free', 'premium')).toEqual({ kind: 'downgrade', label: 'Downgrade' });
    expect(cardAction('free', 'enterprise').label).toBe('Downgrade');
  });

  it('other paid plans check out: Subscribe from free, Upgrade from premium', () => {
    expect(cardAction('premium', 'free')).toEqual({ kind: 'checkout', label: 'Subscribe' });
    expect(cardAction('enterprise', 'premium')).toEqual({ kind: 'checkout', label: 'Upgrade' });
  });

  it('prices read as the spec gives them', () => {
    expect([priceText('free'), priceText('premium'), priceText('enterprise')]).toEqual(['Free', '£29/month', '£249/month']);
  });

  it('the current plan badge names the plan and the renewal or end date', () => {
    expect(currentPlanText({ subscribed: false, subscription_tier: 'free', subscription_end: null, cancel_at_period_end: false })).toBe('Current plan: Growth');
    const end = new Date(2026, 11, 22, 12).toISOString();
    expect(currentPlanText({ subscribed: true, subscription_tier: 'premium', subscription_end: end, cancel_at_period_end: false })).toBe(
      'Current plan: Premium · Renews Dec 22, 2026',
    );
    expect(currentPlanText({ subscribed: true, subscription_tier: 'enterprise', subscription_end: end, cancel_at_period_end: true })).toBe(
      'Current plan: Enterprise · Ends Dec 22, 2026',
    );
  });
});

describe('invite panel formatting', () => {
  it('dates read "MMM d, yyyy"', () => {
    expect(formatInviteDate(new Date(2026, 0, 5, 9).toISOString())).toBe('Jan 5, 2026');
    expect(formatInviteDate('not a date')).toBe('');
  });

  it('status badges map as the spec says', () => {
    expect(Object.fromEntries(Object.entries(STATUS_BADGE).map(([k, v]) => [k, v.variant]))).toEqual({
      pending: 'secondary',
      accepted: 'default',
      expired: 'destructive',
      revoked: 'outline',
    });
  });
});

describe('viral signup validation', () => {
  it('full name, email and password are required; the password has at least 6 characters', () => {
    expect(viralSignupErrors({ fullName: '', email: '', password: '' })).toEqual({
      fullName: 'Full name is required.',
      email: 'Email is required.',
      password: 'Password is required.',
    });
    expect(viralSignupErrors({ fullName: 'Pat', email: 'p@example.com', password: '12345' })).toEqual({
      password: 'Password must be at least 6 characters long.',
    });
    expect(viralSignupErrors({ fullName: 'Pat', email: 'p@example.com', password: '123456' })).toEqual({});
  });
});
