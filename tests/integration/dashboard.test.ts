// The dashboard routes against the real local stack: GET /dashboard (counts, weekly
// progress, notifications), POST /notifications/read-all and GET /search — with another
// user's records in the same table that must never show up.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import * as Chat from '#domain/chat';
import * as Community from '#domain/community';
import * as Content from '#domain/content';
import * as Dashboard from '#domain/dashboard';
import * as Notifications from '#domain/notifications';
import * as Posts from '#domain/posts';
import * as Projects from '#domain/projects';
import * as Resources from '#domain/resources';
import * as Stats from '#domain/stats';
import * as Tasks from '#domain/tasks';
import { startOfWeek } from '#domain/week';
import { db } from '#data/service';
import { dashboardEndpoints as dashboard } from '#contracts/dashboard';
import { ErrorBody } from '#contracts/common';
import { api, callApi, callOk, newUser, type TestUser } from '../support/users.ts';
import { communityPost, userIdOf } from '../support/seed.ts';

/** GET /dashboard, parsed by its contract (callOk fails the test on any error answer). */
const summaryOf = (user: TestUser, timeZone?: string) =>
  callOk(dashboard.summary, { token: user.accessToken, query: timeZone === undefined ? {} : { timeZone } });
const searchFor = (user: TestUser, term: string) => callOk(dashboard.search, { token: user.accessToken, query: { q: term } });
const titles = (items: { title: string }[]) => items.map((i) => i.title).sort();
/** A marker unique to this run, so shared-table data from other tests never matches. */
const tag = () => randomUUID().slice(0, 8);

describe('GET /dashboard counts', () => {
  it('a new user sees zeros, no progress and no notifications', async () => {
    const user = await newUser();
    const summary = await summaryOf(user, 'Europe/London');
    expect(summary.counts).toEqual({ activeProjects: 0, completedTasks: 0, communityPosts: 0 });
    expect(summary.weeklyProgress).toMatchObject({ completedThisWeek: 0, percent: 0 });
    expect(summary.notifications).toEqual([]);
  });

  it("counts the caller's active projects, done tasks and posts — not another user's", async () => {
    const [alice, bob] = await Promise.all([newUser({ fullName: 'Alice' }), newUser({ fullName: 'Bob' })]);
    const [aliceId, bobId] = await Promise.all([userIdOf(alice), userIdOf(bob)]);

    const launch = await Projects.create(aliceId, { title: 'Launch' });
    await Projects.create(aliceId, { title: 'Grow' });
    await Projects.create(aliceId, { title: 'Old', status: 'completed' });
    await Projects.create(aliceId, { title: 'Paused', status: 'on-hold' });
    await Tasks.createMany(aliceId, [
      { projectId: launch.projectId, title: 'a', status: 'done' },
      { projectId: launch.projectId, title: 'b', status: 'done' },
      { projectId: launch.projectId, title: 'c', status: 'review' },
      { projectId: launch.projectId, title: 'd' },
    ]);
    await Posts.createMany(aliceId, [{ title: 'Hello' }, { title: 'Win', moderationStatus: 'approved' }, { title: 'Q' }]);

    const bobProject = await Projects.create(bobId, { title: 'Bob project' });
    await Tasks.createMany(
      bobId,
      Array.from({ length: 4 }, (_, i) => ({ projectId: bobProject.projectId, title: `bob ${i}`, status: 'done' as const })),
    );
    await communityPost(bobId, { title: 'Bob post' });

    const summary = await summaryOf(alice);
    expect(summary.counts).toEqual({ activeProjects: 2, completedTasks: 2, communityPosts: 3 });
    expect(summary.weeklyProgress).toMatchObject({ completedThisWeek: 2, percent: 20 });
    expect((await summaryOf(bob)).counts).toEqual({ activeProjects: 1, completedTasks: 4, communityPosts: 1 });
  });

  it('a task leaving done stops counting; returning to done counts again', async () => {
    const user = await newUser();
    const userId = await userIdOf(user);
    const project = await Projects.create(userId, { title: 'P' });
    const task = await Tasks.create(userId, { projectId: project.projectId, title: 'T', status: 'done' });
    expect(task.completedAt).toBeTruthy();
    expect((await summaryOf(user)).counts.completedTasks).toBe(1);

    await Tasks.setStatus(userId, task, 'in_progress');
    expect((await summaryOf(user)).counts.completedTasks).toBe(0);
    await Tasks.setStatus(userId, task, 'done');
    const summary = await summaryOf(user);
    expect(summary.counts.completedTasks).toBe(1);
    expect(summary.weeklyProgress.completedThisWeek).toBe(1);
  });

  it("one user cannot change another user's task", async () => {
    const [alice, bob] = await Promise.all([newUser(), newUser()]);
    const [aliceId, bobId] = await Promise.all([userIdOf(alice), userIdOf(bob)]);
    const project = await Projects.create(aliceId, { title: 'Mine' });
    const task = await Tasks.create(aliceId, { projectId: project.projectId, title: 'Mine' });
    await expect(Tasks.setStatus(bobId, task, 'done')).rejects.toMatchObject({ name: 'NotFound' });
    await expect(Tasks.create(bobId, { projectId: project.projectId, title: 'Sneaky' })).rejects.toMatchObject({ name: 'NotFound' });
    expect((await summaryOf(alice)).counts.completedTasks).toBe(0);
    expect((await summaryOf(bob)).counts.completedTasks).toBe(0);
  });
});

describe('the stored counters', () => {
  it('always equal a recount of the index partitions, through every kind of change', async () => {
    const user = await newUser();
    const userId = await userIdOf(user);
    const a = await Projects.create(userId, { title: 'A' });
    const b = await Projects.create(userId, { title: 'B', status: 'on-hold' });
    await Projects.createMany(
      userId,
      Array.from({ length: 150 }, (_, i) => ({ title: `bulk ${i}`, status: i % 3 === 0 ? ('completed' as const) : ('active' as const) })),
    );
    const ids = await Tasks.createMany(
      userId,
      Array.from({ length: 120 }, (_, i) => ({ projectId: a.projectId, title: `t${i}`, status: i % 2 ? ('done' as const) : ('todo' as const) })),
    );
    await Tasks.setStatus(userId, { projectId: a.projectId, taskId: ids[0]! }, 'done');
    await Tasks.setStatus(userId, { projectId: a.projectId, taskId: ids[1]! }, 'review');
    await Tasks.setStatus(userId, { projectId: a.projectId, taskId: ids[3]! }, 'done'); // already done: no change
    await Projects.setStatus(userId, a.projectId, 'completed');
    await Projects.setStatus(userId, b.projectId, 'active');
    await Projects.setStatus(userId, b.projectId, 'active');
    await Posts.createMany(
      userId,
      Array.from({ length: 101 }, (_, i) => ({ title: `p${i}` })),
    );
    await communityPost(userId, { title: 'one more' });

    const stored = await Stats.get(userId);
    expect(stored).toEqual({ activeProjects: 1 + 100, completedTasks: 60, communityPosts: 102 });
    expect(await Dashboard.recount(userId)).toEqual(stored);
    expect((await summaryOf(user)).counts).toEqual(stored);
  });

  it('a recount repairs a counter that drifted', async () => {
    const user = await newUser();
    const userId = await userIdOf(user);
    await Projects.create(userId, { title: 'Real' });
    await Stats.put(userId, { activeProjects: 42, completedTasks: 7, communityPosts: 3 });
    expect((await summaryOf(user)).counts.activeProjects).toBe(42);
    await Dashboard.recount(userId);
    expect((await summaryOf(user)).counts).toEqual({ activeProjects: 1, completedTasks: 0, communityPosts: 0 });
  });

  it('a project status change by another user is NotFound and changes no counter', async () => {
    const [alice, bob] = await Promise.all([newUser(), newUser()]);
    const [aliceId, bobId] = await Promise.all([userIdOf(alice), userIdOf(bob)]);
    const project = await Projects.create(aliceId, { title: 'Mine' });
    await expect(Projects.setStatus(bobId, project.projectId, 'completed')).rejects.toMatchObject({ name: 'NotFound' });
    expect((await summaryOf(alice)).counts.activeProjects).toBe(1);
    expect((await summaryOf(bob)).counts.activeProjects).toBe(0);
  });
});

describe('GET /dashboard weekly progress', () => {
  it('counts only tasks completed since Monday 00:00 in the time zone the browser sends', async () => {
    const user = await newUser();
    const userId = await userIdOf(user);
    const project = await Projects.create(userId, { title: 'Week' });
    const now = new Date();
    // Kiritimati is UTC+14 and Pago Pago UTC−11: their Mondays start 25 hours apart.
    const east = startOfWeek(now, 'Pacific/Kiritimati');
    const west = startOfWeek(now, 'Pacific/Pago_Pago');
    const [first, second] = [east, west].sort((a, b) => a.getTime() - b.getTime()) as [Date, Date];
    const ids = await Tasks.createMany(userId, [
      { projectId: project.projectId, title: 'before both' },
      { projectId: project.projectId, title: 'between' },
      { projectId: project.projectId, title: 'after both' },
    ]);
    const at = (d: Date, minutes: number) => new Date(d.getTime() + minutes * 60_000);
    await Tasks.setStatus(userId, { projectId: project.projectId, taskId: ids[0]! }, 'done', at(first, -1));
    await Tasks.setStatus(userId, { projectId: project.projectId, taskId: ids[1]! }, 'done', at(first, 1));
    await Tasks.setStatus(userId, { projectId: project.projectId, taskId: ids[2]! }, 'done', at(second, 1));

    const firstZone = first === east ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
    const secondZone = first === east ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati';
    const early = await summaryOf(user, firstZone);
    const late = await summaryOf(user, secondZone);
    expect(early.weeklyProgress).toEqual({ weekStart: first.toISOString(), completedThisWeek: 2, percent: 20 });
    expect(late.weeklyProgress).toEqual({ weekStart: second.toISOString(), completedThisWeek: 1, percent: 10 });
    expect(early.counts.completedTasks).toBe(3);
  });

  it('caps at 100 with more than ten tasks completed this week', async () => {
    const user = await newUser();
    const userId = await userIdOf(user);
    const project = await Projects.create(userId, { title: 'Busy' });
    await Tasks.createMany(
      userId,
      Array.from({ length: 12 }, (_, i) => ({ projectId: project.projectId, title: `t${i}`, status: 'done' as const })),
    );
    const summary = await summaryOf(user, 'UTC');
    expect(summary.weeklyProgress).toMatchObject({ completedThisWeek: 12, percent: 100 });
  });

  it('without a time zone the week starts Monday 00:00 UTC', async () => {
    const user = await newUser();
    const summary = await summaryOf(user);
    expect(summary.weeklyProgress.weekStart).toBe(startOfWeek(new Date(), 'UTC').toISOString());
    expect(new Date(summary.weeklyProgress.weekStart).getUTCDay()).toBe(1);
  });

  it('an unknown time zone is a 400 naming the field', async () => {
    const user = await newUser();
    for (const tz of ['Mars/Olympus', 'x'.repeat(65), '']) {
      const res = await callApi(dashboard.summary, { token: user.accessToken, query: { timeZone: tz } });
      expect(res).toMatchObject({ ok: false, status: 400, body: { message: expect.stringMatching(/^timeZone/) } });
    }
  });
});

describe('notifications', () => {
  it('the dashboard shows the 5 newest, newest first, unread', async () => {
    const user = await newUser();
    const userId = await userIdOf(user);
    for (let i = 1; i <= 7; i++) {
      await Notifications.notify(userId, { title: `Note ${i}`, message: `Message ${i}` });
      await new Promise((r) => setTimeout(r, 3));
    }
    const { notifications } = await summaryOf(user);
    expect(notifications.map((n) => n.title)).toEqual(['Note 7', 'Note 6', 'Note 5', 'Note 4', 'Note 3']);
    expect(notifications.every((n) => n.unread)).toBe(true);
    expect(notifications[0]).toMatchObject({ message: 'Message 7' });
  });

  it('mark all read clears every unread one; the second call changes nothing and still succeeds', async () => {
    const [alice, bob] = await Promise.all([newUser(), newUser()]);
    const [aliceId, bobId] = await Promise.all([userIdOf(alice), userIdOf(bob)]);
    for (let i = 0; i < 7; i++) await Notifications.notify(aliceId, { title: `A${i}`, message: 'm' });
    await Notifications.notify(bobId, { title: 'For Bob', message: 'm' });

    const first = await callApi(dashboard.markAllNotificationsRead, { token: alice.accessToken });
    expect(first).toEqual({ ok: true, status: 200, body: { marked: 7 } });
    const second = await callApi(dashboard.markAllNotificationsRead, { token: alice.accessToken });
    expect(second).toEqual({ ok: true, status: 200, body: { marked: 0 } });

    const aliceSummary = await summaryOf(alice);
    expect(aliceSummary.notifications).toHaveLength(5);
    expect(aliceSummary.notifications.every((n) => !n.unread)).toBe(true);
    // Bob's stay unread: Alice's call is keyed by Alice's token alone.
    expect((await summaryOf(bob)).notifications).toMatchObject([{ title: 'For Bob', unread: true }]);
  });

  it('a notification after mark-all-read is unread again', async () => {
    const user = await newUser();
    const userId = await userIdOf(user);
    await Notifications.notify(userId, { title: 'Old', message: 'm' });
    await callOk(dashboard.markAllNotificationsRead, { token: user.accessToken });
    await new Promise((r) => setTimeout(r, 3));
    await Notifications.notify(userId, { title: 'Run finished', message: 'Your content is ready.' });
    const { notifications } = await summaryOf(user);
    expect(notifications.map((n) => [n.title, n.unread])).toEqual([
      ['Run finished', true],
      ['Old', false],
    ]);
  });
});

describe('GET /search', () => {
  let alice: TestUser;
  let bob: TestUser;
  let marker: string;

  beforeAll(async () => {
    [alice, bob] = await Promise.all([newUser({ fullName: 'Alice' }), newUser({ fullName: 'Bob' })]);
    const [aliceId, bobId] = await Promise.all([userIdOf(alice), userIdOf(bob)]);
    marker = tag();
    const project = await Projects.create(aliceId, { title: `Spring Campaign ${marker}` });
    await Projects.create(aliceId, { title: `Autumn plan ${marker}` });
    await Tasks.create(aliceId, { projectId: project.projectId, title: `Write CAMPAIGN brief ${marker}` });
    await communityPost(aliceId, { title: `My campaign results ${marker}` });
    await Resources.create(bobId, { title: `Campaign Checklist ${marker}`, fileUrl: 'https://files.example.com/checklist.pdf' });
    await Resources.create(aliceId, { title: `Campaign Swipe File ${marker}` });
    const bobProject = await Projects.create(bobId, { title: `Bob campaign ${marker}` });
    await Tasks.create(bobId, { projectId: bobProject.projectId, title: `Bob campaign task ${marker}` });
    await communityPost(bobId, { title: `Bob campaign post ${marker}` });
  });

  it('finds the caller’s projects, tasks and posts and everyone’s resources by a middle substring in any case', async () => {
    const results = await searchFor(alice, `AMPAIG`);
    const mine = (items: { title: string }[]) => titles(items.filter((i) => i.title.includes(marker)));
    expect(mine(results.projects)).toEqual([`Spring Campaign ${marker}`]);
    expect(mine(results.tasks)).toEqual([`Write CAMPAIGN brief ${marker}`]);
    expect(mine(results.posts)).toEqual([`My campaign results ${marker}`]);
    expect(mine(results.resources)).toEqual([`Campaign Checklist ${marker}`, `Campaign Swipe File ${marker}`]);
    expect(results.resources.find((r) => r.title.startsWith('Campaign Checklist'))?.fileUrl).toBe('https://files.example.com/checklist.pdf');
    expect(results.resources.find((r) => r.title.startsWith('Campaign Swipe'))?.fileUrl).toBeNull();
  });

  it("never returns another user's projects, tasks or posts", async () => {
    const results = await searchFor(alice, `campaign ${marker}`);
    const all = [...results.projects, ...results.tasks, ...results.posts].map((i) => i.title);
    expect(all.some((t) => t.startsWith('Bob'))).toBe(false);
    const bobs = await searchFor(bob, marker);
    expect(titles(bobs.projects)).toEqual([`Bob campaign ${marker}`]);
    expect(titles(bobs.tasks)).toEqual([`Bob campaign task ${marker}`]);
    expect(titles(bobs.posts)).toEqual([`Bob campaign post ${marker}`]);
    expect(titles(bobs.resources)).toHaveLength(2);
  });

  it('returns at most 5 per group', async () => {
    const user = await newUser();
    const userId = await userIdOf(user);
    const m = tag();
    await Projects.createMany(
      userId,
      Array.from({ length: 8 }, (_, i) => ({ title: `Match ${m} ${i}` })),
    );
    await Projects.createMany(
      userId,
      Array.from({ length: 30 }, (_, i) => ({ title: `Other ${i}` })),
    );
    const results = await searchFor(user, m.toUpperCase());
    expect(results.projects).toHaveLength(5);
    expect(results.tasks).toEqual([]);
  });

  it('pages past the first 1 MB of a partition to find an older match', async () => {
    const user = await newUser();
    const userId = await userIdOf(user);
    const m = tag();
    await Projects.create(userId, { title: `Oldest ${m}` });
    await new Promise((r) => setTimeout(r, 5));
    // 130 newer projects × 10 KB is more than one 1 MB Query page.
    const filler = 'x'.repeat(10_000);
    await Projects.createMany(
      userId,
      Array.from({ length: 130 }, (_, i) => ({ title: `Filler ${i}`, description: filler })),
    );
    expect(titles((await searchFor(user, m)).projects)).toEqual([`Oldest ${m}`]);
  });

  it('a term with no match gives five empty groups', async () => {
    expect(await searchFor(alice, `nothing-${tag()}`)).toEqual({ projects: [], tasks: [], resources: [], posts: [], content: [] });
  });

  it('treats %, _, regex characters, quotes and emoji as plain text', async () => {
    const user = await newUser();
    const userId = await userIdOf(user);
    const m = tag();
    const odd = `100% Growth_Plan (Q1) [draft] .* 'single' "double" 🚀 ${m}`;
    await Projects.create(userId, { title: odd });
    await Projects.create(userId, { title: `100 Growth Plan Q1 draft plain ${m}` });
    for (const term of ['%', '_', '(Q1)', '[draft]', '.*', "'single'", '"double"', '🚀', '0% g', 'H_P']) {
      const results = await searchFor(user, term);
      expect(titles(results.projects), term).toEqual([odd]);
    }
    for (const term of ['^100', 'Growth.Plan', '[a-z]+', '\\', '%%', '__']) {
      expect((await searchFor(user, term)).projects, term).toEqual([]);
    }
  });

  it('trims the term and accepts 1,000 characters', async () => {
    const user = await newUser();
    const userId = await userIdOf(user);
    const long = 'ab'.repeat(500);
    await Projects.create(userId, { title: `x${long}y` });
    expect(titles((await searchFor(user, `  ${long.toUpperCase()}  `)).projects)).toEqual([`x${long}y`]);
    expect(titles((await searchFor(user, '😀'.repeat(1000))).projects)).toEqual([]);
  });

  it('an empty, blank, missing or over-long term is a 400, never a 500', async () => {
    // Raw query strings: a missing q and undecodable escapes are what no contract call sends.
    for (const query of ['?q=', '?q=%20%20%20', '', `?q=${'a'.repeat(1001)}`, '?q=%', '?q=%E0%A4%A']) {
      const res = await api(`/search${query}`, { token: alice.accessToken });
      if (query === '?q=%' || query === '?q=%E0%A4%A') {
        // Undecodable escapes arrive as literal text: a plain search, not an error.
        expect(res.status, query).toBe(200);
        expect(dashboard.search.response.parse(res.body), query).toMatchObject({ projects: expect.any(Array) });
      } else {
        expect(res.status, query).toBe(400);
        expect(ErrorBody.parse(res.body).message, query).toMatch(/^q/);
      }
    }
  });
});

describe('GET /search through the title index', () => {
  let user: TestUser;
  let userId: string;

  beforeAll(async () => {
    user = await newUser();
    userId = await userIdOf(user);
  });

  /** Each group's titles for a term. */
  const found = async (term: string) => {
    const r = await searchFor(user, term);
    return { projects: titles(r.projects), tasks: titles(r.tasks), posts: titles(r.posts), content: titles(r.content ?? []) };
  };
  const entriesOf = async (kind: 'project' | 'task' | 'post' | 'content') =>
    (await db().entities.searchEntry.query.bySlice({ userId }).go({ pages: 'all' })).data.filter((e) => e.kind === kind);

  it('finds a renamed project, task, post and draft by the new title at once, and never by the old one', async () => {
    const [was, now] = [`wasname${tag()}`, `nowname${tag()}`];
    const project = await Projects.create(userId, { title: `Project ${was}` });
    const task = await Tasks.create(userId, { projectId: project.projectId, title: `Task ${was}` });
    const post = await communityPost(userId, { title: `Post ${was}` });
    const doc = await Chat.createDoc(userId, { title: `Doc ${was}`, content: 'Our spring menu.', request_id: randomUUID() });
    expect(await found(was)).toEqual({ projects: [`Project ${was}`], tasks: [`Task ${was}`], posts: [`Post ${was}`], content: [`Doc ${was}`] });

    await Projects.update(userId, project.projectId, { title: `Project ${now}` });
    await Tasks.update(userId, { projectId: project.projectId, taskId: task.taskId }, { title: `Task ${now}` });
    await Community.updatePost(userId, post.id, { title: `Post ${now}` });
    await Content.update(userId, doc.id, { title: `Doc ${now}`, body: 'Our spring menu.' });

    expect(await found(now)).toEqual({ projects: [`Project ${now}`], tasks: [`Task ${now}`], posts: [`Post ${now}`], content: [`Doc ${now}`] });
    expect(await found(was)).toEqual({ projects: [], tasks: [], posts: [], content: [] });
    // The old title's slices are gone from the index, not only hidden.
    for (const kind of ['project', 'task', 'post', 'content'] as const) expect((await entriesOf(kind)).filter((e) => e.slice.includes('wasname'))).toEqual([]);
  });

  it('no longer finds a deleted task, post or draft, and keeps no entry for them', async () => {
    const gone = `gone${tag()}`;
    const project = await Projects.create(userId, { title: 'Kept project' });
    const task = await Tasks.create(userId, { projectId: project.projectId, title: `Task ${gone}` });
    const post = await communityPost(userId, { title: `Post ${gone}` });
    const doc = await Chat.createDoc(userId, { title: `Doc ${gone}`, content: 'Notes.', request_id: randomUUID() });
    expect((await found(gone)).tasks).toEqual([`Task ${gone}`]);

    await Tasks.remove(userId, { projectId: project.projectId, taskId: task.taskId });
    await Community.deletePost(userId, post.id);
    await Content.remove(userId, doc.id);

    expect(await found(gone)).toEqual({ projects: [], tasks: [], posts: [], content: [] });
    for (const kind of ['task', 'post', 'content'] as const) expect((await entriesOf(kind)).filter((e) => e.slice.includes(gone.slice(0, 8)))).toEqual([]);
  });

  it('never shows an entry a failed write left behind, and removes it', async () => {
    const left = `leftover${tag()}`;
    const project = await Projects.create(userId, { title: `Renamed ${tag()}` });
    // Entries as a write that failed after indexing leaves them: for a task never written,
    // and for a project whose rename did not happen.
    await db()
      .entities.searchEntry.put([
        ...Array.from({ length: 7 }, () => ({
          userId,
          kind: 'task' as const,
          slice: left,
          itemId: randomUUID(),
          parentId: project.projectId,
          titleLower: left,
        })),
        { userId, kind: 'project', slice: left, itemId: project.projectId, parentId: '', titleLower: left },
      ])
      .go();
    expect(await found(left)).toEqual({ projects: [], tasks: [], posts: [], content: [] });
    expect([...(await entriesOf('task')), ...(await entriesOf('project'))].filter((e) => e.slice === left)).toEqual([]);

    // Real matches among entries left behind: found whatever order the index holds them in.
    const again = `leftover${tag()}`;
    const real = await Promise.all([1, 2].map((n) => Tasks.create(userId, { projectId: project.projectId, title: `Real ${n} ${again}` })));
    await db()
      .entities.searchEntry.put(
        Array.from({ length: 9 }, () => ({
          userId,
          kind: 'task' as const,
          slice: again,
          itemId: randomUUID(),
          parentId: project.projectId,
          titleLower: again,
        })),
      )
      .go();
    expect((await found(again)).tasks).toEqual(titles(real));
    expect(
      (await entriesOf('task'))
        .filter((e) => e.slice === again)
        .map((e) => e.itemId)
        .sort(),
    ).toEqual(real.map((t) => t.taskId).sort());
  });

  it('indexes the items an account wrote before the index, on its first search, once', async () => {
    const older = await newUser();
    const olderId = await userIdOf(older);
    const m = `older${tag()}`;
    // Written as before the index: the item alone, and an account without searchIndexed.
    await db()
      .entities.project.create({ projectId: randomUUID(), userId: olderId, title: `Project ${m}`, status: 'active', archived: false })
      .go();
    await db().entities.userStats.update({ userId: olderId }).remove(['searchIndexed']).go();

    expect(titles((await searchFor(older, m)).projects)).toEqual([`Project ${m}`]);
    expect((await db().entities.userStats.get({ userId: olderId }).go()).data?.searchIndexed).toBe(true);
    expect(titles((await searchFor(older, m.toUpperCase())).projects)).toEqual([`Project ${m}`]);
  });

  it('finds every kind when another kind’s entries fill the first page of the shared range', async () => {
    const m = `shared ${tag()}`;
    // 45 posts first in the range (kinds sort content, post, project, task), then two projects and two tasks.
    await Posts.createMany(
      userId,
      Array.from({ length: 45 }, () => ({ title: m })),
    );
    const [first] = await Projects.createMany(userId, [{ title: m }, { title: m }]);
    await Tasks.createMany(userId, [
      { projectId: first!, title: m },
      { projectId: first!, title: m },
    ]);
    const results = await searchFor(user, m);
    expect([results.posts.length, results.projects.length, results.tasks.length]).toEqual([5, 2, 2]);
  });

  it('finds a project among many by any part of its title, longer than a slice or not', async () => {
    const m = tag();
    await Projects.createMany(
      userId,
      Array.from({ length: 40 }, (_, i) => ({ title: `Weekly newsletter ${m} issue ${i}` })),
    );
    const target = `Weekly newsletter ${m} issue 23`;
    for (const term of [`${m} issue 23`, `r ${m} issue 23`, `${m} ISSUE 23`, `y newsletter ${m} issue 23`, `letter ${m} issue 23`]) {
      expect(titles((await searchFor(user, term)).projects), term).toEqual([target]);
    }
    // Longer than a slice, so the range is filtered: whichever page a title's entry lies on, it is found.
    for (const i of [11, 17, 29, 31, 36, 38]) {
      expect(titles((await searchFor(user, `newsletter ${m} issue ${i}`)).projects), String(i)).toEqual([`Weekly newsletter ${m} issue ${i}`]);
    }
    // 1, 10–19: eleven match, five are shown.
    expect((await searchFor(user, `${m} issue 1`)).projects).toHaveLength(5);
    expect((await searchFor(user, `${m} issue 123`)).projects).toEqual([]);
  });
});

describe('the dashboard routes need a signed-in caller', () => {
  it.each([
    ['GET', '/dashboard', () => callApi(dashboard.summary, { query: {} })],
    ['POST', '/notifications/read-all', () => callApi(dashboard.markAllNotificationsRead)],
    ['GET', '/search?q=a', () => callApi(dashboard.search, { query: { q: 'a' } })],
  ])('%s %s without a token is 401', async (_method, _path, send) => {
    expect(await send()).toEqual({ ok: false, status: 401, body: { message: 'Unauthorized' } });
  });
});
