// API tokens' user text for the stored-XSS test: a token's name (its maker types it in Settings →
// API, which lists it). An Enterprise owner makes SLOTS tokens a round, each named with payloads.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { apiTokenEndpoints, TOKEN_NAME_MAX } from '#contracts/api-tokens';
import { billingEndpoints } from '#contracts/billing';
import { completeOnboarding, userIdOf } from '../../support/seed.ts';
import { callOk, newUser, stackUrl } from '../../support/users.ts';
import { XSS_CORPUS, joinPayloads } from '../../support/xss-corpus.ts';
import type { Actor, XssWorld } from './world.ts';
import type { View, XssField } from './fields.ts';

const SLOTS = 11;

function integrator(world: XssWorld): Promise<Actor> {
  if (!world.memo.has('integrator')) {
    world.memo.set(
      'integrator',
      (async () => {
        const user = await newUser({ fullName: 'Ivy Integrator', companyName: 'Ivy Shop' });
        await completeOnboarding(await userIdOf(user));
        await callOk(billingEndpoints.localPay, { token: user.accessToken, body: { tier: 'enterprise' } });
        return world.addActor('integrator', user, {});
      })(),
    );
  }
  return world.memo.get('integrator') as Promise<Actor>;
}

/** Settings → API: the tokens' table. */
const tokenList: View = {
  key: 'integrator settings API tab',
  actor: 'integrator',
  open: async (page: Page) => {
    await page.goto(`${stackUrl()}/settings?tab=api`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { name: 'Create a token' }).waitFor();
    await page.getByRole('row').nth(1).waitFor();
  },
};

export const apiTokenFields: XssField[] = [
  {
    name: "API tokens: a token's name (Settings → API's list)",
    max: TOKEN_NAME_MAX,
    slots: SLOTS,
    separator: ' ',
    shows: 'text',
    corpus: XSS_CORPUS.filter((payload) => payload.text.length <= TOKEN_NAME_MAX),
    write: async (world, values) => {
      const actor = await integrator(world);
      for (const value of values) {
        await callOk(apiTokenEndpoints.create, {
          token: actor.user!.accessToken,
          body: { requestId: randomUUID(), name: joinPayloads(value), scopes: ['content:read'], expiresInDays: 30 },
        });
      }
      return [{ payloads: values.flat(), views: [tokenList] }];
    },
  },
];
