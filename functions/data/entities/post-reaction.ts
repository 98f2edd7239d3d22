// postReaction: one user's reaction of one type to a post, keyed (postId, userId, type) in
// the post's partition (collection `post`), so it exists at most once: a toggle is a Put
// with attribute_not_exists or a Delete with attribute_exists, in the same transaction as
// the ADD on the post's count of that type. The viewer's reactions on a page of posts are
// BatchGetItem of (post × viewer × type) keys — never a read of all reactions.
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { REACTION_TYPES } from '#contracts/community';

export const postReactionSchema = {
  model: { entity: 'postReaction', version: '1', service: 'markk' },
  attributes: {
    postId: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    type: { type: REACTION_TYPES, required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byPost: {
      collection: 'post',
      pk: { field: 'pk', composite: ['postId'] },
      sk: { field: 'sk', composite: ['userId', 'type'] },
    },
  },
} as const;

export const buildPostReaction = (table: string, client: DynamoDBDocumentClient) => new Entity(postReactionSchema, { table, client });
export type PostReactionItem = EntityItem<ReturnType<typeof buildPostReaction>>;
