// The fuzzed caller's world: a signed-in owner who has data (onboarding done, a brand kit, a
// generation run approved into drafts, one finished run not yet approved, an invitation),
// a snapshot of every DynamoDB item the owner has, and a rewind to a snapshot.
import { BatchWriteCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { isDeepStrictEqual } from 'node:util';
import { randomUUID } from 'node:crypto';
import { dynamo } from '#lib/clients';
import { config } from '#lib/config';
import { db } from '#data/service';
import { brandKitEndpoints, type BrandKitInput } from '#contracts/brand-kit';
import { contentEndpoints } from '#contracts/content';
import { generationEndpoints } from '#contracts/generation';
import { meEndpoints } from '#contracts/me';
import { viralInviteEndpoints } from '#contracts/viral-invites';
import { taskEndpoints } from '#contracts/tasks';
import { THREAD_ID_HEADER, chatEndpoints } from '#contracts/chat';
import { analyticsEndpoints } from '#contracts/analytics';
import * as Projects from '#domain/projects';
import { communityPost } from '../seed.ts';
import { cafeBrand } from '../brand.ts';
import { acceptedPlan, finishedGeneration, pollUntil, RUN_WAIT } from '../runs.ts';
import { callOk, newUser, stackUrl, type TestUser } from '../users.ts';

type Item = Record<string, unknown>;

export interface Owner extends TestUser {
  userId: string;
}

export interface World {
  owner: Owner;
  /** Another signed-in user with nothing of their own: calls with the owner's ids must change nothing of the owner's. */
  intruder: TestUser;
  /** Real path parameter values of the owner's world, by parameter name. */
  known: Record<string, string[]>;
  /** Real body values, by field name (the start request ids of the existing runs). */
  knownBody: Record<string, string[]>;
}

const STOPPED = new Set(['succeeded', 'failed']);

/** Waits until the owner's generation run has stopped; false when it is still running after `timeoutMs`. */
export async function waitForRun(userId: string, runId: string, timeoutMs = RUN_WAIT.timeout): Promise<boolean> {
  const read = async () => (await db().entities.generationRun.get({ userId, runId }).go()).data;
  const stopped = await pollUntil(read, (run) => !run || STOPPED.has(run.status), `Generation run ${runId}`, { ...RUN_WAIT, timeout: timeoutMs }).then(
    () => true,
    () => false,
  );
  if (!stopped) return false;
  // The workflow's last step marks the run and writes its notice side by side: the owner's
  // data has settled once two reads a moment apart agree.
  let last = await snapshot(userId);
  return pollUntil(
    async () => {
      const now = await snapshot(userId);
      const same = differences(last, now).length === 0;
      last = now;
      return same;
    },
    (same) => same,
    `The data of generation run ${runId}`,
    { timeout: timeoutMs, interval: 200 },
  ).then(
    () => true,
    () => false,
  );
}

const finishedRun = (owner: Owner) => finishedGeneration(owner.accessToken);

/** A project of the owner's with a finished plan, its first proposal accepted as a task (the project AI routes' ids). */
async function projectWithPlan(owner: Owner): Promise<{ projectId: string; runId: string; taskId: string }> {
  const { projectId } = await Projects.create(owner.userId, { title: 'Spring launch', templateType: 'product-launch' });
  return { projectId, ...(await acceptedPlan(owner.accessToken, projectId)) };
}

/** A conversation of the owner's with an expert, its reply saved: the chat routes' ids. */
async function conversation(owner: Owner): Promise<{ threadId: string; messageId: string; savedId: string }> {
  const res = await fetch(`${stackUrl()}/stream${chatEndpoints.send.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-markk-authorization': `Bearer ${owner.accessToken}` },
    body: JSON.stringify({ message: 'How do we fill the quiet Tuesday mornings?', persona: 'thomas' }),
  });
  const text = await res.text();
  const threadId = res.headers.get(THREAD_ID_HEADER);
  if (res.status !== 200 || !threadId) throw new Error(`The chat answered ${res.status}: ${text}`);
  const { messages } = await callOk(chatEndpoints.getThread, { token: owner.accessToken, params: { threadId } });
  const reply = messages.find((m) => m.role === 'assistant')!;
  const { saved } = await callOk(chatEndpoints.saveResponse, {
    token: owner.accessToken,
    body: { content: reply.content, persona: 'thomas', thread_id: threadId, message_id: reply.id },
  });
  return { threadId, messageId: reply.id, savedId: saved.id };
}

/** Builds the owner's world through the API, as a user would: a few seconds with the offline writer. */
export async function buildWorld(): Promise<World> {
  const [user, intruder] = await Promise.all([newUser({ fullName: 'Fuzz Owner', companyName: 'Corner Café' }), newUser({ fullName: 'Fuzz Intruder' })]);
  const token = user.accessToken;
  await callOk(brandKitEndpoints.save, { token, body: cafeBrand as BrandKitInput });
  const me = await callOk(meEndpoints.completeOnboarding, { token });
  const owner = { ...user, userId: me.userId };
  const [approved, pending] = await Promise.all([finishedRun(owner), finishedRun(owner)]);
  await callOk(generationEndpoints.approve, { token, params: { runId: approved.runId } });
  const drafts = await callOk(contentEndpoints.list, { token });
  const invite = await callOk(viralInviteEndpoints.create, { token, body: { inviteeEmail: 'friend@example.com' } });
  const plan = await projectWithPlan(owner);
  const { comment } = await callOk(taskEndpoints.addComment, {
    token,
    params: { projectId: plan.projectId, taskId: plan.taskId },
    body: { body: 'Check the print proof first.' },
  });
  // A community post of the owner's awaiting review, so only the owner sees it (written while
  // the owner paid: on Growth, as now, the API would refuse to write it).
  const post = await communityPost(owner.userId, { title: 'Our spring menu', content: '<p>Seasonal drinks are in.</p>' });
  const talk = await conversation(owner);
  const link = await callOk(analyticsEndpoints.createLink, {
    token,
    body: { url: 'https://corner-cafe.example/menu?season=spring', title: 'Spring menu', requestId: randomUUID() },
  });
  return {
    owner,
    intruder,
    known: {
      runId: [approved.runId, pending.runId, plan.runId],
      itemId: drafts.items.map((item) => item.id),
      token: [invite.invitation.token],
      projectId: [plan.projectId],
      taskId: [plan.taskId],
      commentId: [comment.commentId],
      postId: [post.id],
      threadId: [talk.threadId],
      savedId: [talk.savedId],
      linkId: [link.id],
      code: [link.code],
    },
    knownBody: { requestId: [approved.requestId, pending.requestId], thread_id: [talk.threadId], message_id: [talk.messageId] },
  };
}

async function queryAll(input: QueryCommandInput): Promise<Item[]> {
  const items: Item[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(new QueryCommand({ ...input, ExclusiveStartKey }));
    items.push(...((page.Items ?? []) as Item[]));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

const keyOf = (item: Item) => `${String(item.pk)}\u0000${String(item.sk)}`;

/** Every item the owner has: their partition (profile, brand kit, runs, drafts, credits, …) and their invitations. */
export async function snapshot(userId: string): Promise<Map<string, Item>> {
  const table = config().TABLE_NAME;
  const own = db().entities.profile.get({ userId }).params() as { Key: { pk: string } };
  const invites = db().entities.viralInvitation.query.byInviter({ inviterId: userId }).params() as QueryCommandInput;
  const [partition, invitations] = await Promise.all([
    queryAll({
      TableName: table,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': 'pk' },
      ExpressionAttributeValues: { ':pk': own.Key.pk },
    }),
    queryAll(invites),
  ]);
  return new Map([...partition, ...invitations].map((item) => [keyOf(item), item]));
}

/** What differs between two snapshots, item by item (empty when nothing changed). */
export function differences(before: Map<string, Item>, after: Map<string, Item>): string[] {
  const out: string[] = [];
  for (const [key, item] of before) {
    const now = after.get(key);
    if (!now) out.push(`removed ${key}`);
    else if (!isDeepStrictEqual(item, now)) {
      const fields = [...new Set([...Object.keys(item), ...Object.keys(now)])].filter((f) => !isDeepStrictEqual(item[f], now[f]));
      out.push(`changed ${key}: ${fields.map((f) => `${f} ${JSON.stringify(item[f])} → ${JSON.stringify(now[f])}`).join(', ')}`);
    }
  }
  for (const key of after.keys()) if (!before.has(key)) out.push(`added ${key}`);
  return out;
}

/** Puts the owner's items back as they were in `before`: items added since are deleted, changed and removed ones written back. */
export async function rewind(before: Map<string, Item>, after: Map<string, Item>): Promise<void> {
  const table = config().TABLE_NAME;
  const writes = [
    ...[...after.entries()].filter(([key]) => !before.has(key)).map(([, item]) => ({ DeleteRequest: { Key: { pk: item.pk, sk: item.sk } } })),
    ...[...before.entries()].filter(([key, item]) => !isDeepStrictEqual(item, after.get(key))).map(([, item]) => ({ PutRequest: { Item: item } })),
  ];
  for (let i = 0; i < writes.length; i += 25) {
    let RequestItems: Record<string, typeof writes> | undefined = { [table]: writes.slice(i, i + 25) };
    while (RequestItems && Object.keys(RequestItems).length) {
      const out = await dynamo().send(new BatchWriteCommand({ RequestItems }));
      RequestItems = out.UnprocessedItems as typeof RequestItems;
    }
  }
}
