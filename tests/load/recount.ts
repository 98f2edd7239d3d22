// After the run: every stored counter against a recount of the items it counts, read straight
// from the table through ElectroDB (one Query per partition, never a Scan), and — where
// the product keeps no item per event (downloads, AI credits) — against what the clients saw
// succeed.
//   - each project: taskCount and doneCount vs its tasks by column; each task's commentCount
//     vs its comments;
//   - each user's dashboard counters (active projects, completed tasks, community posts) vs
//     COUNT queries of the index partitions (read only: Dashboard.recount would repair them);
//   - each shared post: its count per reaction type vs its reaction items, replyCount vs its replies;
//   - each shared resource: downloadCount on both copies vs the downloads answered, and the
//     "Most downloaded" sort key vs the count;
//   - each user: today's expert replies vs the assistant messages stored today and the replies
//     streamed; this month's AI credits vs the assists streamed.
import { REACTION_TYPES } from '#contracts/community';
import { TASK_STATUS_VALUES, type TaskStatus } from '#contracts/tasks';
import { downloadsKeyOf, RESOURCE_SCOPES } from '#data/entities/resource';
import { db } from '#data/service';
import * as Posts from '#domain/posts';
import * as Projects from '#domain/projects';
import * as Stats from '#domain/stats';
import * as Tasks from '#domain/tasks';
import type { Ledger } from './journey.ts';
import type { World } from './setup.ts';

export interface Check {
  /** The kind of counter, e.g. "project taskCount": the report sums each kind. */
  kind: string;
  /** Which one. */
  counter: string;
  stored: number;
  recounted: number;
  /** The clients’ own tally, where one exists. */
  seen?: number | undefined;
  /** A project's tasks by column. */
  columns?: Record<TaskStatus, number> | undefined;
}

export const drifted = (c: Check) => c.stored !== c.recounted || (c.seen !== undefined && c.seen !== c.stored);

/** What the counters held before the run (downloads, credits and replies may start above 0). */
export interface Baseline {
  /** Per resource, the count of each copy (RESOURCE_SCOPES' order). */
  downloads: Map<string, number[]>;
  aiCredits: Map<string, number>;
  chatReplies: Map<string, number>;
}

const month = (at: Date) => at.toISOString().slice(0, 7);
const day = (at: Date) => at.toISOString().slice(0, 10);

async function downloadsOf(resourceId: string) {
  const { data } = await db().entities.resource.query.byResource({ resourceId }).go({ consistent: true });
  return RESOURCE_SCOPES.map((scope) => data.find((r) => r.scope === scope));
}

export async function baseline(world: World, at = new Date()): Promise<Baseline> {
  const downloads = new Map<string, number[]>();
  for (const id of world.resourceIds)
    downloads.set(
      id,
      (await downloadsOf(id)).map((copy) => copy?.downloadCount ?? 0),
    );
  const aiCredits = new Map<string, number>();
  const chatReplies = new Map<string, number>();
  await Promise.all(
    world.users.map(async (u) => {
      const [credits, replies] = await Promise.all([
        db()
          .entities.aiUsage.get({ userId: u.userId, month: month(at) })
          .go({ consistent: true }),
        db()
          .entities.chatUsage.get({ userId: u.userId, day: day(at) })
          .go({ consistent: true }),
      ]);
      aiCredits.set(u.userId, credits.data?.credits ?? 0);
      chatReplies.set(u.userId, replies.data?.replies ?? 0);
    }),
  );
  return { downloads, aiCredits, chatReplies };
}

async function projectChecks(projectId: string, label: string): Promise<Check[]> {
  const [{ data: project }, { data: tasks }, { data: comments }] = await Promise.all([
    db().entities.project.get({ projectId }).go({ consistent: true }),
    db().entities.task.query.byProject({ projectId }).go({ pages: 'all', consistent: true }),
    db().entities.taskComment.query.byProject({ projectId }).go({ pages: 'all', consistent: true }),
  ]);
  if (!project) throw new Error(`Project ${projectId} is gone`);
  const byColumn = Object.fromEntries(TASK_STATUS_VALUES.map((s) => [s, 0])) as Record<TaskStatus, number>;
  for (const task of tasks) byColumn[task.status] += 1;
  const columns = TASK_STATUS_VALUES.map((s) => `${s} ${byColumn[s]}`).join(', ');
  const commentsByTask = new Map<string, number>();
  for (const c of comments) commentsByTask.set(c.taskId, (commentsByTask.get(c.taskId) ?? 0) + 1);
  return [
    { kind: 'project taskCount', counter: `${label} taskCount (${columns})`, stored: project.taskCount, recounted: tasks.length, columns: byColumn },
    { kind: 'project doneCount', counter: `${label} doneCount`, stored: project.doneCount, recounted: byColumn.done },
    ...tasks.map((task) => ({
      kind: 'task commentCount',
      counter: `${label} task “${task.title}” commentCount`,
      stored: task.commentCount ?? 0,
      recounted: commentsByTask.get(task.taskId) ?? 0,
    })),
  ];
}

async function userStatsChecks(userId: string, label: string): Promise<Check[]> {
  const [stored, activeProjects, completedTasks, communityPosts] = await Promise.all([
    Stats.get(userId),
    Projects.countActive(userId),
    Tasks.countDone(userId),
    Posts.countByAuthor(userId),
  ]);
  return [
    { kind: 'user activeProjects', counter: `${label} activeProjects`, stored: stored.activeProjects, recounted: activeProjects },
    { kind: 'user completedTasks', counter: `${label} completedTasks`, stored: stored.completedTasks, recounted: completedTasks },
    { kind: 'user communityPosts', counter: `${label} communityPosts`, stored: stored.communityPosts, recounted: communityPosts },
  ];
}

async function postChecks(postId: string, label: string): Promise<Check[]> {
  const [{ data: post }, { data: reactions }, { data: replies }] = await Promise.all([
    db().entities.post.get({ postId }).go({ consistent: true }),
    db().entities.postReaction.query.byPost({ postId }).go({ pages: 'all', consistent: true }),
    db().entities.postComment.query.byPost({ postId }).go({ pages: 'all', consistent: true }),
  ]);
  if (!post) throw new Error(`Post ${postId} is gone`);
  return [
    ...REACTION_TYPES.map((type) => ({
      kind: 'post reactions by type',
      counter: `${label} ${type}Count`,
      stored: post[`${type}Count`] ?? 0,
      recounted: reactions.filter((r) => r.type === type).length,
    })),
    { kind: 'post replyCount', counter: `${label} replyCount`, stored: post.replyCount ?? 0, recounted: replies.length },
  ];
}

async function resourceChecks(resourceId: string, label: string, before: readonly number[], seen: number): Promise<Check[]> {
  const copies = await downloadsOf(resourceId);
  return copies.flatMap((copy, i) => {
    const scope = RESOURCE_SCOPES[i]!;
    if (!copy) throw new Error(`Resource ${resourceId} has no ${scope} copy`);
    const count = copy.downloadCount - (before[i] ?? 0);
    return [
      { kind: `resource downloadCount (${scope} copy)`, counter: `${label} downloadCount (${scope} copy), this run`, stored: count, recounted: seen, seen },
      // The "Most downloaded" order reads this key: it must follow the count.
      {
        kind: `resource "Most downloaded" key (${scope} copy)`,
        counter: `${label} downloads sort key (${scope} copy)`,
        stored: Number(copy.downloadsKey),
        recounted: Number(downloadsKeyOf(copy.downloadCount)),
      },
    ];
  });
}

async function aiChecks(userId: string, label: string, base: Baseline, ledger: Ledger, at: Date): Promise<Check[]> {
  const [{ data: credits }, { data: replies }, { data: threads }] = await Promise.all([
    db()
      .entities.aiUsage.get({ userId, month: month(at) })
      .go({ consistent: true }),
    db()
      .entities.chatUsage.get({ userId, day: day(at) })
      .go({ consistent: true }),
    db().entities.chatThread.query.byUser({ userId }).go({ pages: 'all', consistent: true }),
  ]);
  const today = day(at);
  const messages = await Promise.all(
    threads.map(async (t) => (await db().entities.chatMessage.query.byThread({ threadId: t.threadId }).go({ pages: 'all', consistent: true })).data),
  );
  const storedReplies = messages.flat().filter((m) => m.role === 'assistant' && m.createdAt.startsWith(today)).length;
  const seenReplies = ledger.chatReplies.get(userId) ?? 0;
  const seenCredits = ledger.aiCredits.get(userId) ?? 0;
  return [
    {
      kind: 'user expert replies today',
      counter: `${label} expert replies today`,
      stored: (replies?.replies ?? 0) - (base.chatReplies.get(userId) ?? 0),
      recounted: storedReplies,
      seen: seenReplies,
    },
    {
      kind: 'user AI credits this month',
      counter: `${label} AI credits this month (assists)`,
      stored: (credits?.credits ?? 0) - (base.aiCredits.get(userId) ?? 0),
      recounted: seenCredits,
      seen: seenCredits,
    },
  ];
}

/** Every check; run once the stack is quiet (no request in flight). */
export async function recount(world: World, base: Baseline, ledger: Ledger, at = new Date()): Promise<Check[]> {
  const label = (userId: string) => (userId === world.host.userId ? 'host' : `user ${world.users.find((u) => u.userId === userId)!.index + 1}`);
  const projectLabel = (projectId: string) =>
    projectId === world.sharedProjectId ? 'team project' : `project of user ${world.users.find((u) => u.projectId === projectId)!.index + 1}`;
  const groups = await Promise.all([
    ...world.projectIds.map((id) => projectChecks(id, projectLabel(id))),
    ...[world.host.userId, ...world.users.map((u) => u.userId)].map((id) => userStatsChecks(id, label(id))),
    ...world.postIds.map((id, i) => postChecks(id, `shared post ${i + 1}`)),
    ...world.resourceIds.map((id, i) => resourceChecks(id, `shared resource ${i + 1}`, base.downloads.get(id) ?? [], ledger.downloads.get(id) ?? 0)),
    ...world.users.map((u) => aiChecks(u.userId, label(u.userId), base, ledger, at)),
  ]);
  return groups.flat();
}
