// The AI expert chat against the real local stack: a reply streamed in chunks with its
// conversation's id in the x-markk-thread-id header, the conversation and both messages
// stored (oldest first when read back), another user's conversation not there (404),
// rename, delete (messages too, saved replies stay), the history newest message first and
// searched by what was said, pages of it, saved replies (the same reply saved twice is one),
// Create Doc from Output on /content (a retried click is one draft), one of today's expert
// replies counted per reply under concurrent sends (never an AI credit), nothing stored once
// today's replies are used up, and the bad input the issue lists.
// Then, through the same streamed route in this process with an OpenAI-compatible fake: a
// user's own key writes unmetered replies and appears in no log line and no stored item, a
// refused key is a 400 with OpenAI's reason, and a provider that takes too long is a clear 503.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '#data/service';
import { dynamo } from '#lib/clients';
import { config, resetConfig } from '#lib/config';
import { logger } from '#lib/logger';
import { Unavailable } from '#lib/errors';
import * as Chat from '#domain/chat';
import { threadTitleFrom } from '#lib/ai/chat';
import { STREAM_TIMEOUT_MESSAGE } from '#lib/stream';
import { brandKitEndpoints, type BrandKitInput } from '#contracts/brand-kit';
import { dayIn } from '#contracts/common';
import { contentEndpoints } from '#contracts/content';
import { PLAN_LIMITS, UPGRADE_MESSAGES } from '#contracts/plans';
import { billingEndpoints } from '#contracts/billing';
import { MESSAGE_TOO_LONG, THREAD_ID_HEADER, THREAD_NOT_FOUND, THREADS_PAGE, chatEndpoints as chat, type SendChatMessage } from '#contracts/chat';
import { createStreamGateway } from '../../bin/local/api-gateway.ts';
import { cafeBrand } from '../support/brand.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.ts';
import { userIdOf } from '../support/seed.ts';
import { callApi, callOk, newUser, stackUrl, type TestUser } from '../support/users.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const month = () => new Date().toISOString().slice(0, 7);

interface Owner extends TestUser {
  userId: string;
}

interface Sent {
  status: number;
  threadId: string | null;
  chunks: string[];
  text: string;
}

/** A café owner with a brand kit (every expert knows it). */
async function owner(): Promise<Owner> {
  const user = await newUser({ fullName: 'Cora Café', companyName: 'Corner Café' });
  await callOk(brandKitEndpoints.save, { token: user.accessToken, body: cafeBrand as BrandKitInput });
  return { ...user, userId: await userIdOf(user) };
}

/** POSTs a message as the browser does and reads the reply one network chunk at a time. */
async function send(user: TestUser, body: SendChatMessage | Record<string, unknown>, base = stackUrl()): Promise<Sent> {
  const res = await fetch(`${base}/stream/chat/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-markk-authorization': `Bearer ${user.accessToken}` },
    body: JSON.stringify(body),
  });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const chunks: string[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(decoder.decode(value, { stream: true }));
  }
  return { status: res.status, threadId: res.headers.get(THREAD_ID_HEADER), chunks, text: chunks.join('') };
}

/** A reply that must have streamed: 200, a thread id, some text. */
async function sendOk(user: TestUser, body: SendChatMessage, base?: string): Promise<Sent & { threadId: string }> {
  const sent = await send(user, body, base);
  if (sent.status !== 200 || !sent.threadId) throw new Error(`send answered ${sent.status}: ${sent.text}`);
  return sent as Sent & { threadId: string };
}

const creditsUsed = async (userId: string) => (await db().entities.aiUsage.get({ userId, month: month() }).go({ consistent: true })).data?.credits ?? 0;
const today = () => new Date().toISOString().slice(0, 10);
/** Today's counted expert replies (a chat reply never spends an AI credit). */
const repliesToday = async (userId: string) => (await db().entities.chatUsage.get({ userId, day: today() }).go({ consistent: true })).data?.replies ?? 0;
const threadsOf = async (user: TestUser, q?: string) =>
  (await callOk(chat.listThreads, { token: user.accessToken, query: q === undefined ? {} : { q } })).threads;
const storedMessages = async (threadId: string) => (await db().entities.chatMessage.query.byThread({ threadId }).go({ pages: 'all', consistent: true })).data;

describe('sending a message (offline expert)', () => {
  it('streams the reply in chunks with the new conversation id in the header, stores both messages and counts one of today’s replies', async () => {
    const cora = await owner();
    const message = 'How do I get more regulars for our weekday breakfast?';
    const sent = await sendOk(cora, { message, persona: 'thomas', use_case: 'general' });
    expect(sent.chunks.length).toBeGreaterThan(1);
    expect(sent.text.trim().length).toBeGreaterThan(50);
    expect(sent.threadId).toMatch(/^[0-9a-f-]{36}$/);

    const { thread, messages } = await callOk(chat.getThread, { token: cora.accessToken, params: { threadId: sent.threadId } });
    expect(thread).toMatchObject({ id: sent.threadId, title: threadTitleFrom(message), persona: 'thomas', useCase: 'general', workflow: null });
    expect(messages.map((m) => [m.role, m.content])).toEqual([
      ['user', message],
      ['assistant', sent.text],
    ]);
    expect(messages.every((m) => m.threadId === sent.threadId && m.persona === 'thomas')).toBe(true);
    expect(await repliesToday(cora.userId)).toBe(1);
  });

  it('continues a conversation: the history reads back oldest first, and the conversation moves to the top of the list', async () => {
    const cora = await owner();
    const first = await sendOk(cora, { message: 'Ideas for a loyalty card?', persona: 'copywriter' });
    const other = await sendOk(cora, { message: 'What should our Instagram bio say?', persona: 'social', use_case: 'social' });
    expect((await threadsOf(cora)).map((t) => t.id)).toEqual([other.threadId, first.threadId]);

    const again = await sendOk(cora, { thread_id: first.threadId, message: 'Make it shorter for the counter sign.', persona: 'copywriter', use_case: 'copy' });
    expect(again.threadId).toBe(first.threadId);
    const { thread, messages } = await callOk(chat.getThread, { token: cora.accessToken, params: { threadId: first.threadId } });
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(messages[2]!.content).toBe('Make it shorter for the counter sign.');
    expect(messages[3]!.content).toBe(again.text);
    const times = messages.map((m) => m.createdAt);
    expect([...times].sort()).toEqual(times);
    expect(thread.useCase).toBe('copy');
    expect(thread.lastMessageAt >= messages[3]!.createdAt).toBe(true);
    expect((await threadsOf(cora)).map((t) => t.id)).toEqual([first.threadId, other.threadId]);
    expect(await repliesToday(cora.userId)).toBe(3);
  });

  it('runs a workflow step: the conversation remembers the workflow and its step', async () => {
    const cora = await owner();
    const { PERSONAS } = await import('#contracts/chat-personas');
    const workflow = PERSONAS.strategist.workflows[0]!;
    const sent = await sendOk(cora, { message: `Start the workflow: ${workflow.title}`, persona: 'strategist', workflow: { id: workflow.id, step: 1 } });
    const next = await sendOk(cora, { thread_id: sent.threadId, message: 'Next step', persona: 'strategist', workflow: { id: workflow.id, step: 2 } });
    const { thread } = await callOk(chat.getThread, { token: cora.accessToken, params: { threadId: next.threadId } });
    expect(thread.workflow).toEqual({ id: workflow.id, step: 2 });
    const unknown = await send(cora, { message: 'Go', persona: 'strategist', workflow: { id: 'no-such-workflow', step: 1 } });
    expect(unknown.status).toBe(400);
    expect(JSON.parse(unknown.text).message).toMatch(/workflow/i);
  });
});

describe("another user's conversation", () => {
  it('is not there for anyone else: 404 "Conversation not found" to send, read, rename and delete, and nothing of it changes', async () => {
    const [cora, blake] = await Promise.all([owner(), owner()]);
    const { threadId } = await sendOk(cora, { message: 'Our spring menu launch plan', persona: 'strategist' });
    const before = await storedMessages(threadId);

    const sent = await send(blake, { thread_id: threadId, message: 'Mine now', persona: 'thomas' });
    expect(sent.status).toBe(404);
    expect(JSON.parse(sent.text)).toEqual({ message: THREAD_NOT_FOUND });
    const notFound = { ok: false, status: 404, body: { message: THREAD_NOT_FOUND } };
    expect(await callApi(chat.getThread, { token: blake.accessToken, params: { threadId } })).toEqual(notFound);
    expect(await callApi(chat.renameThread, { token: blake.accessToken, params: { threadId }, body: { title: 'Taken' } })).toEqual(notFound);
    expect(await callApi(chat.deleteThread, { token: blake.accessToken, params: { threadId } })).toEqual(notFound);
    expect(
      await callApi(chat.saveResponse, {
        token: blake.accessToken,
        body: { content: 'x', persona: 'thomas', thread_id: threadId, message_id: before[1]!.messageId },
      }),
    ).toEqual(notFound);

    expect(await storedMessages(threadId)).toEqual(before);
    expect((await callOk(chat.getThread, { token: cora.accessToken, params: { threadId } })).thread.title).toBe(threadTitleFrom('Our spring menu launch plan'));
    expect(await threadsOf(blake)).toEqual([]);
    expect(await repliesToday(await userIdOf(blake))).toBe(0);
  });
});

describe('the history', () => {
  it('renames a conversation, and deletes it with its messages while its saved reply stays', async () => {
    const cora = await owner();
    const { threadId } = await sendOk(cora, { message: 'Newsletter ideas for March', persona: 'copywriter' });
    const renamed = await callOk(chat.renameThread, { token: cora.accessToken, params: { threadId }, body: { title: '  March  newsletter  ' } });
    expect(renamed.thread.title).toBe('March newsletter');
    expect((await threadsOf(cora, 'MARCH NEWS')).map((t) => t.id)).toEqual([threadId]);
    const blank = await callApi(chat.renameThread, { token: cora.accessToken, params: { threadId }, body: { title: '   ' } });
    expect(blank).toEqual({ ok: false, status: 400, body: { message: 'Enter a name for the conversation.' } });

    const { messages } = await callOk(chat.getThread, { token: cora.accessToken, params: { threadId } });
    const { saved } = await callOk(chat.saveResponse, {
      token: cora.accessToken,
      body: { content: messages[1]!.content, persona: 'copywriter', thread_id: threadId, message_id: messages[1]!.id },
    });

    expect(await callOk(chat.deleteThread, { token: cora.accessToken, params: { threadId } })).toEqual({ deleted: true });
    expect(await callApi(chat.getThread, { token: cora.accessToken, params: { threadId } })).toEqual({
      ok: false,
      status: 404,
      body: { message: THREAD_NOT_FOUND },
    });
    expect(await storedMessages(threadId)).toEqual([]);
    expect(await threadsOf(cora)).toEqual([]);
    expect((await callOk(chat.listSaved, { token: cora.accessToken })).saved).toEqual([saved]);
  });

  it('is searched by what was said, not only by the title, case-insensitively', async () => {
    const cora = await owner();
    const bakery = await sendOk(cora, { message: 'Pricing for catering orders', persona: 'ppc' });
    await sendOk(cora, { thread_id: bakery.threadId, message: 'Should the Sourdough Subscription be weekly?', persona: 'ppc' });
    const other = await sendOk(cora, { message: 'Hashtags for our latte art', persona: 'social' });
    expect((await threadsOf(cora, 'sourdough subscription')).map((t) => t.id)).toEqual([bakery.threadId]);
    expect((await threadsOf(cora, 'LATTE')).map((t) => t.id)).toEqual([other.threadId]);
    expect(await threadsOf(cora, 'nothing like this was said')).toEqual([]);
    // What the expert said is searchable too.
    const replyWord = other.text.match(/[A-Za-z]{9,}/)![0]!.toLowerCase();
    expect((await threadsOf(cora, replyWord)).map((t) => t.id)).toContain(other.threadId);
  });

  it(`comes in pages of ${THREADS_PAGE}, newest message first, and refuses a page link that is not one`, async () => {
    const cora = await owner();
    // Arranged straight in the table: 25 conversations a minute apart.
    const start = Date.parse('2026-01-01T00:00:00.000Z');
    const ids = Array.from({ length: 25 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    await Promise.all(
      ids.map((threadId, i) => {
        const at = new Date(start + i * 60_000).toISOString();
        return db()
          .entities.chatThread.create({
            userId: cora.userId,
            threadId,
            title: `Thread ${i}`,
            persona: 'thomas',
            useCase: 'general',
            searchText: `thread ${i}\n`,
            lastMessageAt: at,
            createdAt: at,
          })
          .go();
      }),
    );
    const first = await callOk(chat.listThreads, { token: cora.accessToken, query: {} });
    expect(first.threads.map((t) => t.title)).toEqual(Array.from({ length: THREADS_PAGE }, (_, i) => `Thread ${24 - i}`));
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await callOk(chat.listThreads, { token: cora.accessToken, query: { cursor: first.nextCursor! } });
    expect(second.threads.map((t) => t.title)).toEqual(['Thread 4', 'Thread 3', 'Thread 2', 'Thread 1', 'Thread 0']);
    expect(second.nextCursor).toBeNull();

    const bad = { ok: false, status: 400, body: { message: 'This page link is not valid.' } };
    expect(await callApi(chat.listThreads, { token: cora.accessToken, query: { cursor: 'bm90LWpzb24' } })).toEqual(bad);
    expect(await callApi(chat.listThreads, { token: cora.accessToken, query: { cursor: Buffer.from('{"pk":"x"}').toString('base64url') } })).toEqual(bad);
    // Someone else's page link is not one of theirs.
    const blake = await owner();
    expect(await callApi(chat.listThreads, { token: blake.accessToken, query: { cursor: first.nextCursor! } })).toEqual(bad);
  });
});

describe('saved replies and Create Doc from Output', () => {
  it('saves a reply once however often it is saved, lists it newest first and deletes it', async () => {
    const cora = await owner();
    const { threadId } = await sendOk(cora, { message: 'Three subject lines for our reopening', persona: 'copywriter', use_case: 'email' });
    const { messages } = await callOk(chat.getThread, { token: cora.accessToken, params: { threadId } });
    const reply = messages[1]!;
    const body = { content: reply.content, persona: 'copywriter' as const, thread_id: threadId, message_id: reply.id };
    const [one, two] = await Promise.all([
      callOk(chat.saveResponse, { token: cora.accessToken, body }),
      callOk(chat.saveResponse, { token: cora.accessToken, body }),
    ]);
    const three = await callOk(chat.saveResponse, { token: cora.accessToken, body });
    expect(two.saved).toEqual(one.saved);
    expect(three.saved).toEqual(one.saved);
    expect(one.saved).toMatchObject({ content: reply.content, persona: 'copywriter', threadId, messageId: reply.id });

    const loose = await callOk(chat.saveResponse, { token: cora.accessToken, body: { content: 'A note I typed myself.', persona: 'thomas' } });
    expect(loose.saved).toMatchObject({ content: 'A note I typed myself.', threadId: null, messageId: null });
    const { saved } = await callOk(chat.listSaved, { token: cora.accessToken });
    expect(saved.map((s) => s.id)).toEqual([loose.saved.id, one.saved.id]);

    const blake = await owner();
    expect(await callApi(chat.deleteSaved, { token: blake.accessToken, params: { savedId: one.saved.id } })).toEqual({
      ok: false,
      status: 404,
      body: { message: 'Saved response not found.' },
    });
    expect(await callOk(chat.deleteSaved, { token: cora.accessToken, params: { savedId: one.saved.id } })).toEqual({ deleted: true });
    expect((await callOk(chat.listSaved, { token: cora.accessToken })).saved.map((s) => s.id)).toEqual([loose.saved.id]);
    expect((await callApi(chat.deleteSaved, { token: cora.accessToken, params: { savedId: one.saved.id } })).status).toBe(404);
  });

  it('makes a draft document that is listed on /content, once per request id', async () => {
    const cora = await owner();
    const request_id = crypto.randomUUID();
    const body = { content: '### Spring launch\n- Post the menu on Monday\n- Email regulars on Tuesday', request_id };
    const first = await callOk(chat.createDoc, { token: cora.accessToken, body });
    const retry = await callOk(chat.createDoc, { token: cora.accessToken, body });
    expect(retry.item).toEqual(first.item);
    expect(first.item).toMatchObject({ type: 'doc', title: 'Document', body: body.content, status: 'draft' });
    const titled = await callOk(chat.createDoc, {
      token: cora.accessToken,
      body: { content: 'Plan B', title: 'Launch plan', request_id: crypto.randomUUID() },
    });
    expect(titled.item.title).toBe('Launch plan');
    const { items } = await callOk(contentEndpoints.list, { token: cora.accessToken });
    expect(items.map((i) => i.id).sort()).toEqual([first.item.id, titled.item.id].sort());
    expect(await callOk(contentEndpoints.get, { token: cora.accessToken, params: { itemId: first.item.id } })).toEqual(first.item);
  });

  it('makes exactly one draft and takes one library place when 15 retries of one click arrive at once; deleted, it can be made again', async () => {
    const cora = await owner();
    const body = { content: 'Three autumn offers for the café', request_id: crypto.randomUUID() };
    const libraryAssets = async () => (await db().entities.userStats.get({ userId: cora.userId }).go({ consistent: true })).data?.libraryAssets ?? 0;
    const before = await libraryAssets();
    const replies = await Promise.all(Array.from({ length: 15 }, () => callOk(chat.createDoc, { token: cora.accessToken, body })));
    expect(new Set(replies.map((r) => r.item.id)).size).toBe(1);
    const { id } = replies[0]!.item;
    const stored = await db().entities.contentItem.query.byUser({ userId: cora.userId }).go({ pages: 'all' });
    expect(stored.data.filter((item) => item.itemId === id)).toHaveLength(1);
    expect(await libraryAssets()).toBe(before + 1);

    // In AWS the by-id index can lag behind the table: a retry arriving before it has the draft
    // (here, the draft's index keys taken away for a moment) still answers the one draft.
    const [made] = stored.data.filter((item) => item.itemId === id);
    const { Key: key } = db().entities.contentItem.get({ userId: cora.userId, createdAt: made!.createdAt, itemId: id }).params() as {
      Key: Record<string, string>;
    };
    const table = config().TABLE_NAME;
    const raw = (await dynamo().send(new GetCommand({ TableName: table, Key: key }))).Item!;
    await dynamo().send(new UpdateCommand({ TableName: table, Key: key, UpdateExpression: 'REMOVE gsi1pk, gsi1sk' }));
    const late = await callOk(chat.createDoc, { token: cora.accessToken, body });
    await dynamo().send(
      new UpdateCommand({
        TableName: table,
        Key: key,
        UpdateExpression: 'SET gsi1pk = :pk, gsi1sk = :sk',
        ExpressionAttributeValues: { ':pk': raw.gsi1pk, ':sk': raw.gsi1sk },
      }),
    );
    expect(late.item.id).toBe(id);
    const afterLate = await db().entities.contentItem.query.byUser({ userId: cora.userId }).go({ pages: 'all' });
    expect(afterLate.data.filter((item) => item.itemId === id)).toHaveLength(1);
    expect(await libraryAssets()).toBe(before + 1);

    await callOk(contentEndpoints.delete, { token: cora.accessToken, params: { itemId: id } });
    expect(await libraryAssets()).toBe(before);
    const again = await callOk(chat.createDoc, { token: cora.accessToken, body });
    expect(again.item.id).toBe(id);
    expect((await callOk(contentEndpoints.list, { token: cora.accessToken })).items.filter((i) => i.id === id)).toHaveLength(1);
    expect(await libraryAssets()).toBe(before + 1);
  });
});

describe('expert replies: counted per day, never in AI credits', () => {
  it('counts exactly one reply per send under five concurrent sends, and spends no AI credit', async () => {
    const cora = await owner();
    const sent = await Promise.all(Array.from({ length: 5 }, (_, i) => sendOk(cora, { message: `Idea number ${i} for the autumn menu`, persona: 'thomas' })));
    expect(new Set(sent.map((s) => s.threadId)).size).toBe(5);
    expect(await repliesToday(cora.userId)).toBe(5);
    expect(await creditsUsed(cora.userId)).toBe(0);
    expect(await callOk(billingEndpoints.usage, { token: cora.accessToken })).toMatchObject({
      aiCredits: { used: 0, limit: 20 },
      chatReplies: { used: 5, limit: PLAN_LIMITS.free.chatRepliesPerDay },
    });
    for (const { threadId } of sent) expect((await storedMessages(threadId)).map((m) => m.role)).toEqual(['user', 'assistant']);
  });

  it('a month without credits still chats; after today’s 30 replies it answers 402 with the message and stores nothing', async () => {
    const cora = await owner();
    await db().entities.aiUsage.update({ userId: cora.userId, month: month() }).add({ credits: 20 }).go();
    expect((await send(cora, { message: 'Still here?', persona: 'thomas' })).status).toBe(200);
    await db().entities.chatUsage.update({ userId: cora.userId, day: today() }).add({ replies: 29 }).go();
    const threadsBefore = await threadsOf(cora);
    const sent = await send(cora, { message: 'One more idea please', persona: 'thomas' });
    expect(sent.status).toBe(402);
    expect(sent.threadId).toBeNull();
    expect(JSON.parse(sent.text)).toEqual({ message: UPGRADE_MESSAGES.chatReplies });
    expect(UPGRADE_MESSAGES.chatReplies).toMatch(/Upgrade/i);
    expect(await threadsOf(cora)).toEqual(threadsBefore);
    expect(await repliesToday(cora.userId)).toBe(30);
    expect(await creditsUsed(cora.userId)).toBe(20);
  });
});

describe('bad input', () => {
  const cases: [string, Record<string, unknown>, string | RegExp][] = [
    ['a 20,000-character message', { message: 'a'.repeat(20_000), persona: 'thomas' }, MESSAGE_TOO_LONG],
    ['a blank message', { message: '   ', persona: 'thomas' }, 'Type a message to send.'],
    ['an unknown expert', { message: 'Hi', persona: 'einstein' }, /Choose one of the experts/],
    ['an unknown focus area', { message: 'Hi', persona: 'thomas', use_case: 'astrology' }, /Choose a focus area/],
    ['the own-key expert without a key', { message: 'Hi', persona: 'chatgpt' }, 'Enter your OpenAI API key to chat with your own ChatGPT.'],
    [
      'a key for an expert that takes none',
      { message: 'Hi', persona: 'thomas', openai_api_key: 'sk-test-123' },
      /Only "Use Your ChatGPT" takes an OpenAI API key/,
    ],
    ['a thread id that is not one', { message: 'Hi', persona: 'thomas', thread_id: '../../etc' }, 'This conversation link is not valid.'],
  ];
  it.each(cases)('%s is a 400 that says what to fix, and nothing is stored or spent', async (_what, body, message) => {
    const cora = await owner();
    const sent = await send(cora, body);
    expect(sent.status).toBe(400);
    expect(JSON.parse(sent.text).message).toMatch(message);
    expect(await threadsOf(cora)).toEqual([]);
    expect(await repliesToday(cora.userId)).toBe(0);
  });
});

/** Every item stored for the user: their partition, what gsi1 files under them, and their conversations' partitions. */
async function everyItemOf(userId: string): Promise<unknown[]> {
  const TableName = config().TABLE_NAME;
  const pk = String((db().entities.profile.get({ userId }).params() as { Key: { pk: string } }).Key.pk);
  const query = async (field: string, value: string, IndexName?: string) => {
    const items: Record<string, unknown>[] = [];
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const page = await dynamo().send(
        new QueryCommand({
          TableName,
          ...(IndexName ? { IndexName } : {}),
          KeyConditionExpression: '#k = :v',
          ExpressionAttributeNames: { '#k': field },
          ExpressionAttributeValues: { ':v': value },
          ExclusiveStartKey,
        }),
      );
      items.push(...((page.Items ?? []) as Record<string, unknown>[]));
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
    return items;
  };
  const own = [...(await query('pk', pk)), ...(await query('gsi1pk', pk, 'gsi1'))];
  const threads = own.filter((item) => item.__edb_e__ === 'chatThread').map((item) => String(item.threadId));
  const messages = (
    await Promise.all(
      threads.map((threadId) =>
        query(
          'pk',
          String(
            (db().entities.chatMessage.query.byThread({ threadId }).params() as { ExpressionAttributeValues: Record<string, unknown> })
              .ExpressionAttributeValues[':pk'],
          ),
        ),
      ),
    )
  ).flat();
  return [...own, ...messages];
}

describe('with OpenAI (a compatible fake) and "Use Your ChatGPT"', () => {
  // The same streamed route (the local gateway, the same handler module and emulators) from
  // this process, configured for the fake server and a short time limit.
  let fake: FakeOpenAi;
  let slow: FakeOpenAi;
  let server: http.Server;
  let slowServer: http.Server;
  let base: string;
  let slowBase: string;

  const gateway = async (timeoutMs: number) => {
    const stream = createStreamGateway({ root, timeoutMs });
    const made = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        void stream(req, res, url.pathname.slice('/stream'.length), url.search.slice(1), Buffer.concat(chunks).toString());
      });
    });
    await new Promise<void>((resolve) => made.listen(0, '127.0.0.1', resolve));
    return { server: made, url: `http://127.0.0.1:${(made.address() as AddressInfo).port}` };
  };

  let stackOpenAi: string | undefined;

  beforeAll(async () => {
    stackOpenAi = process.env.OPENAI_BASE_URL;
    fake = await startFakeOpenAi({ streamPauseMs: 20 });
    slow = await startFakeOpenAi({ hang: true });
    process.env.OPENAI_BASE_URL = fake.url;
    resetConfig();
    ({ server, url: base } = await gateway(20_000));
    ({ server: slowServer, url: slowBase } = await gateway(1_500));
  });

  afterAll(async () => {
    if (stackOpenAi === undefined) delete process.env.OPENAI_BASE_URL;
    else process.env.OPENAI_BASE_URL = stackOpenAi;
    resetConfig();
    await Promise.all([server, slowServer].map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
    await Promise.all([fake.close(), slow.close()]);
  });

  it("writes the reply with the user's own key, unmetered, and the key appears in no log line and no stored item", async () => {
    const cora = await owner();
    const key = `sk-own-${crypto.randomUUID()}`;
    const lines: string[] = [];
    const capture = (stream: NodeJS.WriteStream) => {
      const write = stream.write.bind(stream);
      stream.write = ((chunk: unknown, ...rest: unknown[]) => {
        lines.push(String(chunk));
        return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
      }) as typeof stream.write;
      return () => {
        stream.write = write;
      };
    };
    const restore = [capture(process.stdout), capture(process.stderr)];
    const previous = logger.getLevelName();
    logger.setLogLevel('DEBUG');
    let sent: Sent & { threadId: string };
    let refused: Sent;
    try {
      sent = await sendOk(cora, { message: 'Write three ad headlines for our brunch', persona: 'chatgpt', use_case: 'ads', openai_api_key: key }, base);
      fake.failNext('chat', 'http401');
      refused = await send(cora, { thread_id: sent.threadId, message: 'And a fourth one', persona: 'chatgpt', openai_api_key: key }, base);
    } finally {
      logger.setLogLevel(previous as 'INFO');
      for (const undo of restore) undo();
    }
    expect(sent.chunks.length).toBeGreaterThan(1);
    expect(fake.requests.at(-2)?.stream).toBe(true);
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.text).message).toMatch(/^OpenAI refused this key: /);
    expect(refused.text).not.toContain(key);
    expect(await repliesToday(cora.userId)).toBe(0);

    const { messages } = await callOk(chat.getThread, { token: cora.accessToken, params: { threadId: sent.threadId } });
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(messages[1]!.content).toBe(sent.text);

    expect(lines.filter((line) => line.includes(key))).toEqual([]);
    const items = await everyItemOf(cora.userId);
    expect(items.length).toBeGreaterThan(3);
    expect(items.filter((item) => JSON.stringify(item).includes(key))).toEqual([]);
    expect(items.filter((item) => JSON.stringify(item).includes('sk-own-'))).toEqual([]);
  });

  it("tells the model today's date where the user is, from the browser's time zone", async () => {
    const cora = await owner();
    const key = `sk-own-${crypto.randomUUID()}`;
    // Kiritimati is 14 hours ahead of UTC and Pago Pago 11 behind: at any hour one of them is on another date.
    const now = new Date();
    const zone = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'].find((z) => dayIn(z, now) !== dayIn('UTC', now))!;
    await sendOk(cora, { message: 'What should we post this week?', persona: 'chatgpt', openai_api_key: key, time_zone: zone }, base);
    const system = fake.requests.at(-1)?.messages?.find((m) => m.role === 'system')?.content ?? '';
    expect(system).toContain(`Today is ${dayIn(zone, new Date())}`);
  });

  it('with the installation key: a refusal by the provider is a 503 with a sentence, and the reply is not counted', async () => {
    const cora = await owner();
    process.env.OPENAI_API_KEY = 'sk-test-installation';
    resetConfig();
    try {
      fake.failNext('chat', 'http500');
      fake.failNext('chat', 'http500');
      fake.failNext('chat', 'http500');
      const sent = await send(cora, { message: 'A slogan for our bakery', persona: 'copywriter' }, base);
      expect(sent.status).toBe(503);
      expect(JSON.parse(sent.text).message).toMatch(/\.$/);
      expect(await repliesToday(cora.userId)).toBe(0);
      expect(await threadsOf(cora)).toEqual([]);
      const ok = await sendOk(cora, { message: 'A slogan for our bakery', persona: 'copywriter' }, base);
      expect(ok.text.length).toBeGreaterThan(0);
      expect(await repliesToday(cora.userId)).toBe(1);
    } finally {
      delete process.env.OPENAI_API_KEY;
      resetConfig();
    }
  });

  it('a provider that takes too long is a clear 503, the reply is not counted and nothing is stored', async () => {
    const cora = await owner();
    process.env.OPENAI_API_KEY = 'sk-test-installation';
    process.env.OPENAI_BASE_URL = slow.url;
    resetConfig();
    try {
      const sent = await send(cora, { message: 'Plan our autumn campaign', persona: 'strategist' }, slowBase);
      expect(sent.status).toBe(503);
      expect(JSON.parse(sent.text)).toEqual({ message: STREAM_TIMEOUT_MESSAGE });
      // The expert's work stops with the request; its reply is not counted.
      await expect.poll(() => repliesToday(cora.userId)).toBe(0);
      expect(await threadsOf(cora)).toEqual([]);
    } finally {
      delete process.env.OPENAI_API_KEY;
      process.env.OPENAI_BASE_URL = fake.url;
      resetConfig();
    }
  });
});

describe('checking an own key', () => {
  it("answers ok for a key OpenAI accepts, and a 400 with OpenAI's reason (never the key) for one it refuses", async () => {
    const cora = await owner();
    expect(await callOk(chat.verifyKey, { token: cora.accessToken, body: { openai_api_key: '  sk-good-key-1234  ' } })).toEqual({ ok: true });
    const refused = await callApi(chat.verifyKey, { token: cora.accessToken, body: { openai_api_key: 'sk-bad-key-98765432' } });
    expect(refused.status).toBe(400);
    expect(refused.ok ? '' : refused.body.message).toMatch(/^OpenAI refused this key: Incorrect API key provided/);
    expect(JSON.stringify(refused)).not.toContain('sk-bad-key-98765432');
  });

  it('refuses a blank key with a sentence', async () => {
    const cora = await owner();
    expect(await callApi(chat.verifyKey, { token: cora.accessToken, body: { openai_api_key: '   ' } })).toEqual({
      ok: false,
      status: 400,
      body: { message: 'Enter your OpenAI API key to chat with your own ChatGPT.' },
    });
  });

  it('answers 503 with a sentence when OpenAI cannot be reached', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const saved = process.env.OPENAI_BASE_URL;
    process.env.OPENAI_BASE_URL = `http://127.0.0.1:${port}/v1`;
    resetConfig();
    try {
      const error = await Chat.verifyKey('sk-good-key-1234').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Unavailable);
      expect((error as Error).message).toMatch(/\.$/);
    } finally {
      if (saved === undefined) delete process.env.OPENAI_BASE_URL;
      else process.env.OPENAI_BASE_URL = saved;
      resetConfig();
    }
  });
});
