import { describe, expect, it } from 'vitest';
import { postSignInRoute } from '../../../web/src/app/auth/post-sign-in.ts';
import { ROUTE_PATHS, onboardingRedirect } from '../../../web/src/app/routing/route-paths.ts';
import { documentTitle } from '../../../web/src/app/routing/titles.ts';
import { settingsTabFrom } from '../../../web/src/pages/settings/settings-tabs.ts';

describe('route table', () => {
  it('has every route of the spec route list', () => {
    expect(Object.values(ROUTE_PATHS).sort()).toEqual(
      [
        '/',
        '/assistant',
        '/community',
        '/resources',
        '/tasks',
        '/projects',
        '/projects/:projectId',
        '/projects/:projectId/tasks/:taskId',
        '/team',
        '/team-invite/:token',
        '/invite/:token',
        '/share',
        '/onboarding',
        '/settings',
        '/pricing',
        '/auth',
      ].sort(),
    );
  });

  it('titles pages "<Title> — Markk"', () => {
    expect(documentTitle('Marketing Dashboard')).toBe('Marketing Dashboard — Markk');
    expect(documentTitle('Share')).toBe('Share — Markk');
    expect(documentTitle()).toBe('Markk');
  });
});

describe('onboarding gate', () => {
  it('sends a user who has not finished onboarding from / to /onboarding', () => {
    expect(onboardingRedirect('/', { onboardingCompletedAt: null })).toBe('/onboarding');
  });

  it('leaves other pages reachable before onboarding is finished', () => {
    expect(onboardingRedirect('/settings', { onboardingCompletedAt: null })).toBeNull();
  });

  it('shows the dashboard once onboarding is finished', () => {
    expect(onboardingRedirect('/', { onboardingCompletedAt: '2026-11-21T10:00:00.000Z' })).toBeNull();
  });
});

describe('after sign-in', () => {
  it('goes to the dashboard when onboarding is complete', () => {
    expect(postSignInRoute({ onboardingCompletedAt: '2026-11-21T10:00:00.000Z' })).toEqual({
      path: '/',
      toast: { title: 'Welcome back!', description: 'Redirecting to dashboard...', variant: 'success' },
    });
  });

  it('goes to onboarding when it is not', () => {
    expect(postSignInRoute({ onboardingCompletedAt: null })).toEqual({
      path: '/onboarding',
      toast: { title: 'Welcome back!', description: 'Redirecting to onboarding...', variant: 'success' },
    });
  });
});

describe('settings tab address', () => {
  it('opens the tab named by ?tab=', () => {
    expect(settingsTabFrom('account')).toBe('account');
    expect(settingsTabFrom('ai')).toBe('ai');
    expect(settingsTabFrom('connections')).toBe('connections');
  });

  it('falls back to Brand for a missing or unknown tab', () => {
    expect(settingsTabFrom(null)).toBe('brand');
    expect(settingsTabFrom('billing')).toBe('brand');
  });
});
