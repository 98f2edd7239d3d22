// Workspaces' user text for the stored-XSS test: a workspace's name (its owner types it; the
// plan page's "Usage by workspace" and the "Switch workspace" menu show it). An Enterprise
// agency makes its client workspaces once and renames them each round.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { billingEndpoints } from '#contracts/billing';
import { WORKSPACE_NAME_MAX, workspaceEndpoints } from '#contracts/workspaces';
import { completeOnboarding, userIdOf } from '../../support/seed.ts';
import { callOk, newUser, stackUrl } from '../../support/users.ts';
import { XSS_CORPUS, joinPayloads } from '../../support/xss-corpus.ts';
import type { Actor, XssWorld } from './world.ts';
import type { View, XssField } from './fields.ts';

const SLOTS = 11;

/** An Enterprise owner with SLOTS client workspaces besides the default one. */
function agency(world: XssWorld): Promise<Actor> {
  if (!world.memo.has('agency')) {
    world.memo.set(
      'agency',
      (async () => {
        const user = await newUser({ fullName: 'Ada Agency', companyName: 'Ada Agency' });
        await completeOnboarding(await userIdOf(user));
        await callOk(billingEndpoints.localPay, { token: user.accessToken, body: { tier: 'enterprise' } });
        const workspaceIds: string[] = [];
        for (let i = 1; i <= SLOTS; i++) {
          const made = await callOk(workspaceEndpoints.create, { token: user.accessToken, body: { requestId: randomUUID(), name: `Client ${i}` } });
          workspaceIds.push(made.workspaceId);
        }
        return world.addActor('agency', user, { workspaceIds });
      })(),
    );
  }
  return world.memo.get('agency') as Promise<Actor>;
}

/** The plan page: every workspace's name in "Usage by workspace". */
const planPage: View = {
  key: 'agency plan page',
  actor: 'agency',
  open: async (page: Page) => {
    await page.goto(`${stackUrl()}/pricing`, { waitUntil: 'domcontentloaded' });
    await page.getByTestId('workspace-usage').waitFor();
  },
};

/** "Switch workspace" opened on the dashboard: the names as menu items (a long one may be cut short). */
const switcherMenu: View = {
  key: 'agency workspace switcher',
  actor: 'agency',
  open: async (page: Page) => {
    await page.goto(`${stackUrl()}/`, { waitUntil: 'domcontentloaded' });
    await page.locator('#markk-header').getByRole('button', { name: 'Switch workspace' }).click();
    await page.getByRole('menuitem', { name: 'New workspace', exact: true }).waitFor();
  },
};

export const workspaceFields: XssField[] = [
  {
    name: "workspaces: a workspace's name (the plan page's usage table, the workspace switcher)",
    max: WORKSPACE_NAME_MAX,
    slots: SLOTS,
    separator: ' ',
    shows: 'text',
    corpus: XSS_CORPUS.filter((payload) => payload.text.length <= WORKSPACE_NAME_MAX),
    write: async (world, values) => {
      const actor = await agency(world);
      const workspaceIds = actor.data.workspaceIds as string[];
      for (const [i, value] of values.entries()) {
        await callOk(workspaceEndpoints.rename, {
          token: actor.user!.accessToken,
          params: { workspaceId: workspaceIds[i]! },
          body: { name: joinPayloads(value) },
        });
      }
      return [{ payloads: values.flat(), views: [planPage], shortenedOn: [switcherMenu] }];
    },
  },
];
