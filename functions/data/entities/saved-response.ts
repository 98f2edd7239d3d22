// savedResponse: an expert's reply the user saved ("Saved & Projects"). In the user's
// partition (pk userId, sk createdAt#savedId): the list, newest first, is one Query; one by
// id (to delete it) is gsi1 (userId#savedId, the owner in the key). A reply
// saved from a conversation gets an id derived from its message and the message's time as
// its createdAt, so its key is known before it is written and saving it twice is one item.
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const savedResponseSchema = {
  model: { entity: 'savedResponse', version: '1', service: 'markk' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    savedId: { type: 'string', required: true, readOnly: true },
    content: { type: 'string', required: true },
    persona: { type: 'string', required: true },
    threadId: { type: 'string' },
    messageId: { type: 'string' },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: ['createdAt', 'savedId'] },
    },
    byId: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId', 'savedId'] },
      sk: { field: 'gsi1sk', composite: [] },
    },
  },
} as const;

export const buildSavedResponse = (table: string, client: DynamoDBDocumentClient) => new Entity(savedResponseSchema, { table, client });
export type SavedResponseItem = EntityItem<ReturnType<typeof buildSavedResponse>>;
