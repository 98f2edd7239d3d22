// The AI expert chat: a message answered as a stream (credits, what is stored and when), and the check of a user's own OpenAI key.
import { THREAD_ID_HEADER, THREAD_NOT_FOUND } from '#contracts/chat';
import type { PersonaId, UseCaseId } from '#contracts/chat-personas';
import { isConditionFailed } from '#data/conditions';
import { db } from '#data/service';
import { TransactionCanceled, transactWrite } from '#data/transact';
import { NotFound, Unavailable } from '#lib/errors';
import { logger } from '#lib/logger';
import { randomUUID } from 'node:crypto';
import * as BrandKits from '../brand-kits.ts';
import * as Entitlements from '../entitlements.ts';
import { dayIn } from '#contracts/common';
import { briefOf } from '../rewrites.ts';
import { ownThread, recentTurns, workflowOf } from './threads.ts';
import { CHAT_FAILED, KEY_CHECK_FAILED, answerFor, withSaid } from './views.ts';
import * as BrandVoice from '../brand-voice.ts';

export interface SendInput {
  thread_id?: string | undefined;
  message: string;
  persona: PersonaId;
  use_case: UseCaseId;
  openai_api_key?: string | undefined;
  workflow?: { id: string; step: number } | undefined;
  time_zone?: string | undefined;
}

export interface SendOptions {
  signal?: AbortSignal | undefined;
  setHeader(name: string, value: string): void;
}

/** A time after `after` (ISO), so a reply sorts after the message it answers. */
export const laterThan = (after: string): string => {
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

  // A reply on Markk's AI counts against today's expert replies (never the month's credits).
  const counted = metered ? await Entitlements.consumeChatReply(userId) : null;
  let refunded = false;
  const giveBack = async () => {
    if (!counted || refunded) return;
    refunded = true;
    await Entitlements.giveBackChatReply(userId, counted.day).catch((error: unknown) =>
      logger.error('Could not give back an expert reply', { userId, errorName: (error as Error).name }),
    );
  };

  const replies = ai.chatReply(
    {
      persona: input.persona,
      useCase: input.use_case,
      // The season is the one of the day it is where the user is.
      brand: kit ? await BrandVoice.voicedBrief(userId, { ...briefOf(kit), today: dayIn(input.time_zone ?? 'UTC', new Date()) }) : null,
      history,
      message: input.message,
      workflow,
    },
    { ...(key !== undefined ? { apiKey: key } : {}), ...(options.signal ? { signal: options.signal } : {}) },
  );
  const stream = replies[Symbol.asyncIterator]();
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
