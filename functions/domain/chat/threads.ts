// The AI expert chat's conversations: listing, reading, renaming and deleting them.
import { THREADS_PAGE, THREAD_NOT_FOUND, type ChatMessageView, type ChatThreadView } from '#contracts/chat';
import { PERSONAS, type ChatWorkflow, type PersonaId } from '#contracts/chat-personas';
import { isConditionFailed } from '#data/conditions';
import type { ChatThreadItem } from '#data/entities/chat-thread';
import { ownListCursor } from '#data/paging';
import { db } from '#data/service';
import { Invalid, NotFound, Unavailable } from '#lib/errors';
import { HISTORY_MESSAGES, saidOf, searchTextOf, toMessageView, toThreadView } from './views.ts';
import { untilProcessed } from '#lib/retry';

export async function ownThread(userId: string, threadId: string, consistent = false): Promise<ChatThreadItem> {
  const { data } = await db().entities.chatThread.get({ userId, threadId }).go({ consistent });
  if (!data) throw new NotFound(THREAD_NOT_FOUND);
  return data;
}

/** The thread's last HISTORY_MESSAGES messages, oldest first: one Query, newest first, reversed. */
export async function recentTurns(threadId: string): Promise<{ role: 'user' | 'assistant'; content: string }[]> {
  const { data } = await db()
    .entities.chatMessage.query.byThread({ threadId })
    .go({ order: 'desc', limit: HISTORY_MESSAGES, attributes: ['role', 'content'] });
  return data.reverse().map((m) => ({ role: m.role as 'user' | 'assistant', content: m.content as string }));
}

/** The persona's workflow the user started; an id it does not have is a 400. */
export function workflowOf(personaId: PersonaId, id: string): ChatWorkflow {
  const persona = PERSONAS[personaId];
  const found = persona.workflows.find((w) => w.id === id);
  if (!found) throw new Invalid(`This workflow is not one of ${persona.name}'s: choose one from the Workflows list.`);
  return found;
}

export const THREAD_ATTRIBUTES = ['userId', 'threadId', 'title', 'persona', 'useCase', 'lastMessageAt', 'createdAt', 'workflowId', 'workflowStep'] as const;

/**
 * The caller's conversations, newest message first, THREADS_PAGE at a time: one Query of the
 * caller's by-last-message index; `q` searches titles and what was said (a filter on that
 * Query, read on until a page is full or the conversations end).
 */
export async function listThreads(
  userId: string,
  query: { q?: string | undefined; cursor?: string | undefined },
): Promise<{ threads: ChatThreadView[]; nextCursor: string | null }> {
  const { chatThread } = db().entities;
  const start = query.cursor
    ? ownListCursor(query.cursor, { list: chatThread.query.byLastMessage({ userId }), item: (threadId) => chatThread.get({ userId, threadId }) })
    : null;
  const needle = query.q?.trim().toLowerCase();
  const base = chatThread.query.byLastMessage({ userId });
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

/** Deletes a conversation and its messages (batched 25 at a time); saved replies from it stay. */
export async function deleteThread(userId: string, threadId: string): Promise<void> {
  await ownThread(userId, threadId, true);
  const { chatMessage, chatThread } = db().entities;
  const { data } = await chatMessage.query.byThread({ threadId }).go({ pages: 'all', attributes: ['threadId', 'createdAt', 'messageId'] });
  await untilProcessed(
    data.map((m) => ({ threadId: m.threadId as string, createdAt: m.createdAt as string, messageId: m.messageId as string })),
    (left) => chatMessage.delete(left).go(),
    () => new Unavailable('The conversation could not be deleted completely just now. Please try again.'),
  );
  // The thread goes last: a delete cut short can be done again from the history.
  await chatThread.delete({ userId, threadId }).go();
}
