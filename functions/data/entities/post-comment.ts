// postComment: a reply to a community post, in the post's partition (collection `post`).
// Sort key replyId: the id is derived from the post, the author and the request id, so a
// retried reply is the same item; a post's replies are one Query of the partition's
// replies, ordered oldest first by createdAt in memory (a thread is read whole).
// An author's replies: gsi1 userId → createdAt.
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const postCommentSchema = {
  model: { entity: 'postComment', version: '1', service: 'markk' },
  attributes: {
    postId: { type: 'string', required: true, readOnly: true },
    replyId: { type: 'string', required: true, readOnly: true },
    /** The author. */
    userId: { type: 'string', required: true, readOnly: true },
    /** Sanitised HTML. */
    content: { type: 'string', required: true },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string', required: true, watch: '*', default: () => new Date().toISOString(), set: () => new Date().toISOString() },
  },
  indexes: {
    byPost: {
      collection: 'post',
      pk: { field: 'pk', composite: ['postId'] },
      sk: { field: 'sk', composite: ['replyId'] },
    },
    byAuthor: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId'] },
      sk: { field: 'gsi1sk', composite: ['createdAt'] },
    },
  },
} as const;

export const buildPostComment = (table: string, client: DynamoDBDocumentClient) => new Entity(postCommentSchema, { table, client });
export type PostCommentItem = EntityItem<ReturnType<typeof buildPostComment>>;
