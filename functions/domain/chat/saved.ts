// The AI expert chat's saved replies.
import { MESSAGE_NOT_FOUND, SAVED_NOT_FOUND, type SavedResponseView } from '#contracts/chat';
import { personaOrDefault, type PersonaId } from '#contracts/chat-personas';
import { isConditionFailed } from '#data/conditions';
import type { ChatMessageItem } from '#data/entities/chat-message';
import { db } from '#data/service';
import { NotFound } from '#lib/errors';
import { idempotentId } from '#lib/idempotency';
import { randomUUID } from 'node:crypto';
import { ownThread } from './threads.ts';
import { toSavedView } from './views.ts';

/** The saved id of a reply from a conversation: derived from the caller and the message, so saving it twice is one item. */
export const savedIdFor = (userId: string, messageId: string) => idempotentId(`saved:${userId}:${messageId}`);

export async function listSaved(userId: string): Promise<SavedResponseView[]> {
  const { data } = await db().entities.savedResponse.query.byUser({ userId }).go({ order: 'desc', pages: 'all' });
  return data.map(toSavedView);
}

/** One message of one of the caller's conversations (one Query of its partition, filtered on the id). */
export async function messageOf(userId: string, threadId: string, messageId: string): Promise<ChatMessageItem> {
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
