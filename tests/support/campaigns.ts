// A campaign of `user`'s for the tests that put things in campaigns (the user is on Premium):
// the whole of 2026, on the networks given.
import { randomUUID } from 'node:crypto';
import { campaignEndpoints, type Campaign } from '#contracts/campaigns';
import type { Network } from '#contracts/connected-accounts';
import { callOk, type TestUser } from './users.ts';

export const newCampaign = (user: TestUser, name: string, networks: Network[] = ['facebook']): Promise<Campaign> =>
  callOk(campaignEndpoints.create, {
    token: user.accessToken,
    body: { name, goal: 'Fill the open day', startDate: '2026-01-01', endDate: '2026-12-31', networks, requestId: randomUUID() },
  });
