// Links into Markk come from the typed path helpers: each one lands on its own route with its
// parameters intact, whatever characters an id holds.
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../web/src/app/routing/paths.ts';
import { ROUTE_PATHS } from '../../../web/src/app/routing/route-paths.ts';
import { SHELL_ROUTES, SIDEBAR_ROUTES, dashboardRoute } from '../../../web/src/app/routing/routes.ts';

/** The parameters react-router hands the page when the browser opens `href` (it decodes the path first, as the router does). */
const paramsOn = (pattern: string, href: string) => matchRoutes([{ path: pattern }], href)?.[0]?.params;

describe('path helpers', () => {
  it('build the routes of the spec route list', () => {
    expect(paths.dashboard()).toBe('/');
    expect(paths.projects()).toBe('/projects');
    expect(paths.project('p1')).toBe('/projects/p1');
    expect(paths.task('p1', 't9')).toBe('/projects/p1/tasks/t9');
    expect(paths.invite('AbC_123-xyz')).toBe('/invite/AbC_123-xyz');
    expect(paths.teamInvite('tok')).toBe('/team-invite/tok');
    expect(paths.contentItem('item-1')).toBe('/content/item-1');
  });

  it('keep an id with a slash, space or question mark in one path segment', () => {
    const href = paths.task('a/b', 'c d?');

    expect(href).toBe('/projects/a%2Fb/tasks/c%20d%3F');
    expect(paramsOn(ROUTE_PATHS.task, href)).toEqual({ projectId: 'a/b', taskId: 'c d?' });
  });

  it('lead each parameterised link back to its own route with the same parameters', () => {
    const cases: [string, string, Record<string, string>][] = [
      [ROUTE_PATHS.project, paths.project('p-42'), { projectId: 'p-42' }],
      [ROUTE_PATHS.task, paths.task('p-42', 't-7'), { projectId: 'p-42', taskId: 't-7' }],
      [ROUTE_PATHS.invite, paths.invite('tok-1'), { token: 'tok-1' }],
      [ROUTE_PATHS.teamInvite, paths.teamInvite('tok-2'), { token: 'tok-2' }],
      ['/content/:itemId', paths.contentItem('café'), { itemId: 'café' }],
    ];
    for (const [pattern, href, params] of cases) expect(paramsOn(pattern, href), href).toEqual(params);
  });

  it('open Settings on a tab and the local checkout on a plan', () => {
    expect(paths.settings()).toBe('/settings');
    expect(paths.settings('account')).toBe('/settings?tab=account');
    expect(paths.settings('connections')).toBe('/settings?tab=connections');
    expect(paths.checkout('premium')).toBe('/billing/checkout?tier=premium');
    expect(paths.portal()).toBe('/billing/portal');
  });

  it('refuse to build a link without its parameter', () => {
    expect(() => paths.contentItem('')).toThrow('Missing itemId');
    expect(() => paths.project('')).toThrow('Missing projectId');
  });
});

describe('route modules', () => {
  const served = [dashboardRoute, ...SHELL_ROUTES];

  it('serve a page for every route of the spec list (sign-in aside, which leads home)', () => {
    const paths = served.map((route) => route.path);
    const spec = Object.entries(ROUTE_PATHS)
      .filter(([name]) => name !== 'auth')
      .map(([, path]) => path);

    expect(paths).toEqual(expect.arrayContaining(spec));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('give every page a title and every sidebar link a page that is served', () => {
    expect(served.filter((route) => !route.title.trim())).toEqual([]);
    for (const route of SIDEBAR_ROUTES) expect(served.map((page) => page.path)).toContain(route.path);
  });
});
