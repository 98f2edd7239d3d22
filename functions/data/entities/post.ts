// post: a community post (spec doc 2 "Community"). Comments and reactions will share its
// partition (collection `post`) so one Query loads a post with its thread.
// Access patterns:
//   - one post by id (pk postId);
//   - an author's posts newest first (gsi1: userId → createdAt) — the dashboard's
//     "Community Posts" count (COUNT query) and the title search of the caller's own posts;
//   - a channel's posts in one moderation state, pinned first then newest (gsi2:
//     channel#moderationStatus → pinRank#createdAt, read with order desc; pinRank is "1"
//     for pinned, "0" otherwise) — the feed (approved) and the moderation queue (pending).
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const POST_CHANNELS = ['general', 'ask-markk', 'feedback-corner', 'growth-wins', 'collaborate', 'marketing-trends', 'tech-tools'] as const;
export type PostChannel = (typeof POST_CHANNELS)[number];
export const POST_TYPES = ['text', 'question', 'win', 'collaboration'] as const;
export type PostType = (typeof POST_TYPES)[number];
export const MODERATION_STATUSES = ['approved', 'pending'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

export const postSchema = {
  model: { entity: 'post', version: '1', service: 'markk' },
  attributes: {
    postId: { type: 'string', required: true, readOnly: true },
    /** The author. */
    userId: { type: 'string', required: true, readOnly: true },
    title: { type: 'string', required: true },
    /** Lower-cased title for case-insensitive "contains" search. */
    titleLower: { type: 'string', watch: ['title'], set: (_: unknown, item: { title?: string }) => item.title?.toLowerCase() },
    content: { type: 'string', required: true, default: '' },
    channel: { type: POST_CHANNELS, required: true, default: 'general' },
    postType: { type: POST_TYPES, required: true, default: 'text' },
    tags: { type: 'list', items: { type: 'string' } },
    moderationStatus: { type: MODERATION_STATUSES, required: true, default: 'pending' },
    isPinned: { type: 'boolean', required: true, default: false },
    pinRank: { type: 'string', watch: ['isPinned'], set: (_: unknown, item: { isPinned?: boolean }) => (item.isPinned ? '1' : '0') },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string', required: true, watch: '*', default: () => new Date().toISOString(), set: () => new Date().toISOString() },
  },
  indexes: {
    byPost: {
      collection: 'post',
      pk: { field: 'pk', composite: ['postId'] },
      sk: { field: 'sk', composite: [] },
    },
    byAuthor: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId'] },
      sk: { field: 'gsi1sk', composite: ['createdAt'] },
    },
    byChannel: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['channel', 'moderationStatus'] },
      sk: { field: 'gsi2sk', composite: ['pinRank', 'createdAt'] },
    },
  },
} as const;

export const buildPost = (table: string, client: DynamoDBDocumentClient) => new Entity(postSchema, { table, client });
export type PostItem = EntityItem<ReturnType<typeof buildPost>>;
