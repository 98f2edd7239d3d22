// Publishing end to end on the local stack: accounts connected through the network
// sandbox's OAuth screens (tokens sealed, never shown), posts scheduled through the API and
// delivered by the local scheduler to the publish worker, which publishes to the sandbox
// exactly once per post and account — when a schedule fires twice, and when a worker stops
// after the provider answered. A revoked connection turns "needs reconnecting", fails the
// account's upcoming posts early and tells the owner; reconnecting and Retry publish them.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { billingEndpoints } from '#contracts/billing';
import { connectionChoiceEndpoints as connectionChoice } from '#contracts/connection-choice';
import { publishingEndpoints as pub, type ScheduledPostView } from '#contracts/publishing';
import { db } from '#data/service';
import { publishDue, PostBusy } from '#domain/publishing/worker';
import { localTimeOf } from '#domain/publishing/time';
import { userIdOf } from '../support/seed.ts';
import { callApi, callOk, newUser, outbox, type TestUser } from '../support/users.ts';
import { connect, consent, consentFor, feed, sandbox } from '../support/networks.ts';

const nowLocal = () => localTimeOf(new Date(), 'Europe/London');

async function schedule(user: TestUser, caption: string, accountIds: string[], when: { localTime: string } | 'now' = 'now', requestId = randomUUID()) {
  const localTime = when === 'now' ? nowLocal() : when.localTime;
  return callApi(pub.schedule, {
    token: user.accessToken,
    body: { requestId, caption, accountIds, when: { kind: 'at', localTime, timeZone: 'Europe/London' } },
  });
}

async function postOf(user: TestUser, postId: string): Promise<ScheduledPostView> {
  return (await callOk(pub.get, { token: user.accessToken, params: { postId } })).post;
}

const settled = async (user: TestUser, postId: string) => {
  let post: ScheduledPostView | undefined;
  await expect
    .poll(
      async () => {
        post = await postOf(user, postId);
        return post.status;
      },
      { timeout: 30_000, interval: 250 },
    )
    .toMatch(/^(published|failed)$/);
  return post!;
};

let owner: TestUser;
let userId: string;
let facebook: string;
let linkedin: string;

beforeAll(async () => {
  owner = await newUser({ fullName: 'Rosa Bloom', companyName: 'Bloom & Bean' });
  userId = await userIdOf(owner);
  await callOk(billingEndpoints.localPay, { token: owner.accessToken, body: { tier: 'premium' } });
  facebook = (await connect(owner, 'facebook')).account.id;
  linkedin = (await connect(owner, 'linkedin')).account.id;
});

afterEach(async () => {
  await sandbox({ action: 'clear' });
});

afterAll(async () => {
  await sandbox({ action: 'clear' });
});

describe('connected accounts', () => {
  it('lists both accounts as connected, with names and no token anywhere the browser or the table shows', async () => {
    const reply = await callApi(pub.connections, { token: owner.accessToken });
    expect(reply.ok).toBe(true);
    if (!reply.ok) return;
    const accounts = reply.body.accounts.map((a) => [a.network, a.state]);
    expect(accounts).toEqual(
      expect.arrayContaining([
        ['facebook', 'connected'],
        ['linkedin', 'connected'],
      ]),
    );
    expect(reply.body.networks.find((n) => n.network === 'x')).toMatchObject({ captionLimit: 280, available: true });
    expect(reply.body.limits).toMatchObject({ networks: 5, used: 2 });
    const { data } = await db().entities.connectedAccount.query.byUser({ userId }).go();
    for (const item of data) {
      const envelope = JSON.parse(item.tokenCipher) as Record<string, unknown>;
      expect(Object.keys(envelope).sort()).toEqual(['data', 'iv', 'key', 'tag', 'v']);
      expect(item.tokenCipher).not.toMatch(/access_?token|refresh/i);
      expect(JSON.stringify(reply.body)).not.toContain(envelope.data as string);
    }
  });

  it('refuses a second account on the Growth plan, and says how to get more', async () => {
    const growth = await newUser();
    await connect(growth, 'facebook');
    const refused = await callApi(pub.startConnect, { token: growth.accessToken, body: { network: 'linkedin', from: 'settings' } });
    expect(refused).toMatchObject({
      status: 402,
      body: { message: 'The Growth plan connects 1 social account. Upgrade to Premium to schedule on up to 5 networks.' },
    });
  });

  it('says the account was not connected when the owner cancels on the network’s page, and uses a state once', async () => {
    const { authorizeUrl } = await callOk(pub.startConnect, { token: owner.accessToken, body: { network: 'x', from: 'calendar' } });
    const back = await consent(authorizeUrl, 'cancel');
    const state = back.searchParams.get('state')!;
    const cancelled = await callApi(pub.completeConnect, {
      token: owner.accessToken,
      body: { state, error: back.searchParams.get('error') ?? 'access_denied' },
    });
    expect(cancelled).toMatchObject({ status: 400, body: { message: 'X was not connected: access was not allowed on X’s page.' } });
    const again = await callApi(pub.completeConnect, { token: owner.accessToken, body: { state, code: 'made-up' } });
    expect(again).toMatchObject({ status: 400, body: { message: 'This connection link is not valid or has expired. Start again from Connected accounts.' } });
  });
});

describe('a sign-in that reaches several accounts', () => {
  const CHOICE_USED = 'This choice has expired or was already made. Start again from Connected accounts.';

  it('asks which Facebook Pages to connect, connects the two ticked once, and reconnects them without asking again', async () => {
    const agency = await newUser({ fullName: 'Sam Mill', companyName: 'Mill Lane Group' });
    await callOk(billingEndpoints.localPay, { token: agency.accessToken, body: { tier: 'enterprise' } });
    const tag = randomUUID().slice(0, 6);
    const pages = [`Mill Lane Bakery ${tag}`, `Mill Lane Deli ${tag}`, `Mill Lane Catering ${tag}`];
    const back = await consentFor(agency, 'facebook', pages[0], pages.slice(1));
    const offered = await callOk(pub.completeConnect, { token: agency.accessToken, body: back });
    expect(offered.account).toBeNull();
    expect(offered.choice).toMatchObject({ network: 'facebook', slots: 3, message: null });
    expect(offered.choice!.accounts.map((a) => a.name)).toEqual(pages);
    // Nothing is connected before the owner picks, and no token is in the offer.
    expect((await callOk(pub.connections, { token: agency.accessToken })).accounts).toEqual([]);
    // The sandbox's Meta tokens start EAAB / EAAP (case matters: ids are random letters and digits).
    expect(JSON.stringify(offered)).not.toMatch(/EAA[BP]|access_?token/);
    expect(JSON.stringify(offered)).not.toMatch(/access_?token/i);

    const [bakery, deli] = offered.choice!.accounts;
    const stranger = await newUser();
    const stolen = await callApi(connectionChoice.chooseAccounts, {
      token: stranger.accessToken,
      body: { choice: offered.choice!.id, accounts: [bakery!.id] },
    });
    expect(stolen).toMatchObject({ status: 400, body: { message: CHOICE_USED } });

    const chosen = await callOk(connectionChoice.chooseAccounts, {
      token: agency.accessToken,
      body: { choice: offered.choice!.id, accounts: [bakery!.id, deli!.id] },
    });
    expect(chosen.accounts.map((a) => [a.name, a.state])).toEqual([
      [pages[0], 'connected'],
      [pages[1], 'connected'],
    ]);
    const again = await callApi(connectionChoice.chooseAccounts, { token: agency.accessToken, body: { choice: offered.choice!.id, accounts: [bakery!.id] } });
    expect(again).toMatchObject({ status: 400, body: { message: CHOICE_USED } });
    const listed = (await callOk(pub.connections, { token: agency.accessToken })).accounts;
    expect(listed.map((a) => a.name).sort()).toEqual([pages[0], pages[1]].sort());

    // Each Page publishes with its own Page token, under its own name.
    const caption = `Deli platters for your office lunch ${tag}: order by 10 am for noon delivery.`;
    const made = await schedule(agency, caption, [deli!.id]);
    expect(made.status).toBe(201);
    if (!made.ok) return;
    expect((await settled(agency, made.body.post.id)).status).toBe('published');
    expect((await feed(caption)).map((p) => [p.network, p.accountName])).toEqual([['facebook', pages[1]]]);

    // Signing in again to the same Pages refreshes the connected ones; nothing to choose.
    const reconnected = await callOk(pub.completeConnect, { token: agency.accessToken, body: await consentFor(agency, 'facebook', pages[0], pages.slice(1)) });
    expect(reconnected.choice).toBeNull();
    expect(reconnected.account).toMatchObject({ name: pages[0], state: 'connected' });
    expect((await callOk(pub.connections, { token: agency.accessToken })).accounts).toHaveLength(2);
  });

  it('offers a LinkedIn member’s organization pages, within the plan’s one account per network, and posts as the page', async () => {
    const member = await newUser({ fullName: 'Rosa Bloom', companyName: 'Bloom & Bean' });
    await callOk(billingEndpoints.localPay, { token: member.accessToken, body: { tier: 'premium' } });
    const tag = randomUUID().slice(0, 6);
    const offered = await callOk(pub.completeConnect, {
      token: member.accessToken,
      body: await consentFor(member, 'linkedin', `Rosa Bloom ${tag}`, [`Bloom & Bean ${tag}`]),
    });
    expect(offered.choice).toMatchObject({
      network: 'linkedin',
      slots: 1,
      message: 'Premium connects one account per network. Enterprise connects up to 10 per network, for agencies.',
    });
    const [person, page] = offered.choice!.accounts;
    expect([person!.name, page!.name]).toEqual([`Rosa Bloom ${tag}`, `Bloom & Bean ${tag}`]);
    const both = await callApi(connectionChoice.chooseAccounts, {
      token: member.accessToken,
      body: { choice: offered.choice!.id, accounts: [person!.id, page!.id] },
    });
    expect(both).toMatchObject({ status: 402, body: { message: offered.choice!.message } });
    // The refusal keeps the choice: the owner unticks one and goes on.
    const chosen = await callOk(connectionChoice.chooseAccounts, { token: member.accessToken, body: { choice: offered.choice!.id, accounts: [page!.id] } });
    expect(chosen.accounts.map((a) => a.name)).toEqual([`Bloom & Bean ${tag}`]);

    const caption = `Bloom & Bean is hiring a weekend florist ${tag}: apply in store or by e-mail this week.`;
    const made = await schedule(member, caption, [page!.id]);
    expect(made.status).toBe(201);
    if (!made.ok) return;
    expect((await settled(member, made.body.post.id)).status).toBe('published');
    expect((await feed(caption)).map((p) => [p.network, p.accountName])).toEqual([['linkedin', `Bloom & Bean ${tag}`]]);
  });
});

describe('scheduling', () => {
  it('publishes a due post to both networks once, with the exact caption, and links each live post', async () => {
    const caption = `Fresh peonies are in at Bloom & Bean today ${randomUUID().slice(0, 6)}: pop in before 5 pm. 🌸`;
    const made = await schedule(owner, caption, [facebook, linkedin]);
    expect(made.status).toBe(201);
    if (!made.ok) return;
    const post = await settled(owner, made.body.post.id);
    expect(post.status).toBe('published');
    const live = await feed(caption);
    expect(live.map((p) => p.network).sort()).toEqual(['facebook', 'linkedin']);
    for (const target of post.targets) expect(target.url).toBe(live.find((p) => p.network === target.network)!.url);
  });

  it('names what a network would refuse before saving anything', async () => {
    const x = (await connect(owner, 'x')).account.id;
    const long = `${'Our new autumn bouquets are here. '.repeat(9)}Order today.`;
    const reply = await schedule(owner, long, [x, facebook]);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ message: expect.stringMatching(/^X allows 280 characters; this caption has \d{3}\. Shorten it or leave X out\.$/) });
    await callOk(pub.disconnect, { token: owner.accessToken, params: { accountId: x } });
  });

  it('makes one post of a double-clicked Schedule', async () => {
    const requestId = randomUUID();
    const localTime = '2030-06-03T09:00';
    const [a, b] = await Promise.all([
      schedule(owner, 'Summer opening hours start Monday', [facebook], { localTime }, requestId),
      schedule(owner, 'Summer opening hours start Monday', [facebook], { localTime }, requestId),
    ]);
    expect(a.ok && b.ok && a.body.post.id === b.body.post.id).toBe(true);
    const { posts } = await callOk(pub.calendar, { token: owner.accessToken, query: { from: '2030-06-01T00:00:00Z', to: '2030-06-10T00:00:00Z' } });
    expect(posts.filter((p) => p.caption === 'Summer opening hours start Monday')).toHaveLength(1);
  });

  it('keeps 09:00 Europe/London at 09:00 on both sides of the clock change', async () => {
    const before = await schedule(owner, 'Monday posy club, week 1', [facebook], { localTime: '2031-03-24T09:00' });
    const after = await schedule(owner, 'Monday posy club, week 2', [facebook], { localTime: '2031-03-31T09:00' });
    // Clocks go forward on Sunday 30 March 2031.
    expect(before.ok && before.body.post.dueAt).toBe('2031-03-24T09:00:00.000Z');
    expect(after.ok && after.body.post.dueAt).toBe('2031-03-31T08:00:00.000Z');
    const { posts } = await callOk(pub.calendar, { token: owner.accessToken, query: { from: '2031-03-23T00:00:00Z', to: '2031-04-01T00:00:00Z' } });
    expect(posts.map((p) => p.localTime)).toEqual(['2031-03-24T09:00', '2031-03-31T09:00']);
  });
});

describe('exactly once', () => {
  const later = async (caption: string) => {
    const reply = await schedule(owner, caption, [facebook, linkedin], { localTime: '2030-09-02T09:00' });
    if (!reply.ok) throw new Error(reply.body.message);
    return { userId, postId: reply.body.post.id, dueAt: reply.body.post.dueAt };
  };

  it('publishes once when the schedule fires twice at the same moment, and again later', async () => {
    const caption = `Double delivery ${randomUUID().slice(0, 6)}`;
    const message = await later(caption);
    const outcomes = await Promise.allSettled([publishDue(message, { backoffMs: [50] }), publishDue(message, { backoffMs: [50] })]);
    expect(outcomes.filter((o) => o.status === 'fulfilled' && o.value === 'published')).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === 'rejected' && o.reason instanceof PostBusy)).toHaveLength(1);
    expect(await publishDue(message)).toBe('skipped');
    expect((await feed(caption)).map((p) => p.network).sort()).toEqual(['facebook', 'linkedin']);
  });

  it('publishes once when a worker stops after the provider answered', async () => {
    const caption = `Worker stopped ${randomUUID().slice(0, 6)}`;
    const message = await later(caption);
    await expect(
      publishDue(message, {
        afterProviderAnswered: () => {
          throw new Error('the worker stopped');
        },
      }),
    ).rejects.toThrow('the worker stopped');
    expect(await feed(caption)).toHaveLength(1);
    // Within the lease the post is held; after it, the next delivery finds the post the provider made.
    await expect(publishDue(message)).rejects.toBeInstanceOf(PostBusy);
    expect(await publishDue(message, { leaseMs: 0 })).toBe('published');
    const live = await feed(caption);
    expect(live.map((p) => p.network).sort()).toEqual(['facebook', 'linkedin']);
    const post = await postOf(owner, message.postId);
    expect(post.targets.map((t) => t.url).sort()).toEqual(live.map((p) => p.url).sort());
  });

  it('drops a delivery made for a time the post was moved from', async () => {
    const message = await later(`Moved ${randomUUID().slice(0, 6)}`);
    await callOk(pub.update, {
      token: owner.accessToken,
      params: { postId: message.postId },
      body: { when: { kind: 'at', localTime: '2030-09-03T10:00', timeZone: 'Europe/London' } },
    });
    expect(await publishDue(message)).toBe('skipped');
    expect((await postOf(owner, message.postId)).status).toBe('scheduled');
  });

  it('retries a 500 from the network and still publishes once', async () => {
    await sandbox({ action: 'fail', network: 'facebook', kind: 'server_error', once: true });
    const caption = `Through a hiccup ${randomUUID().slice(0, 6)}`;
    const message = await later(caption);
    expect(await publishDue(message, { backoffMs: [50, 50] })).toBe('published');
    expect(await feed(caption)).toHaveLength(2);
  });

  it('publishes once when the network took the post but its answer was lost, and finds it instead of posting again', async () => {
    await sandbox({ action: 'fail', network: 'facebook', kind: 'answer_lost', once: true });
    const caption = `Answer lost ${randomUUID().slice(0, 6)}`;
    const message = await later(caption);
    expect(await publishDue(message, { backoffMs: [50, 50] })).toBe('published');
    const posts = await feed(caption);
    expect(posts.map((p) => p.network).sort()).toEqual(['facebook', 'linkedin']);
  });
});

describe('a connection that breaks', () => {
  it('fails the post with the network’s reason, marks the account, fails its next post early and tells the owner; reconnect and Retry publish both', async () => {
    await sandbox({ action: 'fail', network: 'linkedin', kind: 'revoked' });
    const caption = `Revoked ${randomUUID().slice(0, 6)}`;
    const next = await schedule(owner, `Next week ${randomUUID().slice(0, 6)}`, [linkedin], { localTime: '2030-10-07T09:00' });
    const due = await schedule(owner, caption, [linkedin]);
    if (!due.ok || !next.ok) throw new Error('not scheduled');
    const failed = await settled(owner, due.body.post.id);
    expect(failed.status).toBe('failed');
    expect(failed.targets[0]!.reason).toBe('LinkedIn says Markk’s access was removed: reconnect LinkedIn and retry.');

    const { accounts } = await callOk(pub.connections, { token: owner.accessToken });
    expect(accounts.find((a) => a.id === linkedin)).toMatchObject({
      state: expect.stringMatching(/^(revoked|needs_reconnect)$/),
      reason: failed.targets[0]!.reason,
    });
    const upcoming = await postOf(owner, next.body.post.id);
    expect(upcoming.targets[0]).toMatchObject({ status: 'failed', reason: failed.targets[0]!.reason });
    const { data: notes } = await db().entities.notification.query.byUser({ userId }).go({ order: 'desc', limit: 5 });
    expect(notes.map((n) => n.title)).toContain('LinkedIn needs reconnecting');
    expect((await outbox()).some((m) => m.subject === 'LinkedIn needs reconnecting')).toBe(true);

    await sandbox({ action: 'clear' });
    const again = await connect(owner, 'linkedin');
    expect(again.account).toMatchObject({ id: linkedin, state: 'connected' });
    const retried = await callOk(pub.retry, { token: owner.accessToken, body: { postIds: [due.body.post.id, next.body.post.id] } });
    expect(retried.posts.map((p) => p.status)).toEqual(['scheduled', 'scheduled']);
    for (const id of [due.body.post.id, next.body.post.id]) expect((await settled(owner, id)).status).toBe('published');
    expect(await feed(caption)).toHaveLength(1);
  });
});

describe('editing and deleting', () => {
  it('deletes a published post from Markk only, and says so', async () => {
    const caption = `Gone from Markk ${randomUUID().slice(0, 6)}`;
    const made = await schedule(owner, caption, [facebook]);
    if (!made.ok) throw new Error(made.body.message);
    await settled(owner, made.body.post.id);
    const removed = await callOk(pub.remove, { token: owner.accessToken, params: { postId: made.body.post.id } });
    expect(removed).toEqual({
      removedFromMarkkOnly: true,
      message: 'The post was removed from Markk only: it stays on Facebook. Delete it there if you want it gone.',
    });
    expect(await feed(caption)).toHaveLength(1);
    expect((await callApi(pub.get, { token: owner.accessToken, params: { postId: made.body.post.id } })).status).toBe(404);
  });

  it('refuses to edit a published post', async () => {
    const made = await schedule(owner, `Done ${randomUUID().slice(0, 6)}`, [facebook]);
    if (!made.ok) throw new Error(made.body.message);
    await settled(owner, made.body.post.id);
    const edit = await callApi(pub.update, { token: owner.accessToken, params: { postId: made.body.post.id }, body: { caption: 'Changed' } });
    expect(edit).toMatchObject({
      status: 409,
      body: { message: 'This post is already published, so it can no longer be changed. Schedule a new post instead.' },
    });
  });
});
