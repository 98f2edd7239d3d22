// The AI expert chat: a message to one of the six experts answered as a stream, the caller's
// conversations (newest message first, searched by title and by what was said), renaming and
// deleting them, saved replies, "Create Doc from Output" and the check of a user's own
// OpenAI key.
//
// Credits: a reply spends one of the caller's AI credits (the same counter as generation),
// given back when the AI fails before its first word; a reply written with the user's own
// key is not metered. The user's key is passed to the AI for this one reply only: it is
// never stored, never logged, and taken out of any message that repeats it.
//
// What is stored: nothing until the expert's first words are in hand (a failed send leaves
// no trace, so sending again is clean); then the conversation (new, or its time and search
// text) and the user's message in one transaction; the expert's reply once the stream ends
// (as far as it got, if the AI broke off; nothing if the user stopped it), in one
// transaction with the conversation's time and search text, before the stream's end is sent.
import { randomUUID } from 'node:crypto';
import { idempotentId } from '#lib/idempotency';
import { db } from '#data/service';
import { SEARCH_TEXT_MAX, type ChatThreadItem } from '#data/entities/chat-thread';
import type { ChatMessageItem } from '#data/entities/chat-message';
import type { SavedResponseItem } from '#data/entities/saved-response';
import type { ContentItemItem } from '#data/entities/content-item';
import { TransactionCanceled, transactWrite } from '#data/transact';
import { isConditionFailed } from '#data/conditions';
import { DomainError, Invalid, LimitReached, NotFound, Unavailable } from '#lib/errors';
import { jitteredPause, withRetries } from '#lib/retry';
import { logger } from '#lib/logger';
import { DEFAULT_TITLES } from '#contracts/content-types';
import type { ContentItem } from '#contracts/content';
import { UPGRADE_MESSAGES } from '#contracts/plans';
import {
  CHAT_ERROR_FALLBACK,
  MESSAGE_NOT_FOUND,
  SAVED_NOT_FOUND,
  THREAD_ID_HEADER,
  THREAD_NOT_FOUND,
  THREADS_PAGE,
  type ChatMessageView,
  type ChatThreadView,
  type SavedResponseView,
} from '#contracts/chat';
import { PERSONAS, USE_CASE_IDS, personaOrDefault, type ChatWorkflow, type PersonaId, type UseCaseId } from '#contracts/chat-personas';
import * as BrandKits from './brand-kits.ts';
import * as Entitlements from './entitlements.ts';
import { toContentItem } from './content.ts';
import { briefOf } from './rewrites.ts';

/** How many earlier messages the expert is given (chat.ts trims them further to its context budget). */
export const HISTORY_MESSAGES = 40;

/** When the expert fails for a reason no one named: the spec's fallback, with who failed. */
export const CHAT_FAILED = `The expert could not answer just now. ${CHAT_ERROR_FALLBACK}`;
export const KEY_CHECK_FAILED = 'We could not reach OpenAI to check your key just now. Please try again in a moment.';
const BAD_PAGE = 'This page link is not valid.';

// ---- Views ----

const useCaseOr = (value: string): UseCaseId => ((USE_CASE_IDS as readonly string[]).includes(value) ? (value as UseCaseId) : 'general');

export function toThreadView(
  item: Pick<ChatThreadItem, 'threadId' | 'title' | 'persona' | 'useCase' | 'lastMessageAt' | 'createdAt' | 'workflowId' | 'workflowStep'>,
): ChatThreadView {
  return {
    id: item.threadId,
    title: item.title,
    persona: personaOrDefault(item.persona).id,
    useCase: useCaseOr(item.useCase),
    lastMessageAt: item.lastMessageAt,
    createdAt: item.createdAt,
    workflow: item.workflowId ? { id: item.workflowId, step: item.workflowStep ?? 1 } : null,
  };
}

export function toMessageView(item: ChatMessageItem): ChatMessageView {
  return {
    id: item.messageId,
    role: item.role,
    content: item.content,
    createdAt: item.createdAt,
    threadId: item.threadId,
    persona: personaOrDefault(item.persona).id,
  };
}

export function toSavedView(item: SavedResponseItem): SavedResponseView {
  return {
    id: item.savedId,
    content: item.content,
    persona: personaOrDefault(item.persona).id,
    threadId: item.threadId ?? null,
    messageId: item.messageId ?? null,
    createdAt: item.createdAt,
  };
}

// ---- The search text ----

/** The last `max` characters of `text`, never starting in the middle of a character. */
export function tailOf(text: string, max: number): string {
  if (text.length <= max) return text;
  const tail = text.slice(text.length - max);
  return /^[\uDC00-\uDFFF]/.test(tail) ? tail.slice(1) : tail;
}

/**
 * A conversation's search text: its title, lower-cased, on the first line, then what was
 * said (lower-cased), the newest SEARCH_TEXT_MAX characters of it. Titles are one line.
 */
export function searchTextOf(title: string, said: string): string {
  return `${title.toLowerCase()}\n${tailOf(said.toLowerCase(), SEARCH_TEXT_MAX)}`;
}

/** What was said, from a search text (everything after its title line). */
export function saidOf(searchText: string): string {
  const at = searchText.indexOf('\n');
  return at < 0 ? '' : searchText.slice(at + 1);
}

/** The search text with more said in the conversation. */
export function withSaid(searchText: string, title: string, ...texts: string[]): string {
  const said = [saidOf(searchText), ...texts].filter(Boolean).join('\n');
  return searchTextOf(title, said);
}

// ---- Keys kept out of everything ----

/** `text` with the user's key taken out wherever it appears. */
export function redact(text: string, key: string | undefined): string {
  return key ? text.split(key).join('[your key]') : text;
}

/** An error to answer with, in words a user can act on, never carrying the user's key. */
function answerFor(error: unknown, key: string | undefined, fallback: string): DomainError {
  if (error instanceof DomainError) {
    const message = redact(error.message, key);
    if (message === error.message) return error;
    const Same = error.constructor as new (message: string) => DomainError;
    return new Same(message);
  }
  // Only the kind of failure is logged: a provider's message may repeat what it was sent.
  logger.error('The chat failed for a reason with no message for the user', { errorName: (error as Error | undefined)?.name ?? typeof error });
  return new Unavailable(fallback);
}

// ---- Threads ----

async function ownThread(userId: string, threadId: string, consistent = false): Promise<ChatThreadItem> {
  const { data } = await db().entities.chatThread.get({ userId, threadId }).go({ consistent });
  if (!data) throw new NotFound(THREAD_NOT_FOUND);
  return data;
}

/** The thread's last HISTORY_MESSAGES messages, oldest first: one Query, newest first, reversed. */
async function recentTurns(threadId: string): Promise<{ role: 'user' | 'assistant'; content: string }[]> {
  const { data } = await db()
    .entities.chatMessage.query.byThread({ threadId })
    .go({ order: 'desc', limit: HISTORY_MESSAGES, attributes: ['role', 'content'] });
  return data.reverse().map((m) => ({ role: m.role as 'user' | 'assistant', content: m.content as string }));
}

/** The persona's workflow the user started; an id it does not have is a 400. */
function workflowOf(personaId: PersonaId, id: string): ChatWorkflow {
  const persona = PERSONAS[personaId];
  const found = persona.workflows.find((w) => w.id === id);
  if (!found) throw new Invalid(`This workflow is not one of ${persona.name}'s: choose one from the Workflows list.`);
  return found;
}

/** The cursor of a page of the caller's threads, checked to be one this list made for this caller. */
function startKeyOf(userId: string, cursor: string): string {
  const { chatThread } = db().entities;
  const query = chatThread.query.byLastMessage({ userId }).params() as { ExpressionAttributeValues: Record<string, unknown> };
  const gsiPk = String(query.ExpressionAttributeValues[':pk']);
  const gsiSkPrefix = String(query.ExpressionAttributeValues[':sk1'] ?? '');
  const item = chatThread.get({ userId, threadId: 'x' }).params() as { Key: { pk: string; sk: string } };
  const skPrefix = item.Key.sk.slice(0, item.Key.sk.length - 1);
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new Invalid(BAD_PAGE);
  }
  const fields = key && typeof key === 'object' && !Array.isArray(key) ? (key as Record<string, unknown>) : null;
  const ok =
    fields !== null &&
    Object.keys(fields).sort().join(',') === 'gsi1pk,gsi1sk,pk,sk' &&
    fields.pk === item.Key.pk &&
    fields.gsi1pk === gsiPk &&
    typeof fields.sk === 'string' &&
    fields.sk.startsWith(skPrefix) &&
    typeof fields.gsi1sk === 'string' &&
    fields.gsi1sk.startsWith(gsiSkPrefix);
  if (!ok) throw new Invalid(BAD_PAGE);
  return cursor;
}

const THREAD_ATTRIBUTES = ['userId', 'threadId', 'title', 'persona', 'useCase', 'lastMessageAt', 'createdAt', 'workflowId', 'workflowStep'] as const;

/**
 * The caller's conversations, newest message first, THREADS_PAGE at a time: one Query of the
 * caller's by-last-message index; `q` searches titles and what was said (a filter on that
 * Query, read on until a page is full or the conversations end).
 */
export async function listThreads(
  userId: string,
  query: { q?: string | undefined; cursor?: string | undefined },
): Promise<{ threads: ChatThreadView[]; nextCursor: string | null }> {
  const start = query.cursor ? startKeyOf(userId, query.cursor) : null;
  const needle = query.q?.trim().toLowerCase();
  const base = db().entities.chatThread.query.byLastMessage({ userId });
  const read = needle ? base.where(({ searchText }, { contains }) => contains(searchText, needle)) : base;
  const { data, cursor } = await read.go({ order: 'desc', cursor: start, count: THREADS_PAGE, attributes: [...THREAD_ATTRIBUTES] });
  return { threads: data.map((t) => toThreadView(t as ChatThreadItem)), nextCursor: cursor ?? null };
}

/** One of the caller's conversations and its messages, oldest first (one Query of its partition, read to its end). */
export async function getThread(userId: string, threadId: string): Promise<{ thread: ChatThreadView; messages: ChatMessageView[] }> {
  const [thread, messages] = await Promise.all([ownThread(userId, threadId), db().entities.chatMessage.query.byThread({ threadId }).go({ pages: 'all' })]);
  return { thread: toThreadView(thread), messages: messages.data.filter((m) => m.userId === userId).map(toMessageView) };
}

export async function renameThread(userId: string, threadId: string, title: string): Promise<ChatThreadView> {
  const thread = await ownThread(userId, threadId, true);
  try {
    const { data } = await db()
      .entities.chatThread.patch({ userId, threadId })
      .set({ title, searchText: searchTextOf(title, saidOf(thread.searchText)) })
      .go({ response: 'all_new' });
    return toThreadView(data as ChatThreadItem);
  } catch (error) {
    // Deleted meanwhile.
    if (isConditionFailed(error)) throw new NotFound(THREAD_NOT_FOUND);
    throw error;
  }
}

/** Attempts at writing back what a batch delete left unprocessed. */
const BATCH_ATTEMPTS = 5;

/** Deletes a conversation and its messages (batched 25 at a time); saved replies from it stay. */
export async function deleteThread(userId: string, threadId: string): Promise<void> {
  await ownThread(userId, threadId, true);
  const { chatMessage, chatThread } = db().entities;
  const { data } = await chatMessage.query.byThread({ threadId }).go({ pages: 'all', attributes: ['threadId', 'createdAt', 'messageId'] });
  let keys = data.map((m) => ({ threadId: m.threadId as string, createdAt: m.createdAt as string, messageId: m.messageId as string }));
  for (let attempt = 1; keys.length > 0; attempt++) {
    const { unprocessed } = await chatMessage.delete(keys).go();
    if (unprocessed.length === 0) break;
    if (attempt >= BATCH_ATTEMPTS) throw new Unavailable('The conversation could not be deleted completely just now. Please try again.');
    await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    keys = unprocessed as typeof keys;
  }
  // The thread goes last: a delete cut short can be done again from the history.
  await chatThread.delete({ userId, threadId }).go();
}

// ---- Send ----

export interface SendInput {
  thread_id?: string | undefined;
  message: string;
  persona: PersonaId;
  use_case: UseCaseId;
  openai_api_key?: string | undefined;
  workflow?: { id: string; step: number } | undefined;
}

export interface SendOptions {
  signal?: AbortSignal | undefined;
  setHeader(name: string, value: string): void;
}

/** A time after `after` (ISO), so a reply sorts after the message it answers. */
const laterThan = (after: string): string => {
  const now = Date.now();
  const floor = Date.parse(after) + 1;
  return new Date(Math.max(now, floor)).toISOString();
};

/**
 * One message to an expert, answered as a stream. The conversation is the given one (the
 * caller's own; else 404) or a new one titled from the message; its id is sent as the
 * `x-markk-thread-id` header with the first chunk.
 */
export async function* send(userId: string, input: SendInput, options: SendOptions): AsyncGenerator<string> {
  const key = input.openai_api_key;
  const metered = key === undefined;
  const workflow = input.workflow ? { workflow: workflowOf(input.persona, input.workflow.id), step: input.workflow.step } : undefined;
  const existing = input.thread_id ? await ownThread(userId, input.thread_id, true) : null;
  // The AI is imported here, not with this module: only sending and the key check need it.
  const [ai, kit, history] = await Promise.all([
    import('#lib/ai/chat'),
    BrandKits.latestItem(userId),
    existing ? recentTurns(existing.threadId) : Promise.resolve([]),
  ]);

  if (metered) await Entitlements.consumeAiCredits(userId, 1);
  let refunded = false;
  const giveBack = async () => {
    if (!metered || refunded) return;
    refunded = true;
    await Entitlements.consumeAiCredits(userId, -1).catch((error: unknown) =>
      logger.error('Could not give back an AI credit', { userId, errorName: (error as Error).name }),
    );
  };

  const stream = ai
    .chatReply(
      { persona: input.persona, useCase: input.use_case, brand: kit ? briefOf(kit) : null, history, message: input.message, workflow },
      { ...(key !== undefined ? { apiKey: key } : {}), ...(options.signal ? { signal: options.signal } : {}) },
    )
    [Symbol.asyncIterator]();
  let first: IteratorResult<string>;
  try {
    first = await stream.next();
  } catch (error) {
    await giveBack();
    if (options.signal?.aborted) return;
    throw answerFor(error, key, CHAT_FAILED);
  }
  if (first.done) {
    await giveBack();
    throw new Unavailable(CHAT_FAILED);
  }

  // The expert has started: the conversation and the user's message are stored now.
  const threadId = existing?.threadId ?? randomUUID();
  const title = existing?.title ?? ai.threadTitleFrom(input.message);
  const sentAt = new Date().toISOString();
  let searchText = withSaid(existing?.searchText ?? '', title, input.message);
  const flow = workflow ? { workflowId: workflow.workflow.id, workflowStep: workflow.step } : {};
  const { chatThread, chatMessage } = db().entities;
  try {
    await transactWrite({
      thread: existing
        ? {
            Update: chatThread
              .patch({ userId, threadId })
              .set({ lastMessageAt: sentAt, searchText, persona: input.persona, useCase: input.use_case, ...flow })
              .params(),
          }
        : {
            Put: chatThread
              .create({
                userId,
                threadId,
                title,
                persona: input.persona,
                useCase: input.use_case,
                ...flow,
                searchText,
                lastMessageAt: sentAt,
                createdAt: sentAt,
              })
              .params(),
          },
      message: {
        Put: chatMessage
          .create({ threadId, messageId: randomUUID(), userId, role: 'user', content: input.message, persona: input.persona, createdAt: sentAt })
          .params(),
      },
    });
  } catch (error) {
    await stream.return?.(undefined).catch(() => undefined);
    await giveBack();
    // Deleted while the expert started (or, for a new id, never possible): not there any more.
    if (error instanceof TransactionCanceled && isConditionFailed(error, 'thread')) throw new NotFound(THREAD_NOT_FOUND);
    throw error;
  }

  options.setHeader(THREAD_ID_HEADER, threadId);
  let reply = first.value;
  let finished = false;
  let failed = false;
  try {
    yield first.value;
    for (;;) {
      const next = await stream.next();
      if (next.done) break;
      reply += next.value;
      yield next.value;
    }
    finished = true;
  } catch (error) {
    // The AI failed after its first words: the stream ends where it was (functions/lib/stream.ts).
    failed = true;
    throw answerFor(error, key, CHAT_FAILED);
  } finally {
    if (!finished) await stream.return?.(undefined).catch(() => undefined);
    // The reply once the stream ends: all of it, or as far as the AI got when it broke off.
    // A user who left (Stop, a closed tab) gets no reply stored: it was stopped.
    if ((finished || failed) && reply.trim()) {
      const repliedAt = laterThan(sentAt);
      searchText = withSaid(searchText, title, reply);
      try {
        await transactWrite({
          message: {
            Put: chatMessage
              .create({ threadId, messageId: randomUUID(), userId, role: 'assistant', content: reply, persona: input.persona, createdAt: repliedAt })
              .params(),
          },
          thread: { Update: chatThread.patch({ userId, threadId }).set({ lastMessageAt: repliedAt, searchText }).params() },
        });
      } catch (error) {
        // The conversation was deleted while the expert wrote: nothing to add it to.
        if (!(error instanceof TransactionCanceled && isConditionFailed(error, 'thread')))
          logger.error("Could not store the expert's reply", { threadId, errorName: (error as Error).name });
      }
    }
  }
}

// ---- The user's own key ----

/** "Use Your ChatGPT": a cheap real call with the key. A refused key is a 400 naming OpenAI's reason; OpenAI unreachable a 503. */
export async function verifyKey(apiKey: string, options: { signal?: AbortSignal | undefined } = {}): Promise<{ ok: true }> {
  const { verifyOpenAiKey } = await import('#lib/ai/chat');
  try {
    await verifyOpenAiKey(apiKey, options.signal ? { signal: options.signal } : {});
  } catch (error) {
    throw answerFor(error, apiKey, KEY_CHECK_FAILED);
  }
  return { ok: true };
}

// ---- Saved responses ----

/** The saved id of a reply from a conversation: derived from the caller and the message, so saving it twice is one item. */
export const savedIdFor = (userId: string, messageId: string) => idempotentId(`saved:${userId}:${messageId}`);

export async function listSaved(userId: string): Promise<SavedResponseView[]> {
  const { data } = await db().entities.savedResponse.query.byUser({ userId }).go({ order: 'desc', pages: 'all' });
  return data.map(toSavedView);
}

/** One message of one of the caller's conversations (one Query of its partition, filtered on the id). */
async function messageOf(userId: string, threadId: string, messageId: string): Promise<ChatMessageItem> {
  await ownThread(userId, threadId);
  const { data } = await db()
    .entities.chatMessage.query.byThread({ threadId })
    .where(({ messageId: id }, { eq }) => eq(id, messageId))
    .go({ pages: 'all' });
  const message = data[0];
  if (!message || message.userId !== userId) throw new NotFound(MESSAGE_NOT_FOUND);
  return message;
}

/**
 * Saves a reply. From a conversation (message_id with its thread_id): the message's own text,
 * under an id derived from it and at its time, written only if not there yet — saving the
 * same reply again answers the item already saved. Otherwise: the text as sent.
 */
export async function saveResponse(
  userId: string,
  body: { content: string; persona: PersonaId; thread_id?: string | undefined; message_id?: string | undefined },
): Promise<SavedResponseView> {
  const { savedResponse } = db().entities;
  if (body.message_id && body.thread_id) {
    const message = await messageOf(userId, body.thread_id, body.message_id);
    const item = {
      userId,
      savedId: savedIdFor(userId, message.messageId),
      content: message.content,
      persona: personaOrDefault(message.persona).id,
      threadId: message.threadId,
      messageId: message.messageId,
      createdAt: message.createdAt,
    };
    try {
      const { data } = await savedResponse.create(item).go();
      return toSavedView(data);
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
      const { data } = await savedResponse.get({ userId, createdAt: item.createdAt, savedId: item.savedId }).go({ consistent: true });
      if (!data) throw error;
      return toSavedView(data);
    }
  }
  if (body.thread_id) await ownThread(userId, body.thread_id);
  const { data } = await savedResponse
    .create({
      userId,
      savedId: randomUUID().replaceAll('-', ''),
      content: body.content,
      persona: body.persona,
      ...(body.thread_id ? { threadId: body.thread_id } : {}),
    })
    .go();
  return toSavedView(data);
}

export async function deleteSaved(userId: string, savedId: string): Promise<void> {
  const { savedResponse } = db().entities;
  const { data } = await savedResponse.query.byId({ userId, savedId }).go({ limit: 1, attributes: ['createdAt'] });
  const found = data[0];
  if (!found) throw new NotFound(SAVED_NOT_FOUND);
  await savedResponse.delete({ userId, createdAt: found.createdAt as string, savedId }).go();
}

// ---- Create Doc from Output ----

/** The draft's id, derived from the caller and the click's request id: a retried click finds its draft. */
export const docIdFor = (userId: string, requestId: string) => `doc-${idempotentId(`doc:${userId}:${requestId}`)}`;

/** Attempts when a concurrent change to the library counter cancels the transaction. */
const DOC_ATTEMPTS = 5;

async function existingDoc(userId: string, itemId: string): Promise<ContentItemItem | null> {
  const { data } = await db().entities.contentItem.query.byId({ userId, itemId }).go({ limit: 1 });
  return data[0] ?? null;
}

/**
 * "Create Doc from Output": a draft content item of type doc (title as given, or
 * "Document"; the reply as its body), listed on /content. It takes a place in the content
 * library like any draft (the Growth plan's 20). A retry with the same request id answers
 * the same draft.
 */
export async function createDoc(userId: string, body: { content: string; title?: string | undefined; request_id: string }): Promise<ContentItem> {
  const itemId = docIdFor(userId, body.request_id);
  const { contentItem } = db().entities;
  // The library counter moved (another draft) or was busy: read again, after a short, random pause.
  const policy = {
    attempts: DOC_ATTEMPTS,
    retryIf: (error: unknown) => error instanceof TransactionCanceled && (isConditionFailed(error, 'counter') || error.conflicted),
    pause: jitteredPause(20),
    exhausted: (error: unknown) =>
      isConditionFailed(error, 'counter')
        ? new LimitReached(UPGRADE_MESSAGES.contentLibrary)
        : new Unavailable('Your library is busy with another change. Please try again.'),
  };
  return withRetries(policy, async () => {
    const found = await existingDoc(userId, itemId);
    if (found) return toContentItem(found);
    const now = new Date().toISOString();
    const item = {
      userId,
      itemId,
      type: 'doc' as const,
      title: body.title || DEFAULT_TITLES.doc,
      body: body.content,
      status: 'draft' as const,
      createdAt: now,
    };
    const counter = await Entitlements.libraryCounterAction(userId, 1);
    await transactWrite({ counter, item: { Put: contentItem.create(item).params() } });
    const { data } = await contentItem.get({ userId, createdAt: now, itemId }).go({ consistent: true });
    if (!data) throw new Error('The new document could not be read back');
    return toContentItem(data);
  });
}
