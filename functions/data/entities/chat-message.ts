// chatMessage: one message of a conversation, the user's or the expert's. A thread's
// messages share one partition (pk threadId, sk createdAt#messageId), so the conversation,
// oldest first, is one Query, and the last 40 for the expert's context one Query newest first.
// `userId` is kept on each message: only the thread's owner ever reaches it (the thread is
// looked up in the owner's partition first).
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const chatMessageSchema = {
  model: { entity: 'chatMessage', version: '1', service: 'markk' },
  attributes: {
    threadId: { type: 'string', required: true, readOnly: true },
    messageId: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    role: { type: ['user', 'assistant'] as const, required: true, readOnly: true },
    content: { type: 'string', required: true },
    persona: { type: 'string', required: true },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byThread: {
      pk: { field: 'pk', composite: ['threadId'] },
      sk: { field: 'sk', composite: ['createdAt', 'messageId'] },
    },
  },
} as const;

export const buildChatMessage = (table: string, client: DynamoDBDocumentClient) => new Entity(chatMessageSchema, { table, client });
export type ChatMessageItem = EntityItem<ReturnType<typeof buildChatMessage>>;
