// Client approval links against the real local stack: sending scheduled posts (one request per
// click, the link in the outbox), the client's decisions without an account, the owner's
// notification, an edit withdrawing an approval, closed links refused, another owner kept out,
// the per-IP rate limit, and the token kept only as its hash.
import { createHash, randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { APPROVAL_MESSAGES, APPROVAL_RATE_PER_MINUTE, approvalEndpoints as approvals, type DecideBody } from '#contracts/approvals';
import { publishingEndpoints as pub } from '#contracts/publishing';
import { db } from '#data/service';
import { dynamo } from '#lib/clients';
import { config } from '#lib/config';
import * as Notifications from '#domain/notifications';
import { userIdOf } from '../support/seed.ts';
import { callApi, callOk, newUser, outbox, stackUrl, uniqueEmail, type TestUser } from '../support/users.ts';
import { connect } from '../support/networks.ts';
import { newCampaign } from '../support/campaigns.ts';
import { billingEndpoints } from '#contracts/billing';
import { contentEndpoints } from '#contracts/content';

const SLOTS = ['2031-12-08T09:00', '2031-12-09T10:30', '2031-12-10T17:15'];

/** An owner with a connected Facebook Page and three posts scheduled on it. */
async function ownerWithPosts() {
  const owner = await newUser({ fullName: 'Olive Owner', companyName: 'Olive Bakery' });
  const { account } = await connect(owner, 'facebook', 'Olive Bakery Page');
  const posts = [];
  for (const [i, localTime] of SLOTS.entries()) {
    const { post } = await callOk(pub.schedule, {
      token: owner.accessToken,
      body: {
        requestId: randomUUID(),
        caption: `Fresh loaf number ${i + 1}`,
        accountIds: [account.id],
        when: { kind: 'at', localTime, timeZone: 'Europe/London' },
      },
    });
    posts.push(post);
  }
  return { owner, posts, ownerId: await userIdOf(owner) };
}

async function send(owner: TestUser, postIds: string[], clientEmail = uniqueEmail('client'), requestId = randomUUID()) {
  const reply = await callApi(approvals.create, { token: owner.accessToken, body: { requestId, clientName: 'Sam', clientEmail, postIds } });
  if (!reply.ok) throw new Error(`create answered ${reply.status}: ${reply.body.message}`);
  expect(reply.status).toBe(201);
  return { ...reply.body, clientEmail, requestId };
}

const tokenOf = (link: string) => new URL(link).pathname.split('/').pop()!;
const view = (token: string) => callApi(approvals.getPublic, { params: { token } });
const decide = (token: string, body: DecideBody) => callApi(approvals.decide, { params: { token }, body });

async function setExpiry(token: string, at: string) {
  const tokenHash = createHash('sha256').update(token).digest('hex');
  const { Key, TableName } = db().entities.approvalRequest.get({ tokenHash }).params() as { Key: Record<string, string>; TableName: string };
  await dynamo().send(new UpdateCommand({ TableName, Key, UpdateExpression: 'SET approvalExpiresAt = :at', ExpressionAttributeValues: { ':at': at } }));
}

describe('sending posts for approval', () => {
  it('creates one request per click, e-mails the client the link, and lists it with the posts', async () => {
    const { owner, posts } = await ownerWithPosts();
    const ids = posts.map((p) => p.id);
    const first = await send(owner, ids);
    expect(first.link).toMatch(/\/approve\/[A-Za-z0-9_-]{43}$/);
    expect(first.emailSent).toBe(true);
    const again = await send(owner, ids, first.clientEmail, first.requestId);
    expect(again.approval.approvalId).toBe(first.approval.approvalId);
    expect(again.link).toBeNull();

    const mails = (await outbox()).filter((m) => m.to === first.clientEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Olive Bakery asks you to approve 3 posts');
    expect(mails[0]!.text).toContain(first.link!);
    expect(mails[0]!.html).toContain(first.link!);

    const { approvals: listed } = await callOk(approvals.list, { token: owner.accessToken });
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ clientName: 'Sam', clientEmail: first.clientEmail, revokedAt: null });
    expect(listed[0]!.posts.map((p) => p.postId)).toEqual(ids);
    expect(Date.parse(listed[0]!.expiresAt) - Date.parse(listed[0]!.createdAt)).toBe(14 * 86_400_000);
  });

  it('refuses bad input with a sentence, and posts that are not the owner’s', async () => {
    const { owner, posts } = await ownerWithPosts();
    const bad = await callApi(approvals.create, {
      token: owner.accessToken,
      body: { requestId: randomUUID(), clientName: ' ', clientEmail: 'nope', postIds: [] },
    });
    expect(bad.status).toBe(400);
    expect(bad.ok ? '' : bad.body.message).toMatch(/name|e-mail|post/i);
    const stranger = await newUser({ fullName: 'Stan Stranger' });
    const theirs = await callApi(approvals.create, {
      token: stranger.accessToken,
      body: { requestId: randomUUID(), clientName: 'Sam', clientEmail: 'sam@example.com', postIds: [posts[0]!.id] },
    });
    expect(theirs.status).toBe(404);
  });
});

describe('a whole campaign', () => {
  it('sends every post of the campaign that is still scheduled, on any date, and says so when there is none', async () => {
    const owner = await newUser({ fullName: 'Cam Paign', companyName: 'Cam Bakery' });
    await callOk(billingEndpoints.localPay, { token: owner.accessToken, body: { tier: 'premium' } });
    const { account } = await connect(owner, 'facebook', 'Cam Bakery Page');
    const spring = await newCampaign(owner, 'Spring bakes');
    const empty = await newCampaign(owner, 'Nothing yet');
    const schedule = (caption: string, localTime: string, campaignId?: string) =>
      callOk(pub.schedule, {
        token: owner.accessToken,
        body: {
          requestId: randomUUID(),
          caption,
          accountIds: [account.id],
          when: { kind: 'at', localTime, timeZone: 'Europe/London' },
          ...(campaignId ? { campaignId } : {}),
        },
      });
    const inMarch = await schedule('Hot cross buns', '2031-03-20T09:00', spring.id);
    const inMay = await schedule('Simnel cake', '2031-05-02T09:00', spring.id);
    await schedule('Not in the campaign', '2031-03-21T09:00');

    const sent = await callOk(approvals.create, {
      token: owner.accessToken,
      body: { requestId: randomUUID(), clientName: 'Sam', clientEmail: uniqueEmail('client'), campaignId: spring.id },
    });
    expect(sent.approval.posts.map((p) => p.postId).sort()).toEqual([inMarch.post.id, inMay.post.id].sort());

    const none = await callApi(approvals.create, {
      token: owner.accessToken,
      body: { requestId: randomUUID(), clientName: 'Sam', clientEmail: uniqueEmail('client'), campaignId: empty.id },
    });
    expect(none).toMatchObject({ status: 400, body: { message: APPROVAL_MESSAGES.noCampaignPosts } });
    const nothing = await callApi(approvals.create, {
      token: owner.accessToken,
      body: { requestId: randomUUID(), clientName: 'Sam', clientEmail: uniqueEmail('client') },
    });
    expect(nothing).toMatchObject({ status: 400, body: { message: APPROVAL_MESSAGES.noPosts } });
    const other = await newUser({ fullName: 'Oz Other' });
    const foreign = await callApi(approvals.create, {
      token: other.accessToken,
      body: { requestId: randomUUID(), clientName: 'Sam', clientEmail: uniqueEmail('client'), campaignId: spring.id },
    });
    expect(foreign.status).toBe(400);
  });
});

describe('the client decides', () => {
  it('sees only the linked posts, approves, requests changes, comments; the owner is notified and sees each decision', async () => {
    const { owner, posts, ownerId } = await ownerWithPosts();
    const [a, b, c] = posts;
    const { link } = await send(owner, [a!.id, b!.id]);
    const token = tokenOf(link!);

    const opened = await view(token);
    if (!opened.ok) throw new Error(opened.body.message);
    expect(opened.body.ownerName).toBe('Olive Bakery');
    expect(opened.body.posts.map((p) => p.postId)).toEqual([a!.id, b!.id]);
    expect(opened.body.posts[0]).toMatchObject({ caption: 'Fresh loaf number 1', localTime: SLOTS[0], timeZone: 'Europe/London', changed: false });
    expect(opened.body.posts[0]!.networks).toEqual([expect.objectContaining({ network: 'facebook', accountName: 'Olive Bakery Page' })]);

    expect((await decide(token, { postId: c!.id, decision: 'approved' })).status).toBe(404);
    const noComment = await decide(token, { postId: b!.id, decision: 'changes' });
    expect(noComment).toEqual({ ok: false, status: 400, body: { message: APPROVAL_MESSAGES.commentNeeded } });

    expect((await decide(token, { postId: a!.id, decision: 'approved' })).status).toBe(200);
    const changes = await decide(token, { postId: b!.id, decision: 'changes', comment: 'Say <b>sourdough</b><script>alert(1)</script>' });
    if (!changes.ok) throw new Error(changes.body.message);
    expect(changes.body.post.decisions).toEqual([expect.objectContaining({ decision: 'changes', comment: 'Say sourdough', current: true })]);
    expect((await decide(token, { postId: b!.id, decision: 'comment', comment: 'Lovely photo' })).status).toBe(200);

    const notes = await Notifications.listNewest(ownerId, 5);
    expect(notes.map((n) => n.title)).toEqual(
      expect.arrayContaining([
        'Sam approved your post for Mon 8 Dec, 09:00',
        'Sam requested changes: Say sourdough',
        'Sam commented on your post for Tue 9 Dec, 10:30',
      ]),
    );

    const { approvals: listed } = await callOk(approvals.list, { token: owner.accessToken });
    const [onA, onB] = listed[0]!.posts;
    expect(onA!.decisions).toEqual([expect.objectContaining({ decision: 'approved', current: true })]);
    expect(onB!.decisions.map((d) => d.decision)).toEqual(['changes', 'comment']);
  });

  it('an edit after approval withdraws it: the owner sees it not current, the client sees the post changed', async () => {
    const { owner, posts } = await ownerWithPosts();
    const { link } = await send(owner, [posts[0]!.id]);
    const token = tokenOf(link!);
    await decide(token, { postId: posts[0]!.id, decision: 'approved' });
    await callOk(pub.update, { token: owner.accessToken, params: { postId: posts[0]!.id }, body: { caption: 'Fresh loaf, now with seeds' } });

    const { approvals: listed } = await callOk(approvals.list, { token: owner.accessToken });
    expect(listed[0]!.posts[0]!.decisions).toEqual([expect.objectContaining({ decision: 'approved', current: false })]);
    const opened = await view(token);
    if (!opened.ok) throw new Error(opened.body.message);
    expect(opened.body.posts[0]).toMatchObject({ caption: 'Fresh loaf, now with seeds', changed: true });

    await decide(token, { postId: posts[0]!.id, decision: 'approved' });
    const again = await view(token);
    expect(again.ok && again.body.posts[0]!.changed).toBe(false);
  });
});

/** A draft of the owner's, as Approve & Publish writes one. */
async function draftOf(ownerId: string, type: 'post' | 'email', title: string, body: string) {
  const { data } = await db()
    .entities.contentItem.create({ userId: ownerId, itemId: randomUUID(), type, title, body, ...(type === 'post' ? { platform: 'Instagram' } : {}) })
    .go();
  return data;
}

describe('drafts sent for approval', () => {
  it('sends post drafts with scheduled posts; the client sees each draft unscheduled and decides; an edit withdraws the approval', async () => {
    const { owner, posts, ownerId } = await ownerWithPosts();
    const cakes = await draftOf(ownerId, 'post', 'Cake week', 'Order a celebration cake by Thursday: link in bio.');
    const rye = await draftOf(ownerId, 'post', 'Rye Saturday', 'Rye loaves are back on Saturday. Come early!');
    const letter = await draftOf(ownerId, 'email', 'December news', 'Dear neighbours…');

    const newsletter = await callApi(approvals.create, {
      token: owner.accessToken,
      body: { requestId: randomUUID(), clientName: 'Sam', clientEmail: uniqueEmail('client'), itemIds: [letter.itemId] },
    });
    expect(newsletter).toEqual({ ok: false, status: 400, body: { message: APPROVAL_MESSAGES.onlyPostDrafts } });
    const missing = await callApi(approvals.create, {
      token: owner.accessToken,
      body: { requestId: randomUUID(), clientName: 'Sam', clientEmail: uniqueEmail('client'), itemIds: [randomUUID()] },
    });
    expect(missing).toEqual({ ok: false, status: 404, body: { message: APPROVAL_MESSAGES.draftsNotFound } });

    const sent = await callOk(approvals.create, {
      token: owner.accessToken,
      body: { requestId: randomUUID(), clientName: 'Sam', clientEmail: uniqueEmail('client'), postIds: [posts[0]!.id], itemIds: [cakes.itemId, rye.itemId] },
    });
    expect(sent.approval.posts.map((p) => [p.postId, p.kind])).toEqual([
      [posts[0]!.id, 'post'],
      [cakes.itemId, 'draft'],
      [rye.itemId, 'draft'],
    ]);
    const token = tokenOf(sent.link!);
    const opened = await view(token);
    if (!opened.ok) throw new Error(opened.body.message);
    expect(opened.body.posts[1]).toMatchObject({
      postId: cakes.itemId,
      kind: 'draft',
      title: 'Cake week',
      caption: 'Order a celebration cake by Thursday: link in bio.',
      platform: 'Instagram',
      localTime: null,
      timeZone: null,
      networks: [],
      gone: false,
    });

    expect((await decide(token, { postId: cakes.itemId, decision: 'approved' })).status).toBe(200);
    expect((await decide(token, { postId: rye.itemId, decision: 'changes', comment: 'Mention the seeded rye' })).status).toBe(200);
    const notes = await Notifications.listNewest(ownerId, 5);
    expect(notes.map((n) => n.title)).toEqual(expect.arrayContaining(['Sam approved your draft “Cake week”', 'Sam requested changes: Mention the seeded rye']));

    // The owner edits the approved draft: the approval is withdrawn on both sides.
    await callOk(contentEndpoints.update, {
      token: owner.accessToken,
      params: { itemId: cakes.itemId },
      body: { title: 'Cake week', body: 'Order a cake by Friday.' },
    });
    const { approvals: listed } = await callOk(approvals.list, { token: owner.accessToken });
    const onCakes = listed.find((r) => r.approvalId === sent.approval.approvalId)!.posts[1]!;
    expect(onCakes).toMatchObject({ kind: 'draft', caption: 'Order a cake by Friday.' });
    expect(onCakes.decisions).toEqual([expect.objectContaining({ decision: 'approved', current: false })]);
    const again = await view(token);
    expect(again.ok && again.body.posts[1]).toMatchObject({ caption: 'Order a cake by Friday.', changed: true });

    // A deleted draft leaves the client's page.
    await callOk(contentEndpoints.delete, { token: owner.accessToken, params: { itemId: rye.itemId } });
    const after = await view(token);
    expect(after.ok && after.body.posts.map((p) => p.postId)).toEqual([posts[0]!.id, cakes.itemId]);
    expect((await decide(token, { postId: rye.itemId, decision: 'approved' })).status).toBe(409);
  });
});

describe('closed and foreign links', () => {
  it('an expired link and a revoked one answer 410 with whom to ask, and take no decision; an unknown one 404', async () => {
    const { owner, posts } = await ownerWithPosts();
    const expired = await send(owner, [posts[0]!.id]);
    await setExpiry(tokenOf(expired.link!), new Date(Date.now() - 1000).toISOString());
    expect(await view(tokenOf(expired.link!))).toEqual({ ok: false, status: 410, body: { message: APPROVAL_MESSAGES.expired('Olive Bakery') } });
    expect((await decide(tokenOf(expired.link!), { postId: posts[0]!.id, decision: 'approved' })).status).toBe(410);

    const revoked = await send(owner, [posts[1]!.id]);
    const after = await callOk(approvals.revoke, { token: owner.accessToken, params: { approvalId: revoked.approval.approvalId } });
    expect(after.revokedAt).not.toBeNull();
    expect(await decide(tokenOf(revoked.link!), { postId: posts[1]!.id, decision: 'approved' })).toEqual({
      ok: false,
      status: 410,
      body: { message: APPROVAL_MESSAGES.revoked('Olive Bakery') },
    });
    const { approvals: listed } = await callOk(approvals.list, { token: owner.accessToken });
    expect(listed.flatMap((r) => r.posts.flatMap((p) => p.decisions))).toEqual([]);

    expect(await view('x'.repeat(43))).toEqual({ ok: false, status: 404, body: { message: APPROVAL_MESSAGES.notFound } });
  });

  it('another owner can neither list nor revoke the request', async () => {
    const { owner, posts } = await ownerWithPosts();
    const { approval } = await send(owner, [posts[0]!.id]);
    const stranger = await newUser({ fullName: 'Stan Stranger' });
    expect((await callOk(approvals.list, { token: stranger.accessToken })).approvals).toEqual([]);
    expect((await callApi(approvals.revoke, { token: stranger.accessToken, params: { approvalId: approval.approvalId } })).status).toBe(404);
    const { approvals: mine } = await callOk(approvals.list, { token: owner.accessToken });
    expect(mine[0]!.revokedAt).toBeNull();
  });
});

/** GET of the public route from another loopback address, so this test's count is its own. */
function getFrom(localAddress: string, path: string): Promise<{ status: number; body: string }> {
  const url = new URL(`${stackUrl()}/api${path}`);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: url.port, path: url.pathname, localAddress, headers: { host: url.host } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('abuse', () => {
  it(`answers 429 with a message after ${APPROVAL_RATE_PER_MINUTE} unknown links a minute from one address, and still opens a real one`, async () => {
    const address = `127.0.0.${10 + Math.floor(Math.random() * 200)}`;
    const path = `/public/approvals/${'y'.repeat(43)}`;
    // Kept clear of a minute's end, so the burst is counted in one minute.
    if (new Date().getUTCSeconds() > 45) await new Promise((r) => setTimeout(r, (61 - new Date().getUTCSeconds()) * 1000));
    const replies = [];
    for (let i = 0; i <= APPROVAL_RATE_PER_MINUTE; i++) replies.push(await getFrom(address, path));
    expect(replies.slice(0, APPROVAL_RATE_PER_MINUTE).map((r) => r.status)).toEqual(Array(APPROVAL_RATE_PER_MINUTE).fill(404));
    expect(replies.at(-1)).toEqual({ status: 429, body: JSON.stringify({ message: APPROVAL_MESSAGES.tooMany }) });
    // Only guesses are counted: a client with a real link on the same address still gets in.
    const { owner, posts } = await ownerWithPosts();
    const { link } = await send(owner, [posts[0]!.id]);
    expect((await getFrom(address, `/public/approvals/${tokenOf(link!)}`)).status).toBe(200);
  }, 90_000);

  it('keeps the token only as its hash: no item of the owner’s holds it', async () => {
    const { owner, posts, ownerId } = await ownerWithPosts();
    const { link } = await send(owner, [posts[0]!.id]);
    const token = tokenOf(link!);
    const tokenHash = createHash('sha256').update(token).digest('hex');
    const TableName = config().TABLE_NAME;
    const { Key } = db().entities.approvalRequest.get({ tokenHash }).params() as { Key: Record<string, string> };
    const stored = await dynamo().send(new GetCommand({ TableName, Key }));
    expect(stored.Item?.['tokenHash']).toBe(tokenHash);
    const own = await dynamo().send(
      new QueryCommand({ TableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `$markk#userid_${ownerId}` } }),
    );
    const byOwner = await dynamo().send(
      new QueryCommand({
        TableName,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': `$markk#userid_${ownerId}` },
      }),
    );
    const everything = JSON.stringify([stored.Item, own.Items, byOwner.Items]);
    expect(own.Items?.length).toBeGreaterThan(0);
    expect(byOwner.Items?.some((i) => i['tokenHash'] === tokenHash)).toBe(true);
    expect(everything).not.toContain(token);
  });
});
