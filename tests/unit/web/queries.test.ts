// The SPA's data layer on a real QueryClient over the real call(), with the server stubbed at
// fetch: which reads are retried, what each write changes in the cache (at once, and back when
// the server refuses), what it marks stale, and how a generation run is polled.
import { MutationObserver, QueryObserver, environmentManager, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentItem } from '#contracts/content';
import type { DashboardSummary } from '#contracts/dashboard';
import type { GenerationRun } from '#contracts/generation';
import type { TeamScreen } from '#contracts/team';
import type { ViralInviteData } from '#contracts/viral-invites';

vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: vi.fn(async () => ({ tokens: { accessToken: { toString: () => 'access-token-1' } } })),
}));

const { ApiError } = await import('../../../web/src/lib/api-client.ts');
const { setRuntimeConfig } = await import('../../../web/src/app/runtime-config.ts');
const { createQueryClient, shouldRetry } = await import('../../../web/src/queries/query-client.ts');
const { contentItemKey, contentListKey, updateContentItemMutation } = await import('../../../web/src/queries/content.ts');
const { dashboardSummaryQuery, markAllReadMutation } = await import('../../../web/src/queries/dashboard.ts');
const { linksKey, trackContentLinksMutation } = await import('../../../web/src/queries/analytics.ts');
const { brandKitKey, saveBrandKitMutation } = await import('../../../web/src/queries/brand-kit.ts');
const { approveRunMutation, generationRunQuery, runsKey, RUN_POLL_AFTER_ERROR_MS, RUN_POLL_MS } = await import('../../../web/src/queries/generation.ts');
const { createInviteMutation, revokeInviteMutation, viralInvitesKey } = await import('../../../web/src/queries/viral-invites.ts');
const { subscriptionQuery } = await import('../../../web/src/queries/billing.ts');
const { ensureTeamMutation, removeTeamMemberMutation, revokeTeamInviteMutation, teamKey, teamQuery } = await import('../../../web/src/queries/team.ts');

type Reply = { status: number; body?: unknown } | (() => Promise<{ status: number; body?: unknown }>);

/** The stubbed server: "METHOD /path" → a queue of replies (the last one repeats); every request is logged. */
function stubServer(routes: Record<string, Reply[]>) {
  const requests: string[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input));
    const route = `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '')}`;
    requests.push(route);
    const queue = routes[route];
    if (!queue?.length) throw new Error(`No reply stubbed for ${route}`);
    const next = queue.length > 1 ? queue.shift()! : queue[0]!;
    const reply = typeof next === 'function' ? await next() : next;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return requests;
}

/** A reply the test releases when it wants, to look at the cache while a write is on its way. */
function held(reply: { status: number; body?: unknown }) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { reply: async () => (await released, reply), release };
}

const summary: DashboardSummary = {
  counts: { activeProjects: 1, completedTasks: 2, communityPosts: 0 },
  weeklyProgress: { weekStart: '2026-11-23T00:00:00.000Z', completedThisWeek: 2, percent: 20 },
  notifications: [
    { notificationId: 'n1', title: 'Your content is ready', message: '', unread: true, createdAt: '2026-11-23T09:00:00.000Z' },
    { notificationId: 'n2', title: 'New team member', message: 'Sam joined.', unread: true, createdAt: '2026-11-23T08:00:00.000Z' },
  ],
};

const draft = (id: string, title: string): ContentItem => ({
  id,
  type: 'blog',
  title,
  body: 'Body',
  status: 'draft',
  runId: null,
  createdAt: '2026-11-23T00:00:00.000Z',
  updatedAt: '2026-11-23T00:00:00.000Z',
});

const invitation = (token: string, status: 'pending' | 'accepted' = 'pending') => ({
  id: `id-${token}`,
  invitee_email: `${token}@example.com`,
  status,
  token,
  created_at: '2026-11-23T00:00:00.000Z',
  expires_at: '2026-12-07T00:00:00.000Z',
  inviteUrl: `http://localhost:3000/invite/${token}`,
});
const invites: ViralInviteData = { remainingInvites: 9, referralCount: 0, totalRewardDays: 0, invitations: [invitation('tokenAAAAAAAAAAAAAA')] };

const RUN_ID = 'a'.repeat(32);
const run = (status: GenerationRun['status']): GenerationRun => ({
  runId: RUN_ID,
  status,
  percent: status === 'running' ? 40 : 100,
  stages: [],
  error: null,
  result: null,
  approvedAt: null,
  createdAt: '2026-11-23T00:00:00.000Z',
});

const unreadCount = (client: QueryClient) =>
  client
    .getQueriesData<DashboardSummary>({ queryKey: ['dashboard'] })
    .flatMap(([, data]) => data?.notifications ?? [])
    .filter((n) => n.unread).length;
const isStale = (client: QueryClient, queryKey: QueryKey) => client.getQueryState(queryKey)?.isInvalidated;

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
  // The retry policy under test is the app's; only the pause between attempts is cut.
  client.setDefaultOptions({ ...client.getDefaultOptions(), queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });
});

afterEach(() => {
  client.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('reads', () => {
  it('ask again after a 5xx or an unreachable server, twice at most', async () => {
    const requests = stubServer({ 'GET /dashboard': [{ status: 503, body: { message: 'Busy' } }, { status: 502 }, { status: 200, body: summary }] });

    await expect(client.fetchQuery(dashboardSummaryQuery('Europe/London'))).resolves.toEqual(summary);
    expect(requests).toHaveLength(3);

    expect(shouldRetry(0, new ApiError(0, 'offline'))).toBe(true);
    expect(shouldRetry(2, new ApiError(500, 'down'))).toBe(false);
  });

  it('never ask again after a 4xx: the answer stands', async () => {
    const requests = stubServer({ 'GET /dashboard': [{ status: 404, body: { message: 'Not here.' } }] });

    await expect(client.fetchQuery(dashboardSummaryQuery('UTC'))).rejects.toMatchObject({ status: 404, message: 'Not here.' });
    expect(requests).toHaveLength(1);
  });

  it('show the free plan, without an error, when check-subscription fails', async () => {
    stubServer({ 'GET /billing/subscription': [{ status: 500, body: { message: 'Stripe is down.' } }] });

    await expect(client.fetchQuery(subscriptionQuery())).resolves.toEqual({
      subscribed: false,
      subscription_tier: 'free',
      subscription_end: null,
      cancel_at_period_end: false,
    });
  });
});

describe('mark all read', () => {
  it('clears the "New" labels before the server answers, then reads the dashboard again', async () => {
    const answer = held({ status: 200, body: { marked: 2 } });
    stubServer({ 'POST /notifications/read-all': [answer.reply] });
    client.setQueryData(dashboardSummaryQuery('UTC').queryKey, summary);

    const done = new MutationObserver(client, markAllReadMutation(client)).mutate();
    await vi.waitFor(() => expect(unreadCount(client)).toBe(0));
    answer.release();
    await done;

    expect(unreadCount(client)).toBe(0);
    expect(isStale(client, dashboardSummaryQuery('UTC').queryKey)).toBe(true);
  });

  it('puts the labels back when the server refuses', async () => {
    stubServer({ 'POST /notifications/read-all': [{ status: 503, body: { message: 'Notifications are resting.' } }] });
    client.setQueryData(dashboardSummaryQuery('UTC').queryKey, summary);

    await expect(new MutationObserver(client, markAllReadMutation(client)).mutate()).rejects.toMatchObject({ message: 'Notifications are resting.' });

    expect(unreadCount(client)).toBe(2);
  });
});

describe('writes mark what they change as stale', () => {
  it('Approve & Publish: the content list, the dashboard and the runs', async () => {
    stubServer({ [`POST /generation-runs/${RUN_ID}/approve`]: [{ status: 200, body: { items: [draft('i1', 'Post')] } }] });
    client.setQueryData(contentListKey, []);
    client.setQueryData(dashboardSummaryQuery('UTC').queryKey, summary);
    client.setQueryData(runsKey, { runs: [] });
    client.setQueryData(brandKitKey, { brandKit: null });

    await new MutationObserver(client, approveRunMutation(client)).mutate(RUN_ID);

    expect(isStale(client, contentListKey)).toBe(true);
    expect(isStale(client, dashboardSummaryQuery('UTC').queryKey)).toBe(true);
    expect(isStale(client, runsKey)).toBe(true);
    expect(isStale(client, brandKitKey)).toBe(false);
  });

  it('saving the brand kit: the kit (holding the saved one at once) and the dashboard', async () => {
    const saved = {
      id: 'k1',
      name: 'Corner Café',
      industry: 'Coffee',
      targetAudience: 'Commuters',
      mainGoal: 'Regulars',
      platforms: ['Instagram'],
      toneOfVoice: 'Friendly',
      palette: { primary: '#112233', secondary: '#445566' },
      logoUrl: null,
      hemisphere: 'auto',
      createdAt: '2026-11-23T00:00:00.000Z',
      updatedAt: '2026-11-23T00:00:00.000Z',
    };
    stubServer({ 'PUT /brand-kit': [{ status: 200, body: saved }] });
    client.setQueryData(brandKitKey, { brandKit: null });
    client.setQueryData(dashboardSummaryQuery('UTC').queryKey, summary);

    await new MutationObserver(client, saveBrandKitMutation(client)).mutate({
      name: 'Corner Café',
      industry: 'Coffee',
      targetAudience: 'Commuters',
      mainGoal: 'Regulars',
      platforms: ['Instagram'],
    });

    expect(client.getQueryData(brandKitKey)).toEqual({ brandKit: saved });
    expect(isStale(client, dashboardSummaryQuery('UTC').queryKey)).toBe(true);
  });

  it('saving a draft: its page and the list show the new title at once', async () => {
    const renamed = { ...draft('i2', 'Why mornings matter at Corner Café'), updatedAt: '2026-11-23T10:00:00.000Z' };
    stubServer({ 'PUT /content-items/i2': [{ status: 200, body: renamed }] });
    client.setQueryData(contentListKey, [draft('i1', 'Post 1'), draft('i2', 'Why mornings matter')]);
    client.setQueryData(contentItemKey('i2'), draft('i2', 'Why mornings matter'));

    await new MutationObserver(client, updateContentItemMutation(client)).mutate({ itemId: 'i2', update: { title: renamed.title, body: 'Body' } });

    expect(client.getQueryData<ContentItem>(contentItemKey('i2'))?.title).toBe(renamed.title);
    expect(client.getQueryData<ContentItem[]>(contentListKey)?.map((item) => item.title)).toEqual(['Post 1', renamed.title]);
    expect(isStale(client, contentListKey)).toBe(true);
  });

  it('tracking a draft’s links: its page shows the body with the short links at once, and the links list is read again', async () => {
    const tracked = { ...draft('i2', 'News'), body: 'Shop at http://localhost:3000/l/abcd1234', updatedAt: '2026-11-23T10:00:00.000Z' };
    stubServer({ 'POST /analytics/content-links': [{ status: 200, body: { item: tracked, links: [] } }] });
    client.setQueryData(contentItemKey('i2'), draft('i2', 'News'));
    client.setQueryData(linksKey, { pages: [], pageParams: [] });

    await new MutationObserver(client, trackContentLinksMutation(client)).mutate({ itemId: 'i2', requestId: '6c0b8f0e-3f1d-4a52-9b7e-2d4c6a8e0f13' });

    expect(client.getQueryData<ContentItem>(contentItemKey('i2'))?.body).toBe(tracked.body);
    expect(isStale(client, linksKey)).toBe(true);
  });
});

describe('partner invitations', () => {
  it('a new invitation shows as pending while the server makes its link, then as the server has it', async () => {
    const created = invitation('tokenBBBBBBBBBBBBBB');
    const answer = held({ status: 201, body: { success: true, remainingInvites: 8, invitation: created } });
    stubServer({ 'POST /viral-invites': [answer.reply] });
    client.setQueryData(viralInvitesKey, invites);

    const done = new MutationObserver(client, createInviteMutation(client)).mutate(' Partner@Example.com ');
    await vi.waitFor(() => expect(client.getQueryData<ViralInviteData>(viralInvitesKey)?.invitations).toHaveLength(2));
    const pending = client.getQueryData<ViralInviteData>(viralInvitesKey)!;
    expect(pending.remainingInvites).toBe(8);
    expect(pending.invitations[0]).toMatchObject({ invitee_email: 'partner@example.com', status: 'pending', inviteUrl: '' });

    answer.release();
    await done;
    const after = client.getQueryData<ViralInviteData>(viralInvitesKey)!;
    expect(after.invitations.map((item) => item.token)).toEqual([created.token, 'tokenAAAAAAAAAAAAAA']);
    expect(after.remainingInvites).toBe(8);
  });

  it('a refused invitation disappears again', async () => {
    stubServer({ 'POST /viral-invites': [{ status: 403, body: { message: 'No invites left.' } }] });
    client.setQueryData(viralInvitesKey, invites);

    await expect(new MutationObserver(client, createInviteMutation(client)).mutate('')).rejects.toMatchObject({ status: 403 });

    expect(client.getQueryData(viralInvitesKey)).toEqual(invites);
  });

  it('a revoked invitation shows revoked at once, and pending again if the server refuses', async () => {
    const token = 'tokenAAAAAAAAAAAAAA';
    const answer = held({ status: 409, body: { message: 'This invitation has already been accepted.' } });
    stubServer({ [`POST /viral-invites/${token}/revoke`]: [answer.reply] });
    client.setQueryData(viralInvitesKey, invites);

    const done = new MutationObserver(client, revokeInviteMutation(client)).mutate(token);
    await vi.waitFor(() => expect(client.getQueryData<ViralInviteData>(viralInvitesKey)?.invitations[0]?.status).toBe('revoked'));
    answer.release();
    await expect(done).rejects.toMatchObject({ status: 409 });

    expect(client.getQueryData<ViralInviteData>(viralInvitesKey)?.invitations[0]?.status).toBe('pending');
  });
});

describe('team writes', () => {
  const TEAM_TOKEN = 'T'.repeat(43);
  const member = (userId: string, role: 'owner' | 'member', isYou = false) => ({
    userId,
    fullName: userId,
    email: `${userId}@example.com`,
    emailMasked: false,
    role,
    joinedAt: '2026-11-23T00:00:00.000Z',
    isYou,
  });
  const screen: TeamScreen = {
    team: { teamId: 'team-1', name: 'Acme', ownerId: 'olivia' },
    myRole: 'owner',
    members: [member('olivia', 'owner', true), member('sam', 'member')],
    invitations: [
      {
        token: TEAM_TOKEN,
        email: 'pat@example.com',
        role: 'member',
        status: 'pending',
        invitedByName: 'olivia',
        createdAt: '2026-11-23T00:00:00.000Z',
        expiresAt: '2026-11-30T00:00:00.000Z',
        inviteUrl: `http://localhost:3000/team-invite/${TEAM_TOKEN}`,
      },
    ],
    canAddMembers: true,
  };

  it('a removed member leaves the table at once, and comes back if the server refuses', async () => {
    const answer = held({ status: 403, body: { message: 'Only team owners and admins can do this.' } });
    stubServer({ 'DELETE /team/members/sam': [answer.reply] });
    client.setQueryData(teamKey, screen);

    const done = new MutationObserver(client, removeTeamMemberMutation(client)).mutate('sam');
    await vi.waitFor(() => expect(client.getQueryData<TeamScreen>(teamKey)?.members.map((m) => m.userId)).toEqual(['olivia']));
    answer.release();
    await expect(done).rejects.toMatchObject({ status: 403 });

    expect(client.getQueryData(teamKey)).toEqual(screen);
  });

  it('the team auto-setup reads the screen again even when its first read began before the team existed', async () => {
    const noTeam: TeamScreen = { team: null, myRole: null, members: [], invitations: [], canAddMembers: false };
    const firstRead = held({ status: 200, body: noTeam });
    const requests = stubServer({
      'GET /team': [firstRead.reply, { status: 200, body: screen }],
      'POST /team/ensure': [{ status: 200, body: { created: true, team: { teamId: 'team-1', name: 'Acme' } } }],
    });
    const observer = new QueryObserver(client, teamQuery());
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(requests).toContain('GET /team'));

    await new MutationObserver(client, ensureTeamMutation(client)).mutate();
    firstRead.release();

    await vi.waitFor(() => expect(observer.getCurrentResult().data?.team?.name).toBe('Acme'));
    expect(requests.filter((request) => request === 'GET /team')).toHaveLength(2);
    unsubscribe();
  });

  it('a revoked invitation leaves the pending list and the screen is read again', async () => {
    stubServer({ [`POST /team/invitations/${TEAM_TOKEN}/revoke`]: [{ status: 204 }] });
    client.setQueryData(teamKey, screen);

    await new MutationObserver(client, revokeTeamInviteMutation(client)).mutate(TEAM_TOKEN);

    expect(client.getQueryData<TeamScreen>(teamKey)?.invitations).toEqual([]);
    expect(isStale(client, teamKey)).toBe(true);
  });
});

describe('polling a generation run', () => {
  // TanStack schedules no polling where there is no window; these tests stand in for the browser.
  beforeAll(() => environmentManager.setIsServer(() => false));
  afterAll(() => environmentManager.setIsServer(() => typeof window === 'undefined'));

  const pollsAfter = async (ms: number) => {
    await vi.advanceTimersByTimeAsync(ms);
  };

  it('asks about once a second while the run is running and stops when it has finished', async () => {
    vi.useFakeTimers();
    const requests = stubServer({
      [`GET /generation-runs/${RUN_ID}`]: [
        { status: 200, body: run('running') },
        { status: 200, body: run('running') },
        { status: 200, body: run('succeeded') },
      ],
    });
    const observer = new QueryObserver(client, generationRunQuery(RUN_ID));
    const unsubscribe = observer.subscribe(() => undefined);

    await pollsAfter(0);
    expect(requests).toHaveLength(1);
    await pollsAfter(RUN_POLL_MS);
    expect(requests).toHaveLength(2);
    await pollsAfter(RUN_POLL_MS);
    expect(observer.getCurrentResult().data?.status).toBe('succeeded');
    await pollsAfter(RUN_POLL_MS * 10);

    expect(requests).toHaveLength(3);
    unsubscribe();
  });

  it('keeps the last answer and tries again more slowly after a failure; stops for good when the run is gone', async () => {
    vi.useFakeTimers();
    const requests = stubServer({
      [`GET /generation-runs/${RUN_ID}`]: [
        { status: 200, body: run('running') },
        { status: 503 },
        { status: 503 },
        { status: 503 },
        { status: 404, body: { message: 'Generation run not found.' } },
      ],
    });
    const observer = new QueryObserver(client, generationRunQuery(RUN_ID));
    const unsubscribe = observer.subscribe(() => undefined);

    await pollsAfter(0);
    // The next poll fails, and so do its two quick retries: the last answer stays, with the error beside it.
    await pollsAfter(RUN_POLL_MS + 100);
    expect(requests).toHaveLength(4);
    expect(observer.getCurrentResult()).toMatchObject({ data: { status: 'running' }, error: { status: 503 } });

    await pollsAfter(RUN_POLL_AFTER_ERROR_MS);
    expect(requests).toHaveLength(5);
    expect(observer.getCurrentResult().error).toMatchObject({ status: 404 });
    await pollsAfter(RUN_POLL_AFTER_ERROR_MS * 5);

    expect(requests).toHaveLength(5);
    unsubscribe();
  });
});
