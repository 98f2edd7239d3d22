// Workspaces in the SPA (issue 29): the workspace an address names and the hrefs inside it
// (api-client.test.ts: the header every call carries from inside one), why "New workspace"
// cannot make one, the switcher's list lookup, and the permission table Settings shows.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { WorkspaceView } from '#contracts/workspaces';

// The queries module loads api-client: the same Amplify stand-in as api-client.test.ts, whichever file loads it first.
vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: vi.fn(async () => ({ tokens: { accessToken: { toString: () => 'access-token-1' } } })),
}));

const { appHref, routerPath, workspaceBasename, workspaceHome, workspaceIdIn, workspaceOnboarding } = await import('../../../web/src/app/workspace.ts');
const { WORKSPACE_MESSAGES } = await import('../../../functions/contracts/workspaces.ts');
const { limitMessage } = await import('../../../web/src/components/workspaces/NewWorkspaceDialog.tsx');
const { workspaceIn } = await import('../../../web/src/queries/workspaces.ts');
const { PermissionTable } = await import('../../../web/src/pages/settings/workspaces/PermissionTable.tsx');

describe('the workspace in the address', () => {
  it('is the id after /w/, and none at the default workspace’s plain addresses', () => {
    expect(workspaceIdIn('/w/ws_abc123/content')).toBe('ws_abc123');
    expect(workspaceIdIn('/w/ws_abc123')).toBe('ws_abc123');
    expect(workspaceIdIn('/w/ws_abc123/')).toBe('ws_abc123');
    expect(workspaceIdIn('/content')).toBeNull();
    expect(workspaceIdIn('/')).toBeNull();
    expect(workspaceIdIn('/approve/token-1')).toBeNull();
  });

  it('names no workspace for a prefix that only looks like one', () => {
    expect(workspaceIdIn('/w/')).toBeNull();
    expect(workspaceIdIn('/wx/ws_abc')).toBeNull();
    expect(workspaceIdIn('/w/ws.abc/content')).toBeNull();
    expect(workspaceIdIn('/content/w/ws_abc')).toBeNull();
  });

  it('gives the router its basename and the switcher each workspace’s address', () => {
    expect(workspaceBasename(null)).toBeUndefined();
    expect(workspaceBasename('ws_abc')).toBe('/w/ws_abc');
    expect(workspaceHome(null)).toBe('/');
    expect(workspaceHome('ws_abc')).toBe('/w/ws_abc/');
    expect(workspaceOnboarding('ws_abc')).toBe('/w/ws_abc/onboarding');
  });
});

describe('in-app hrefs', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keep a link opened in a new tab inside the workspace, and the router gets the plain path back', () => {
    vi.stubGlobal('window', { location: { pathname: '/w/ws_client/projects' } });

    expect(appHref('/content/item-1')).toBe('/w/ws_client/content/item-1');
    expect(appHref('/')).toBe('/w/ws_client/');
    expect(appHref(appHref('/content'))).toBe('/w/ws_client/content');
    expect(routerPath('/w/ws_client/content/item-1')).toBe('/content/item-1');
    expect(routerPath('/w/ws_client')).toBe('/');
  });

  it('leave other addresses, and every address of the default workspace, as they are', () => {
    vi.stubGlobal('window', { location: { pathname: '/w/ws_client/' } });
    expect(appHref('https://files.example.com/a.pdf')).toBe('https://files.example.com/a.pdf');
    expect(appHref('#links')).toBe('#links');
    expect(appHref('//cdn.example.com/x')).toBe('//cdn.example.com/x');

    vi.stubGlobal('window', { location: { pathname: '/content' } });
    expect(appHref('/content/item-1')).toBe('/content/item-1');
    expect(routerPath('/content/item-1')).toBe('/content/item-1');
  });
});

describe('New workspace', () => {
  it('says Enterprise holds client workspaces when the plan allows none', () => {
    expect(limitMessage(0, 0)).toBe(WORKSPACE_MESSAGES.upgrade);
    expect(limitMessage(0, 0)).toContain('Client workspaces come with Enterprise (Premium includes one extra workspace).');
  });

  it('says all are in use when the plan’s extra workspaces are made, and nothing while one is left', () => {
    expect(limitMessage(1, 1)).toBe(WORKSPACE_MESSAGES.limit(1));
    expect(limitMessage(50, 3)).toBeNull();
  });
});

describe('the switcher’s list', () => {
  const view = (workspaceId: string, name: string) =>
    ({
      workspaceId,
      name,
      role: 'owner',
      isDefault: !workspaceId.startsWith('ws_'),
      onboardingCompletedAt: null,
      createdAt: '2026-12-01T00:00:00.000Z',
      whiteLabel: false,
      usage: { aiCredits: 0, libraryAssets: 0 },
    }) as WorkspaceView;
  const list = [view('user-1', 'Olive Bakery'), view('ws_a', 'Acme Dental')];

  it('finds the default workspace (listed first) for the plain addresses, another by its id', () => {
    expect(workspaceIn(list, null)?.name).toBe('Olive Bakery');
    expect(workspaceIn(list, 'ws_a')?.name).toBe('Acme Dental');
    expect(workspaceIn(list, 'ws_other')).toBeUndefined();
  });
});

describe('the permission table', () => {
  it('marks each role’s permissions with text a screen reader reads: 15 allowed, 10 not', () => {
    const html = renderToStaticMarkup(createElement(PermissionTable));

    for (const role of ['Owner', 'Admin', 'Editor', 'Contributor', 'Viewer']) expect(html).toContain(role);
    expect(html.match(/>Allowed</g)).toHaveLength(15);
    expect(html.match(/>Not allowed</g)).toHaveLength(10);
    expect(html).toContain('Rename the workspace and set its white-label portal');
  });
});
