// A reaction click on a real QueryClient over the real call(), with the server stubbed at
// fetch: the count and the pressed state change at once on the post and on its card in every
// list, the server's answer then stands, and a refusal puts back what was shown before; a new
// post marks the lists, the queue and the dashboard to be read again.
import { MutationObserver, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PostCard, PostPage, PostWithReplies } from '#contracts/community';

vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: vi.fn(async () => ({ tokens: { accessToken: { toString: () => 'access-token-1' } } })),
}));

const { setRuntimeConfig } = await import('../../../web/src/app/runtime-config.ts');
const { createQueryClient } = await import('../../../web/src/queries/query-client.ts');
const { communityKeys, createPostMutation, toggleReactionMutation, withoutCard } = await import('../../../web/src/queries/community.ts');
const { dashboardKey } = await import('../../../web/src/queries/dashboard.ts');

const POST = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const none = { like: 0, love: 0, fire: 0, applause: 0, idea: 0, thumbs_up: 0 };

function card(id: string, title: string): PostCard {
  return {
    id,
    title,
    excerpt: 'A short excerpt',
    channel: 'general',
    postType: 'text',
    tags: [],
    author: { userId: 'u1', fullName: 'Ada', avatarUrl: null, companyName: 'Ada Bakes' },
    createdAt: '2026-11-23T00:00:00.000Z',
    updatedAt: '2026-11-23T00:00:00.000Z',
    isPinned: false,
    moderationStatus: 'approved',
    rejectionReason: null,
    mine: false,
    reactionCounts: { ...none, like: 2 },
    myReactions: [],
    replyCount: 0,
  };
}

const screen: PostWithReplies = { post: { ...card(POST, 'Launch day'), content: '<p>Hi</p>' }, replies: [] };
const list: InfiniteData<PostPage, string | null> = {
  pages: [{ posts: [card(POST, 'Launch day'), card(OTHER, 'Other')], nextCursor: null }],
  pageParams: [null],
};
const listKey = communityKeys.list({ channel: 'general' });
const postKey = communityKeys.post(POST);

function stubServer(reply: () => Promise<{ status: number; body?: unknown }>) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () => {
      const { status, body } = await reply();
      return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
}

function held(reply: { status: number; body?: unknown }) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { reply: async () => (await released, reply), release };
}

const shownPost = (client: QueryClient) => client.getQueryData<PostWithReplies>(postKey)!.post;
const shownCard = (client: QueryClient, id = POST) => client.getQueryData<InfiniteData<PostPage>>(listKey)!.pages[0]!.posts.find((p) => p.id === id)!;

let client: QueryClient;

beforeEach(() => {
  setRuntimeConfig({
    stage: 'local',
    region: 'eu-west-2',
    apiUrl: 'http://localhost:3000/api',
    userPoolId: 'local_pool',
    userPoolClientId: 'client',
    local: true,
  });
  client = createQueryClient();
  client.setQueryData(postKey, screen);
  client.setQueryData(listKey, list);
});

afterEach(() => {
  client.clear();
  vi.unstubAllGlobals();
});

describe('a reaction click', () => {
  it('counts and presses at once on the post and its card, then shows the server’s counts', async () => {
    const answer = held({ status: 200, body: { reactionCounts: { ...none, like: 5 }, myReactions: ['like'] } });
    stubServer(answer.reply);

    const done = new MutationObserver(client, toggleReactionMutation(client, POST)).mutate('like');
    await vi.waitFor(() => expect(shownPost(client).reactionCounts.like).toBe(3));
    expect(shownPost(client).myReactions).toEqual(['like']);
    expect(shownCard(client).reactionCounts.like).toBe(3);
    expect(shownCard(client, OTHER).reactionCounts.like).toBe(2);

    answer.release();
    await done;
    expect(shownPost(client).reactionCounts.like).toBe(5);
    expect(shownCard(client).reactionCounts.like).toBe(5);
  });

  it('puts the counts back when the server refuses (Growth is read-only)', async () => {
    const answer = held({ status: 402, body: { message: 'The community is read-only on the Growth plan. Upgrade to Premium to post, comment and react.' } });
    stubServer(answer.reply);

    const done = new MutationObserver(client, toggleReactionMutation(client, POST)).mutate('fire');
    await vi.waitFor(() => expect(shownPost(client).reactionCounts.fire).toBe(1));
    answer.release();
    await expect(done).rejects.toMatchObject({ status: 402 });

    expect(client.getQueryData(postKey)).toEqual(screen);
    expect(client.getQueryData(listKey)).toEqual(list);
  });
});

describe('a new post', () => {
  it('marks every list, the queue, the reports and the dashboard’s counter to be read again', async () => {
    client.setQueryData(communityKeys.queue, { pending: [], nextCursor: null, total: 0 });
    client.setQueryData(communityKeys.reports, { reports: [], nextCursor: null, total: 0 });
    client.setQueryData(dashboardKey, { counts: {} });
    stubServer(async () => ({ status: 201, body: { post: { ...card(OTHER, 'New'), moderationStatus: 'pending', mine: true, content: '<p>x</p>' } } }));

    await new MutationObserver(client, createPostMutation(client)).mutate({
      title: 'New',
      content: '<p>x</p>',
      requestId: '33333333-3333-4333-8333-333333333333',
    });

    for (const key of [listKey, communityKeys.queue, communityKeys.reports, dashboardKey])
      expect(client.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true);
  });
});

describe('a deleted post', () => {
  it('leaves every list', () => {
    expect(withoutCard(list, POST)!.pages[0]!.posts.map((p) => p.id)).toEqual([OTHER]);
  });
});
