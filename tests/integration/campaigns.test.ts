// Campaigns against the local stack: Premium to write (a Free owner is told how to get it and
// can still list), one campaign however often a create is sent, dates checked on create and
// on edit (nothing saved when refused), archive and restore, clearing the budget, a duplicate
// that copies every field under "Copy of …" (once per request), and another owner's campaign
// not found.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { billingEndpoints } from '#contracts/billing';
import { CAMPAIGN_MESSAGES, campaignEndpoints as campaigns, type CreateCampaignBody } from '#contracts/campaigns';
import { callApi, callOk, newUser, type TestUser } from '../support/users.ts';

let owner: TestUser;
let other: TestUser;
let free: TestUser;

beforeAll(async () => {
  [owner, other, free] = await Promise.all([
    newUser({ fullName: 'Cara Campaigns', companyName: 'Harbour Bakery' }),
    newUser({ fullName: 'Otto Other' }),
    newUser({ fullName: 'Fran Free' }),
  ]);
  await Promise.all([owner, other].map((u) => callOk(billingEndpoints.localPay, { token: u.accessToken, body: { tier: 'premium' } })));
});

const spring = (overrides: Partial<CreateCampaignBody> = {}): CreateCampaignBody => ({
  name: 'Spring open day',
  goal: 'Sell more celebration cakes',
  startDate: '2027-03-01',
  endDate: '2027-03-31',
  networks: ['instagram', 'facebook', 'instagram'],
  budget: 250.5,
  currency: 'GBP',
  landingUrl: 'https://harbour-bakery.example/open-day',
  requestId: randomUUID(),
  ...overrides,
});

const create = (user: TestUser, body: CreateCampaignBody) => callApi(campaigns.create, { token: user.accessToken, body });

describe('a Free owner', () => {
  it('is told campaigns are part of Premium (402) and still lists theirs', async () => {
    const reply = await create(free, spring());
    expect(reply.status).toBe(402);
    expect(reply.body).toEqual({ message: CAMPAIGN_MESSAGES.premium });
    expect(await callOk(campaigns.list, { token: free.accessToken, query: {} })).toEqual({ campaigns: [], cursor: null });
  });
});

describe('a Premium owner', () => {
  it('creates a campaign once however often the same request is sent, with every field as given', async () => {
    const body = spring({ name: 'Once only' });
    const replies = await Promise.all(Array.from({ length: 6 }, () => create(owner, body)));
    expect(replies.map((r) => r.status)).toEqual(Array(6).fill(201));
    const ids = new Set(replies.map((r) => (r.ok ? r.body.id : '')));
    expect(ids.size).toBe(1);
    const { campaigns: listed } = await callOk(campaigns.list, { token: owner.accessToken, query: {} });
    expect(listed.filter((c) => c.name === 'Once only')).toHaveLength(1);
    expect(listed.find((c) => c.name === 'Once only')).toMatchObject({
      goal: 'Sell more celebration cakes',
      startDate: '2027-03-01',
      endDate: '2027-03-31',
      networks: ['instagram', 'facebook'],
      budget: 250.5,
      currency: 'GBP',
      landingUrl: 'https://harbour-bakery.example/open-day',
      archived: false,
      phase: 'planned',
    });
  });

  it('refuses dates in the wrong order, over a year, or that do not exist, with a message', async () => {
    const refused = (message: string) => ({ status: 400, body: { message: expect.stringContaining(message) } });
    expect(await create(owner, spring({ startDate: '2027-04-02', endDate: '2027-04-01' }))).toMatchObject(refused(CAMPAIGN_MESSAGES.endBeforeStart));
    expect(await create(owner, spring({ startDate: '2027-01-01', endDate: '2028-01-03' }))).toMatchObject(refused(CAMPAIGN_MESSAGES.tooLong));
    expect(await create(owner, spring({ startDate: '2027-02-30' }))).toMatchObject(refused('must exist (no 30 February)'));
    const { campaigns: listed } = await callOk(campaigns.list, { token: owner.accessToken, query: {} });
    expect(listed.filter((c) => c.startDate === '2027-04-02' || c.startDate === '2027-02-30' || c.endDate === '2028-01-03')).toEqual([]);
  });

  it('shows where a campaign is in time: planned, active, ended', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const [past, running] = await Promise.all([
      callOk(campaigns.create, { token: owner.accessToken, body: spring({ name: 'Last winter', startDate: '2025-12-01', endDate: '2025-12-31' }) }),
      callOk(campaigns.create, { token: owner.accessToken, body: spring({ name: 'Running now', startDate: today, endDate: today }) }),
    ]);
    expect(past.phase).toBe('ended');
    expect(running.phase).toBe('active');
  });

  it('edits, archives and restores; an edit that would put the end first is refused and changes nothing', async () => {
    const made = await callOk(campaigns.create, { token: owner.accessToken, body: spring({ name: 'To edit' }) });
    const edited = await callOk(campaigns.update, {
      token: owner.accessToken,
      params: { campaignId: made.id },
      body: { name: 'Edited', networks: ['linkedin'], budget: null, landingUrl: null },
    });
    expect(edited).toMatchObject({ name: 'Edited', networks: ['linkedin'], budget: null, landingUrl: null, goal: made.goal, startDate: made.startDate });
    const refused = await callApi(campaigns.update, { token: owner.accessToken, params: { campaignId: made.id }, body: { endDate: '2027-02-01' } });
    expect(refused).toMatchObject({ status: 400, body: { message: CAMPAIGN_MESSAGES.endBeforeStart } });
    expect(await callOk(campaigns.get, { token: owner.accessToken, params: { campaignId: made.id } })).toEqual(edited);

    const cleared = await callOk(campaigns.update, { token: owner.accessToken, params: { campaignId: made.id }, body: { budget: 99 } });
    expect(cleared.budget).toBe(99);
    expect((await callOk(campaigns.update, { token: owner.accessToken, params: { campaignId: made.id }, body: { budget: null } })).budget).toBeNull();

    const archived = await callOk(campaigns.update, { token: owner.accessToken, params: { campaignId: made.id }, body: { archived: true } });
    expect(archived).toMatchObject({ archived: true, phase: 'archived', name: 'Edited' });
    const restored = await callOk(campaigns.update, { token: owner.accessToken, params: { campaignId: made.id }, body: { archived: false } });
    expect(restored).toMatchObject({ archived: false, phase: 'planned' });

    const empty = await callApi(campaigns.update, { token: owner.accessToken, params: { campaignId: made.id }, body: {} });
    expect(empty).toMatchObject({ status: 400, body: { message: expect.stringContaining(CAMPAIGN_MESSAGES.nothingToChange) } });
  });

  it('duplicates a campaign under "Copy of …" with every field, once per request', async () => {
    const made = await callOk(campaigns.create, { token: owner.accessToken, body: spring({ name: 'Summer tasting evening' }) });
    const requestId = randomUUID();
    const [first, second] = await Promise.all(
      [1, 2].map(() => callOk(campaigns.duplicate, { token: owner.accessToken, params: { campaignId: made.id }, body: { requestId } })),
    );
    expect(second!.id).toBe(first!.id);
    expect(first!.id).not.toBe(made.id);
    const { id: _id, name, createdAt: _c, updatedAt: _u, ...rest } = first!;
    const { id: _i, name: _n, createdAt: _c2, updatedAt: _u2, ...original } = made;
    expect(name).toBe('Copy of Summer tasting evening');
    expect(rest).toEqual(original);
    const { campaigns: listed } = await callOk(campaigns.list, { token: owner.accessToken, query: {} });
    expect(listed.filter((c) => c.name === 'Copy of Summer tasting evening')).toHaveLength(1);
    // Newest first: the copy before its original.
    expect(listed.findIndex((c) => c.id === first!.id)).toBeLessThan(listed.findIndex((c) => c.id === made.id));
  });

  it("does not find another owner's campaign to read, edit or copy", async () => {
    const mine = await callOk(campaigns.create, { token: owner.accessToken, body: spring({ name: 'Private plans' }) });
    const params = { campaignId: mine.id };
    const replies = await Promise.all([
      callApi(campaigns.get, { token: other.accessToken, params }),
      callApi(campaigns.update, { token: other.accessToken, params, body: { name: 'Taken' } }),
      callApi(campaigns.duplicate, { token: other.accessToken, params, body: { requestId: randomUUID() } }),
    ]);
    for (const reply of replies) expect(reply).toMatchObject({ status: 404, body: { message: CAMPAIGN_MESSAGES.notFound } });
    expect((await callOk(campaigns.get, { token: owner.accessToken, params })).name).toBe('Private plans');
    expect((await callOk(campaigns.list, { token: other.accessToken, query: {} })).campaigns).toEqual([]);
  });
});
