// The community forum against the real local stack: moderation visibility for the author,
// another user and a moderator; sanitising; bad input; replies and reactions with their
// counts (also under ten concurrent toggles); a page of 20 posts in a bounded number of
// DynamoDB requests; notifications; Growth read-only; reports and the moderation queue.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { db } from '#data/service';
import { dynamo } from '#lib/clients';
import * as Community from '#domain/community';
import * as Posts from '#domain/posts';
import * as Notifications from '#domain/notifications';
import * as Roles from '#domain/roles';
import * as Stats from '#domain/stats';
import { billingEndpoints } from '#contracts/billing';
import {
  CHANNEL_IDS,
  COMMUNITY_MESSAGES,
  PAGE_SIZE,
  POST_CONTENT_MAX,
  communityEndpoints as community,
  type NewPostBody,
  type PostCard,
  type ReportsPage,
} from '#contracts/community';
import { UPGRADE_MESSAGES } from '#contracts/plans';
import { callApi, callOk, newUser, type TestUser } from '../support/users.ts';
import { userIdOf } from '../support/seed.ts';

interface Member extends TestUser {
  userId: string;
  fullName: string;
}

async function member(fullName: string, options: { premium?: boolean; role?: 'admin' | 'moderator' } = {}): Promise<Member> {
  const user = await newUser({ fullName, companyName: `${fullName} Co` });
  const userId = await userIdOf(user);
  if (options.premium !== false) await callOk(billingEndpoints.localPay, { token: user.accessToken, body: { tier: 'premium' } });
  if (options.role) await Roles.grant(userId, options.role);
  return { ...user, userId, fullName };
}

const tag = () => randomUUID().slice(0, 8);
const create = (user: TestUser, body: Partial<NewPostBody>) =>
  callApi(community.createPost, {
    token: user.accessToken,
    body: { title: `Post ${tag()}`, content: '<p>Hello</p>', requestId: randomUUID(), ...body } as NewPostBody,
  });
async function posted(user: TestUser, body: Partial<NewPostBody> = {}) {
  const reply = await create(user, body);
  if (!reply.ok) throw new Error(`create answered ${reply.status}: ${reply.body.message}`);
  expect(reply.status).toBe(201);
  return reply.body.post;
}
const feed = (user: TestUser, query: { channel?: NewPostBody['channel']; q?: string; cursor?: string } = {}) =>
  callOk(community.listPosts, { token: user.accessToken, query });
const open = (user: TestUser, postId: string) => callApi(community.getPost, { token: user.accessToken, params: { postId } });
const moderate = (user: TestUser, postId: string, action: 'approve' | 'reject' | 'pin' | 'unpin', reason?: string) =>
  callApi(community.moderate, { token: user.accessToken, params: { postId }, body: { action, ...(reason ? { reason } : {}) } });
const toggle = (user: TestUser, postId: string, type: 'like' | 'love' | 'fire' | 'applause' | 'idea' | 'thumbs_up') =>
  callApi(community.toggleReaction, { token: user.accessToken, params: { postId }, body: { type } });
const ids = (posts: PostCard[]) => posts.map((p) => p.id);

/** Every open report, page after page (other tests' reports are open too). */
async function openReports(moderator: TestUser): Promise<ReportsPage['reports']> {
  const all: ReportsPage['reports'] = [];
  let cursor: string | undefined;
  do {
    const page = await callOk(community.reports, { token: moderator.accessToken, query: cursor ? { cursor } : {} });
    all.push(...page.reports);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return all;
}

/** The ids of every pending post in the moderation queue, page after page (other tests' posts wait there too). */
async function pendingInQueue(moderator: TestUser): Promise<string[]> {
  const all: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await callOk(community.queue, { token: moderator.accessToken, query: cursor ? { cursor } : {} });
    all.push(...ids(page.pending));
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return all;
}

let author: Member;
let other: Member;
let moderator: Member;
let admin: Member;

beforeAll(async () => {
  [author, other, moderator, admin] = await Promise.all([
    member('Ada Author'),
    member('Otto Other'),
    member('Mona Moderator', { role: 'moderator' }),
    member('Alma Admin', { role: 'admin' }),
  ]);
}, 60_000);

describe('roles and the viewer', () => {
  it('a regular user is "user"; granted roles show; Growth is read-only with the upgrade message', async () => {
    expect(await callOk(community.viewer, { token: author.accessToken })).toEqual({ role: 'user', canWrite: true, readOnlyMessage: null });
    expect((await callOk(community.viewer, { token: moderator.accessToken })).role).toBe('moderator');
    expect((await callOk(community.viewer, { token: admin.accessToken })).role).toBe('admin');
    expect(await Roles.hasRole(admin.userId, 'admin')).toBe(true);
    expect(await Roles.hasRole(author.userId, 'moderator')).toBe(false);
    const growth = await member('Gus Growth', { premium: false });
    expect(await callOk(community.viewer, { token: growth.accessToken })).toEqual({
      role: 'user',
      canWrite: false,
      readOnlyMessage: UPGRADE_MESSAGES.communityWrite,
    });
  });
});

describe('moderation visibility', () => {
  it('the queue comes 100 pending posts a page, oldest first, and the next pages continue without repeats or gaps', async () => {
    const seeded = await Posts.createMany(
      author.userId,
      Array.from({ length: 130 }, (_, i) => ({ title: `Queued ${i} ${tag()}`, channel: CHANNEL_IDS[i % CHANNEL_IDS.length]! })),
    );
    // Taken out again at the end: other files' moderators read the same queue.
    onTestFinished(async () => {
      await db()
        .entities.post.delete(seeded.map((postId) => ({ postId })))
        .go();
    });
    const pages: PostCard[][] = [];
    let cursor: string | undefined;
    do {
      const page = await callOk(community.queue, { token: moderator.accessToken, query: cursor ? { cursor } : {} });
      expect(page.pending.length).toBeLessThanOrEqual(100);
      pages.push(page.pending);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    const all = pages.flat();
    // Every page says how many wait in all: what paging through them finds.
    const { total } = await callOk(community.queue, { token: moderator.accessToken, query: {} });
    expect(total).toBe(all.length);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.slice(0, -1).every((page) => page.length === 100)).toBe(true);
    expect(new Set(ids(all)).size).toBe(all.length);
    expect(
      ids(all)
        .filter((id) => seeded.includes(id))
        .sort(),
    ).toEqual([...seeded].sort());
    const created = all.map((post) => post.createdAt);
    expect(created).toEqual([...created].sort());
    expect(await callApi(community.queue, { token: moderator.accessToken, query: { cursor: 'not-a-page' } })).toEqual({
      ok: false,
      status: 400,
      body: { message: 'This page link is not valid.' },
    });
  });

  it("a user's post is pending: the author sees it with its status, another user does not, a moderator reviews it; once approved everyone sees it and the author is told", async () => {
    const title = `Pending ${tag()}`;
    const post = await posted(author, { title, channel: 'growth-wins', postType: 'win', tags: ['  Launch ', 'launch', '', 'SEO'] });
    expect(post).toMatchObject({
      title,
      channel: 'growth-wins',
      postType: 'win',
      moderationStatus: 'pending',
      mine: true,
      tags: ['launch', 'seo'],
      replyCount: 0,
    });

    expect(ids((await feed(author, { channel: 'growth-wins' })).posts)).toContain(post.id);
    expect(ids((await feed(author)).posts)).toContain(post.id);
    expect(ids((await feed(other, { channel: 'growth-wins' })).posts)).not.toContain(post.id);
    expect(ids((await feed(other, { q: title.toLowerCase() })).posts)).toEqual([]);
    expect(await open(other, post.id)).toEqual({ ok: false, status: 404, body: { message: COMMUNITY_MESSAGES.postNotFound } });
    const reply = await callApi(community.addReply, {
      token: other.accessToken,
      params: { postId: post.id },
      body: { content: '<p>Hi</p>', requestId: randomUUID() },
    });
    expect(reply).toEqual({ ok: false, status: 404, body: { message: COMMUNITY_MESSAGES.postNotFound } });

    expect(await pendingInQueue(moderator)).toContain(post.id);
    expect((await open(moderator, post.id)).status).toBe(200);

    const approved = await moderate(moderator, post.id, 'approve');
    expect(approved.ok && approved.body.post.moderationStatus).toBe('approved');
    expect(ids((await feed(other, { channel: 'growth-wins' })).posts)).toContain(post.id);
    expect(await pendingInQueue(moderator)).not.toContain(post.id);
    const notices = await Notifications.listNewest(author.userId, 10);
    expect(notices.map((n) => n.message)).toContain(`Your post “${title}” was approved and is now visible in Growth Wins.`);
  });

  it('moderators and admins post approved at once; pinned posts come first', async () => {
    const channel = 'tech-tools' as const;
    const older = await posted(admin, { channel, title: `Pinned later ${tag()}` });
    const newer = await posted(moderator, { channel, title: `Newest ${tag()}` });
    expect([older.moderationStatus, newer.moderationStatus]).toEqual(['approved', 'approved']);
    const before = ids((await feed(other, { channel })).posts);
    expect(before.indexOf(newer.id)).toBeLessThan(before.indexOf(older.id));
    expect((await moderate(admin, older.id, 'pin')).ok).toBe(true);
    const after = (await feed(other, { channel })).posts;
    expect(after[0]).toMatchObject({ id: older.id, isPinned: true });
    expect((await moderate(admin, older.id, 'unpin')).ok).toBe(true);
  });

  it('a rejected post shows its reason to the author only; replies to it are refused; the author is told why', async () => {
    const title = `Rejected ${tag()}`;
    const post = await posted(author, { title });
    const rejected = await moderate(moderator, post.id, 'reject', 'Please keep it on topic.');
    expect(rejected.ok && rejected.body.post).toMatchObject({ moderationStatus: 'rejected', rejectionReason: 'Please keep it on topic.' });
    const mine = await open(author, post.id);
    expect(mine.ok && mine.body.post).toMatchObject({ moderationStatus: 'rejected', rejectionReason: 'Please keep it on topic.' });
    expect((await open(other, post.id)).status).toBe(404);
    const reply = await callApi(community.addReply, {
      token: author.accessToken,
      params: { postId: post.id },
      body: { content: 'Why?', requestId: randomUUID() },
    });
    expect(reply.status).toBe(404);
    const notices = await Notifications.listNewest(author.userId, 10);
    expect(notices.map((n) => n.message)).toContain(`Your post “${title}” was not approved: Please keep it on topic.`);
    // Editing it resubmits it for review.
    const edited = await callOk(community.updatePost, { token: author.accessToken, params: { postId: post.id }, body: { content: '<p>On topic now</p>' } });
    expect(edited.post).toMatchObject({ moderationStatus: 'pending', rejectionReason: null, content: '<p>On topic now</p>' });
  });

  it('a non-moderator calling moderation gets 403', async () => {
    const post = await posted(author);
    expect(await callApi(community.queue, { token: other.accessToken, query: {} })).toEqual({
      ok: false,
      status: 403,
      body: { message: COMMUNITY_MESSAGES.notModerator },
    });
    expect((await moderate(author, post.id, 'approve')).status).toBe(403);
    expect((await callApi(community.dismissReport, { token: other.accessToken, params: { reportId: `${post.id}_${other.userId}` } })).status).toBe(403);
  });
});

describe('writing posts', () => {
  it('sanitises content to the allowed tags: scripts, handlers, javascript: links and styles go; links get rel="noopener noreferrer"', async () => {
    const post = await posted(moderator, {
      title: '<b>Bold</b> & <script>alert(1)</script>',
      content:
        '<p style="color:red" onclick="x()">Hi <strong>there</strong> <em>you</em> <u>u</u></p><script>alert(1)</script><img src=x onerror=alert(1)>' +
        '<a href="javascript:alert(1)">bad</a><a href="https://markk.example" target="_blank" rel="opener">good</a><a href="mailto:hi@example.com" target="_top">mail</a>' +
        '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote><pre><code>c</code></pre><iframe src="https://evil.example"></iframe><br>',
    });
    expect(post.title).toBe('<b>Bold</b> & <script>alert(1)</script>');
    expect(post.content).toBe(
      '<p>Hi <strong>there</strong> <em>you</em> <u>u</u></p><a rel="noopener noreferrer">bad</a><a href="https://markk.example" target="_blank" rel="noopener noreferrer">good</a>' +
        '<a href="mailto:hi@example.com" rel="noopener noreferrer">mail</a><ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote><pre><code>c</code></pre><br>',
    );
    expect(post.excerpt).toBe('Hi there you u badgoodmail one two q c');
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const cases: [Partial<NewPostBody> | Record<string, unknown>, string | RegExp][] = [
      [{ title: '   ' }, COMMUNITY_MESSAGES.titleRequired],
      [{ content: '  ' }, COMMUNITY_MESSAGES.contentRequired],
      [{ content: '<script>alert(1)</script><p> </p>' }, COMMUNITY_MESSAGES.contentRequired],
      [{ content: `<p>${'x'.repeat(POST_CONTENT_MAX)}</p>` }, 'Content can be at most 20,000 characters.'],
      [{ channel: 'random' }, /Channel must be one of general/],
      [{ postType: 'poll' }, /Post type must be text, question, win or collaboration/],
      [{ requestId: 'again' }, /requestId must be a UUID/],
    ];
    for (const [body, message] of cases) {
      const reply = await create(author, body as Partial<NewPostBody>);
      expect(reply.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(reply.ok ? '' : reply.body.message).toMatch(message);
    }
    const post = await posted(moderator);
    const bad = await callApi(community.toggleReaction, { token: author.accessToken, params: { postId: post.id }, body: { type: 'angry' as 'like' } });
    expect(bad.status).toBe(400);
    expect(bad.ok ? '' : bad.body.message).toMatch(/Reaction must be like, love, fire, applause, idea or thumbs_up/);
    const missing = await callApi(community.addReply, {
      token: author.accessToken,
      params: { postId: randomUUID() },
      body: { content: 'Hi', requestId: randomUUID() },
    });
    expect(missing).toEqual({ ok: false, status: 404, body: { message: COMMUNITY_MESSAGES.postNotFound } });
  });

  it('a retried create (same requestId) makes one post and counts it once on the dashboard', async () => {
    const user = await member('Rita Retry');
    const requestId = randomUUID();
    const [first, second] = await Promise.all([posted(user, { requestId, title: 'Once' }), posted(user, { requestId, title: 'Once' })]);
    expect(second.id).toBe(first.id);
    expect((await Stats.get(user.userId)).communityPosts).toBe(1);
    await callOk(community.deletePost, { token: user.accessToken, params: { postId: first.id } });
    expect((await Stats.get(user.userId)).communityPosts).toBe(0);
  });

  it('Growth reads but cannot post, reply or react: 402 with the upgrade message', async () => {
    const growth = await member('Gail Growth', { premium: false });
    const post = await posted(moderator);
    expect((await open(growth, post.id)).status).toBe(200);
    const refused = { ok: false, status: 402, body: { message: UPGRADE_MESSAGES.communityWrite } };
    expect(await create(growth, {})).toEqual(refused);
    expect(
      await callApi(community.addReply, { token: growth.accessToken, params: { postId: post.id }, body: { content: 'Hi', requestId: randomUUID() } }),
    ).toEqual(refused);
    expect(await toggle(growth, post.id, 'like')).toEqual(refused);
  });

  it('authors edit and delete their own posts; others get 404; moderators delete any post', async () => {
    const post = await posted(author);
    expect((await callApi(community.updatePost, { token: other.accessToken, params: { postId: post.id }, body: { title: 'Mine' } })).status).toBe(404);
    expect((await callApi(community.deletePost, { token: other.accessToken, params: { postId: post.id } })).status).toBe(404);
    const edited = await callOk(community.updatePost, { token: author.accessToken, params: { postId: post.id }, body: { title: 'Edited', tags: ['New'] } });
    expect(edited.post).toMatchObject({ title: 'Edited', tags: ['new'] });
    await moderate(moderator, post.id, 'approve');
    await callOk(community.addReply, { token: other.accessToken, params: { postId: post.id }, body: { content: 'A reply', requestId: randomUUID() } });
    await toggle(other, post.id, 'love');
    await callOk(community.reportPost, { token: other.accessToken, params: { postId: post.id }, body: { reason: 'Spam' } });
    expect((await callApi(community.deletePost, { token: moderator.accessToken, params: { postId: post.id } })).status).toBe(204);
    expect((await open(author, post.id)).status).toBe(404);
    // The thread went with it: replies, reactions and reports.
    const { data } = await db().collections.post({ postId: post.id }).go();
    expect([data.post, data.postComment, data.postReaction, data.postReport].map((list) => list.length)).toEqual([0, 0, 0, 0]);
  });
});

describe('replies', () => {
  it('oldest first with the count; the author is notified; authors edit theirs; moderators delete any', async () => {
    const title = `Thread ${tag()}`;
    const post = await posted(moderator, { title });
    const first = await callOk(community.addReply, {
      token: author.accessToken,
      params: { postId: post.id },
      body: { content: '<p>First <script>x</script></p>', requestId: randomUUID() },
    });
    const requestId = randomUUID();
    const second = await callOk(community.addReply, { token: other.accessToken, params: { postId: post.id }, body: { content: 'Second', requestId } });
    const again = await callOk(community.addReply, { token: other.accessToken, params: { postId: post.id }, body: { content: 'Second', requestId } });
    expect(again.reply.id).toBe(second.reply.id);
    expect(first.reply.content).toBe('<p>First </p>');
    const thread = await open(author, post.id);
    expect(thread.ok && thread.body.replies.map((r) => r.id)).toEqual([first.reply.id, second.reply.id]);
    expect(thread.ok && thread.body.post.replyCount).toBe(2);
    const notices = await Notifications.listNewest(moderator.userId, 10);
    expect(notices.map((n) => n.message)).toEqual(expect.arrayContaining([`Ada Author replied to “${title}”`, `Otto Other replied to “${title}”`]));

    expect(
      (await callApi(community.updateReply, { token: author.accessToken, params: { postId: post.id, replyId: second.reply.id }, body: { content: 'Mine' } }))
        .status,
    ).toBe(404);
    const edited = await callOk(community.updateReply, {
      token: other.accessToken,
      params: { postId: post.id, replyId: second.reply.id },
      body: { content: '<em>Edited</em>' },
    });
    expect(edited.reply.content).toBe('<em>Edited</em>');
    expect((await callApi(community.deleteReply, { token: author.accessToken, params: { postId: post.id, replyId: second.reply.id } })).status).toBe(404);
    expect((await callApi(community.deleteReply, { token: moderator.accessToken, params: { postId: post.id, replyId: second.reply.id } })).status).toBe(204);
    const after = await open(author, post.id);
    expect(after.ok && after.body.post.replyCount).toBe(1);
  });
});

describe('reactions', () => {
  it('toggling twice leaves none', async () => {
    const post = await posted(moderator);
    const on = await toggle(author, post.id, 'fire');
    expect(on.ok && on.body).toMatchObject({ myReactions: ['fire'], reactionCounts: { fire: 1, like: 0 } });
    const off = await toggle(author, post.id, 'fire');
    expect(off.ok && off.body).toMatchObject({ myReactions: [], reactionCounts: { fire: 0 } });
    const { data } = await db().entities.postReaction.query.byPost({ postId: post.id }).go();
    expect(data).toEqual([]);
  });

  it('10 concurrent toggles by one user end with counts equal to the reaction items', async () => {
    const post = await posted(moderator);
    const replies = await Promise.all(Array.from({ length: 10 }, () => toggle(author, post.id, 'like')));
    expect(replies.map((r) => r.status)).toEqual(Array(10).fill(200));
    const { data } = await db().entities.postReaction.query.byPost({ postId: post.id }).go();
    const stored = await db().entities.post.get({ postId: post.id }).go({ consistent: true });
    expect(stored.data?.likeCount ?? 0).toBe(data.length);
    expect(data.length).toBe(0); // an even number of toggles
  });

  it("reactions by others are one unread notification per post, counted up; one's own are not notified", async () => {
    const user = await member('Nia Notified');
    const title = `Reacted ${tag()}`;
    const post = await posted(user, { title });
    await moderate(moderator, post.id, 'approve');
    await toggle(user, post.id, 'like');
    await toggle(author, post.id, 'like');
    await toggle(other, post.id, 'love');
    await toggle(admin, post.id, 'idea');
    await toggle(admin, post.id, 'fire');
    const notices = (await Notifications.listNewest(user.userId, 10)).filter((n) => n.message.includes('reacted'));
    expect(notices.map((n) => [n.message, n.unread])).toEqual([[`3 people reacted to “${title}”`, true]]);
    await Notifications.markAllRead(user.userId);
    await toggle(moderator, post.id, 'fire');
    const later = (await Notifications.listNewest(user.userId, 10)).filter((n) => n.message.includes('reacted'));
    expect(later.map((n) => [n.message, n.unread])).toEqual([
      [`1 person reacted to “${title}”`, true],
      [`3 people reacted to “${title}”`, false],
    ]);
  });
});

describe('the feed', () => {
  it('a page of 20 posts with counts and the viewer’s reactions takes a bounded number of DynamoDB requests; Load more continues without repeats', async () => {
    // A channel no other test writes approved posts to (the browser test needs "collaborate" empty).
    const channel = 'marketing-trends' as const;
    const word = `bench${tag()}`;
    const made: string[] = [];
    for (let i = 0; i < 23; i++) made.push((await posted(i % 2 ? admin : moderator, { channel, title: `${word} ${i}`, tags: [word] })).id);
    await toggle(other, made[22]!, 'idea');

    const commands: string[] = [];
    const client = dynamo();
    const count = ((next: (args: unknown) => Promise<unknown>, context: { commandName?: string }) => async (args: unknown) => {
      commands.push(context.commandName ?? '?');
      return next(args);
    }) as never;
    client.middlewareStack.add(count, { step: 'initialize', name: 'countCommunityRequests' });
    const measured = async (query: { channel?: typeof channel }) => {
      commands.length = 0;
      const result = await Community.listPosts(other.userId, query);
      return { result, sent: [...commands] };
    };
    let channelPage: Awaited<ReturnType<typeof measured>>;
    let allPage: Awaited<ReturnType<typeof measured>>;
    try {
      channelPage = await measured({ channel });
      allPage = await measured({});
    } finally {
      client.middlewareStack.remove('countCommunityRequests');
    }
    const page = channelPage.result;
    const sent = channelPage.sent;
    // All channels: the seven channel partitions merged, and the same lookups.
    expect(allPage.result.posts).toHaveLength(PAGE_SIZE);
    expect(allPage.sent.length).toBeLessThanOrEqual(7 + 4);
    expect(page.posts).toHaveLength(PAGE_SIZE);
    // One Query of the channel, one of the viewer's own posts awaiting review, one BatchGet of
    // the authors, two of the viewer's reactions (20 posts × 6 types = 120 keys).
    expect(sent.length).toBeLessThanOrEqual(5);
    expect([...sent, ...allPage.sent].filter((c) => c !== 'QueryCommand' && c !== 'BatchGetItemCommand')).toEqual([]);
    expect(page.posts[0]).toMatchObject({ id: made[22], myReactions: ['idea'], reactionCounts: { idea: 1 } });

    const next = await feed(other, { channel, cursor: page.nextCursor! });
    const all = [...ids(page.posts), ...ids(next.posts)];
    expect(new Set(all).size).toBe(all.length);
    expect(all.filter((id) => made.includes(id))).toEqual([...made].reverse());

    // Search: title, content and tags, across all channels.
    const found = await feed(other, { q: word.toUpperCase() });
    expect(found.posts.length).toBe(PAGE_SIZE);
    expect((await feed(other, { q: word, cursor: found.nextCursor! })).posts.length).toBe(3);
    const byContent = await posted(moderator, { channel: 'general', content: `<p>Only in the ${word}body text</p>` });
    expect(ids((await feed(other, { q: `${word}body` })).posts)).toEqual([byContent.id]);
  }, 120_000);

  it('refuses a cursor it did not make', async () => {
    const reply = await callApi(community.listPosts, { token: other.accessToken, query: { cursor: 'not-a-cursor' } });
    expect(reply.status).toBe(400);
  });
});

describe('reports', () => {
  it('the open reports come 50 a page, oldest first, with their total; the last page ends the list; others get 403', async () => {
    const before = (await callOk(community.reports, { token: moderator.accessToken, query: {} })).total;
    const seeded = await Posts.createMany(
      author.userId,
      Array.from({ length: 60 }, (_, i) => ({ title: `Reported page ${i} ${tag()}`, channel: CHANNEL_IDS[i % CHANNEL_IDS.length]! })),
    );
    onTestFinished(async () => {
      await db()
        .entities.postReport.delete(seeded.map((postId) => ({ postId, userId: other.userId })))
        .go();
      await db()
        .entities.post.delete(seeded.map((postId) => ({ postId })))
        .go();
    });
    await db()
      .entities.postReport.put(
        seeded.map((postId) => ({ postId, userId: other.userId, reportId: Community.reportIdOf(postId, other.userId), reason: 'Looks like spam' })),
      )
      .go();
    const first = await callOk(community.reports, { token: moderator.accessToken, query: {} });
    expect(first.total).toBe(before + 60);
    expect(first.reports).toHaveLength(50);
    expect(first.nextCursor).not.toBeNull();
    const all = await openReports(moderator);
    expect(all).toHaveLength(before + 60);
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
    expect(
      all
        .filter((r) => seeded.includes(r.postId))
        .map((r) => r.postId)
        .sort(),
    ).toEqual([...seeded].sort());
    const created = all.map((r) => r.createdAt);
    expect(created).toEqual([...created].sort());
    expect((await callApi(community.reports, { token: other.accessToken, query: {} })).status).toBe(403);
    expect(await callApi(community.reports, { token: moderator.accessToken, query: { cursor: 'not-a-page' } })).toEqual({
      ok: false,
      status: 400,
      body: { message: 'This page link is not valid.' },
    });
  });

  it('a user reports a post once; the report is in the queue; a moderator dismisses it', async () => {
    const title = `Reported ${tag()}`;
    const post = await posted(moderator, { title });
    expect(await callApi(community.reportPost, { token: other.accessToken, params: { postId: post.id }, body: { reason: 'Spam' } })).toEqual({
      ok: true,
      status: 201,
      body: { reported: true },
    });
    expect(await callApi(community.reportPost, { token: other.accessToken, params: { postId: post.id }, body: { reason: 'Spam' } })).toEqual({
      ok: false,
      status: 409,
      body: { message: COMMUNITY_MESSAGES.alreadyReported },
    });
    const report = (await openReports(admin)).find((r) => r.postId === post.id);
    expect(report).toMatchObject({ postTitle: title, reason: 'Spam', reporter: { fullName: 'Otto Other' } });
    expect((await callApi(community.dismissReport, { token: moderator.accessToken, params: { reportId: report!.id } })).status).toBe(204);
    expect((await openReports(admin)).map((r) => r.postId)).not.toContain(post.id);
    expect((await callApi(community.dismissReport, { token: moderator.accessToken, params: { reportId: report!.id } })).status).toBe(404);
  });
});
