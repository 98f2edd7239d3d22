// chatThread: one conversation with an AI expert. Access patterns:
//   - one thread by id, the caller's own only (pk userId, sk threadId: someone else's id is
//     simply not in the caller's partition);
//   - the caller's threads, newest message first (gsi1: userId → lastMessageAt), and the
//     history search as a FilterExpression `contains(searchText, :q)` on that Query.
// `searchText` is the lower-cased title on its first line, then the conversation's text, the
// last SEARCH_TEXT_MAX characters of it, so a search finds what was said, not only the title.
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** How much of a conversation's text its thread keeps for the search (characters). */
export const SEARCH_TEXT_MAX = 16_000;

export const chatThreadSchema = {
  model: { entity: 'chatThread', version: '1', service: 'markk' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    threadId: { type: 'string', required: true, readOnly: true },
    title: { type: 'string', required: true },
    persona: { type: 'string', required: true },
    useCase: { type: 'string', required: true },
    /** The workflow the conversation runs, and its step (absent for a free conversation). */
    workflowId: { type: 'string' },
    workflowStep: { type: 'number' },
    searchText: { type: 'string', required: true, default: '' },
    lastMessageAt: { type: 'string', required: true },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: ['threadId'] },
    },
    byLastMessage: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId'] },
      sk: { field: 'gsi1sk', composite: ['lastMessageAt', 'threadId'] },
    },
  },
} as const;

export const buildChatThread = (table: string, client: DynamoDBDocumentClient) => new Entity(chatThreadSchema, { table, client });
export type ChatThreadItem = EntityItem<ReturnType<typeof buildChatThread>>;
