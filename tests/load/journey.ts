// One virtual user's journey through Markk, repeated until the clock runs out: sign in, the
// dashboard, a search, their project's board (a card added, cards dropped between neighbours,
// a comment), the team project when it is shared with them (a card moved, a comment on one of
// the few cards everyone comments on), a message to an expert read to the end of its stream,
// the AI Writing Assistant (one AI credit), the community (a reaction and a reply on the
// shared posts, sometimes a post of their own) and the resources (a bookmark set or cleared,
// a download of one of the shared files).
//
// What the product counts is also counted here (the ledger): downloads per resource, expert
// replies and AI credits per user, so the stored counters can be checked afterwards.
import { randomUUID } from 'node:crypto';
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { THREAD_ID_HEADER, chatEndpoints } from '#contracts/chat';
import { PERSONA_IDS } from '#contracts/chat-personas';
import { REACTION_TYPES, communityEndpoints } from '#contracts/community';
import { dashboardEndpoints } from '#contracts/dashboard';
import { meEndpoints } from '#contracts/me';
import { projectAiEndpoints } from '#contracts/project-ai';
import { projectEndpoints } from '#contracts/projects';
import { resourceEndpoints } from '#contracts/resources';
import { TASK_STATUS_VALUES, taskEndpoints, type TaskStatus, type TaskView } from '#contracts/tasks';
import type { LoadClient } from './client.ts';
import { signIn, type VirtualUser, type World } from './setup.ts';

/** What the clients saw succeed, per item: compared with the stored counters afterwards. */
export class Ledger {
  readonly downloads = new Map<string, number>();
  readonly chatReplies = new Map<string, number>();
  readonly aiCredits = new Map<string, number>();

  static add(map: Map<string, number>, key: string): void {
    map.set(key, (map.get(key) ?? 0) + 1);
  }
}

/** Thrown between steps once the run's time is up: the journey stops there, without an error. */
export class TimeUp extends Error {}

export interface JourneyContext {
  client: LoadClient;
  pool: CognitoIdentityProviderClient;
  clientId: string;
  world: World;
  ledger: Ledger;
  deadline: number;
}

/** What a user keeps between journeys: the conversation they continue. */
export interface UserState {
  threadId: string | null;
  iteration: number;
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const SEARCH_TERMS = ['launch', 'plan', 'spring', 'follow-up', 'wins', 'email'];
const QUESTIONS = [
  'How do I get more regulars for our weekday breakfast?',
  'Give me three Instagram captions for our new seasonal drink.',
  'What should our newsletter say this week?',
  'How can we turn first-time visitors into regulars?',
];
/** The most cards a user keeps on their own board: beyond it the journey deletes the oldest. */
const BOARD_MAX = 16;

const byRank = (a: TaskView, b: TaskView) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : 0);

/** A drop position in `status`'s column as the board shows it: the card above and the card below. */
export function dropBetween(tasks: readonly TaskView[], taskId: string, status: TaskStatus, at: number) {
  const column = tasks.filter((t) => t.status === status && t.taskId !== taskId).sort(byRank);
  const slot = Math.min(Math.max(0, at), column.length);
  return { beforeTaskId: column[slot - 1]?.taskId ?? null, afterTaskId: column[slot]?.taskId ?? null };
}

export async function journey(ctx: JourneyContext, user: VirtualUser, state: UserState): Promise<void> {
  const { client, world, ledger } = ctx;
  const step = () => {
    if (Date.now() >= ctx.deadline) throw new TimeUp();
  };
  const n = state.iteration++;

  user.token = await signIn(client, ctx.pool, ctx.clientId, user.email);
  const token = user.token;
  step();
  await client.call(meEndpoints.getMe, { token });
  step();
  await client.call(dashboardEndpoints.summary, { token, query: { timeZone: 'Europe/London' } });
  step();
  await client.call(dashboardEndpoints.search, { token, query: { q: pick(SEARCH_TERMS) } });
  step();

  // Their own board: a card added, the oldest removed past BOARD_MAX, two cards dropped between neighbours, a comment.
  await client.call(projectEndpoints.list, { token, query: {} });
  step();
  const projectId = user.projectId;
  await client.call(projectEndpoints.get, { token, params: { projectId } });
  step();
  // The List tab: every task of the project (the board pages its columns).
  let tasks = (await client.call(projectEndpoints.tasks, { token, params: { projectId } })).tasks;
  step();
  const { task: added } = await client.call(taskEndpoints.create, {
    token,
    params: { projectId },
    body: { title: `Follow-up ${n + 1} for the launch`, status: pick(TASK_STATUS_VALUES), priority: 'medium' },
  });
  tasks = [...tasks, added];
  step();
  if (tasks.length > BOARD_MAX) {
    const oldest = [...tasks].sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0]!;
    await client.call(taskEndpoints.remove, { token, params: { projectId, taskId: oldest.taskId } });
    tasks = tasks.filter((t) => t.taskId !== oldest.taskId);
    step();
  }
  for (let i = 0; i < 2; i++) {
    const moving = pick(tasks);
    const status = pick(TASK_STATUS_VALUES);
    const drop = dropBetween(tasks, moving.taskId, status, Math.floor(Math.random() * (tasks.length + 1)));
    const { task: moved } = await client.call(taskEndpoints.move, { token, params: { projectId, taskId: moving.taskId }, body: { status, ...drop } });
    tasks = tasks.map((t) => (t.taskId === moved.taskId ? moved : t));
    step();
  }
  const discussed = pick(tasks);
  await client.call(taskEndpoints.addComment, { token, params: { projectId, taskId: discussed.taskId }, body: { body: `Checked on run ${n + 1}.` } });
  step();
  await client.call(taskEndpoints.comments, { token, params: { projectId, taskId: discussed.taskId } });
  step();

  // The team project: everyone drops cards at the end of a column (neighbours another member may
  // be moving at the same moment would make a stale drop, which the board refuses by design) and
  // comments on one of its first three cards.
  if (user.sharedProjectId) {
    const sharedId = user.sharedProjectId;
    await client.call(projectEndpoints.get, { token, params: { projectId: sharedId } });
    step();
    const team = await client.call(projectEndpoints.tasks, { token, params: { projectId: sharedId } });
    step();
    const moving = pick(team.tasks);
    await client.call(taskEndpoints.move, { token, params: { projectId: sharedId, taskId: moving.taskId }, body: { status: pick(TASK_STATUS_VALUES) } });
    step();
    const first = [...team.tasks].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.taskId.localeCompare(b.taskId)).slice(0, 3);
    await client.call(taskEndpoints.addComment, {
      token,
      params: { projectId: sharedId, taskId: pick(first).taskId },
      body: { body: `${user.fullName} is on it.` },
    });
    step();
  }

  // An expert, through the streamed route, read to its end; the conversation goes on for four messages.
  if (n % 4 === 0) state.threadId = null;
  const reply = await client.stream(chatEndpoints.send, {
    token,
    body: {
      message: pick(QUESTIONS),
      persona: pick(PERSONA_IDS.filter((p) => p !== 'chatgpt')),
      use_case: 'general',
      time_zone: 'Europe/London',
      ...(state.threadId ? { thread_id: state.threadId } : {}),
    },
  });
  Ledger.add(ledger.chatReplies, user.userId);
  state.threadId = reply.headers.get(THREAD_ID_HEADER);
  step();

  // The AI Writing Assistant on a card: one AI credit.
  await client.stream(projectAiEndpoints.assist, {
    token,
    params: { projectId, taskId: discussed.taskId },
    body: { text: 'Post the launch photos.', instruction: 'Make it a clear checklist.' },
  });
  Ledger.add(ledger.aiCredits, user.userId);
  step();

  // The community: the shared posts collect everyone's reactions and replies.
  await client.call(communityEndpoints.listPosts, { token, query: { channel: 'growth-wins' } });
  step();
  const postId = pick(world.postIds);
  await client.call(communityEndpoints.getPost, { token, params: { postId } });
  step();
  await client.call(communityEndpoints.toggleReaction, { token, params: { postId }, body: { type: pick(REACTION_TYPES) } });
  step();
  await client.call(communityEndpoints.addReply, {
    token,
    params: { postId },
    body: { content: `<p>Thanks, trying this week (${n + 1}).</p>`, requestId: randomUUID() },
  });
  step();
  if (n % 3 === 0) {
    // A regular member's post waits for a moderator: 201, pending.
    await client.call(communityEndpoints.createPost, {
      token,
      body: { title: `Our week ${n + 1}`, content: '<p>Breakfast sales are up.</p>', channel: 'growth-wins', requestId: randomUUID() },
    });
    step();
  }

  // Resources: the shared files are downloaded by everyone; a bookmark is set or cleared.
  await client.call(resourceEndpoints.list, { token, query: { sort: 'downloads' } });
  step();
  const resourceId = pick(world.resourceIds);
  await client.call(n % 2 === 0 ? resourceEndpoints.bookmark : resourceEndpoints.unbookmark, { token, params: { resourceId } });
  step();
  await client.call(resourceEndpoints.download, { token, params: { resourceId } });
  Ledger.add(ledger.downloads, resourceId);
}
