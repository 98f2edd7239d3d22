import { describe, expect, it } from 'vitest';
import { activeNavHref, navItemsFor } from '../../../web/src/app/shell/nav-items.ts';

describe('sidebar links', () => {
  it('lists the spec links in order, with Content after Projects, then Calendar, Creative studio, Analytics and Campaigns, for a member', () => {
    const texts = navItemsFor('member').map((item) => `${item.text} ${item.href}`);

    expect(texts).toEqual([
      'Dashboard /',
      'AI Assistant /assistant',
      'Community /community',
      'Team /team',
      'Resources /resources',
      'Projects /projects',
      'Content /content',
      'Calendar /calendar',
      'Creative studio /studio',
      'Analytics /analytics',
      'Campaigns /campaigns',
      'Settings /settings',
    ]);
  });

  it('adds Share last only for an owner', () => {
    expect(navItemsFor('owner').at(-1)).toMatchObject({ text: 'Share', href: '/share' });
    expect(navItemsFor('member').some((item) => item.href === '/share')).toBe(false);
    expect(navItemsFor(null).some((item) => item.href === '/share')).toBe(false);
  });

  it('highlights the parent link on a nested page', () => {
    const items = navItemsFor('owner');

    expect(activeNavHref('/projects/p1/tasks/t1', items)).toBe('/projects');
    expect(activeNavHref('/settings', items)).toBe('/settings');
    expect(activeNavHref('/content/item-1', items)).toBe('/content');
    expect(activeNavHref('/calendar', items)).toBe('/calendar');
  });

  it('highlights Dashboard only on / itself', () => {
    const items = navItemsFor('owner');

    expect(activeNavHref('/', items)).toBe('/');
    expect(activeNavHref('/tasks', items)).toBeUndefined();
    expect(activeNavHref('/projectsx', items)).toBeUndefined();
  });
});
