// post: a community post (spec doc 2 "Community"). Replies (postComment), reactions
// (postReaction) and reports (postReport) share its partition (collection `post`), so a
// post's thread is one Query and deleting a post reads one partition.
// Access patterns:
//   - one post by id (pk postId);
//   - an author's posts newest first (gsi1: userId → createdAt) — the dashboard's
//     "Community Posts" count (COUNT query) and the title search of the caller's own posts;
//   - a channel's posts in one moderation state, pinned first then newest (gsi2:
//     channel#moderationStatus → pinRank#createdAt#postId, read with order desc; pinRank is
//     "1" for pinned, "0" otherwise; the postId makes every sort key unique, so a page's
//     cursor is the last post's key) — the feed (approved), the moderation queue (pending,
//     oldest first) and rejected posts (kept for their authors).
// Counts a page shows are stored on the post and changed in the transaction that writes the
// reaction or reply: one number per reaction type (`<type>Count`) and replyCount. Changing only
// those (or the reaction notice) is not an edit: updatedAt stays.
// searchText (title, content text and tags, lower-cased) is what the feed's search filters.
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const POST_CHANNELS = ['general', 'ask-markk', 'feedback-corner', 'growth-wins', 'collaborate', 'marketing-trends', 'tech-tools'] as const;
export type PostChannel = (typeof POST_CHANNELS)[number];
export const POST_TYPES = ['text', 'question', 'win', 'collaboration'] as const;
export type PostType = (typeof POST_TYPES)[number];
export const MODERATION_STATUSES = ['approved', 'pending', 'rejected'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

/** What a post stores besides its own words and state: changing only these leaves updatedAt. */
const COUNTS = new Set([
  'likeCount',
  'loveCount',
  'fireCount',
  'applauseCount',
  'ideaCount',
  'thumbs_upCount',
  'replyCount',
  'reactionNoticeAt',
  'reactionNoticeCount',
]);

/** Now, unless the write changes only counts (then undefined: ElectroDB leaves updatedAt alone). */
const editedAt = (_: unknown, changes: object) => (Object.keys(changes).every((name) => COUNTS.has(name)) ? undefined : new Date().toISOString());

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
    /** Why a moderator rejected it (the author sees it); absent unless rejected. */
    rejectionReason: { type: 'string' },
    /** Plain text of the content, at most 200 characters, for post cards. */
    excerpt: { type: 'string' },
    /** Title, content text and tags, lower-cased: the feed's search. */
    searchText: { type: 'string' },
    likeCount: { type: 'number' },
    loveCount: { type: 'number' },
    fireCount: { type: 'number' },
    applauseCount: { type: 'number' },
    ideaCount: { type: 'number' },
    thumbs_upCount: { type: 'number' },
    replyCount: { type: 'number' },
    /** The author's unread "N people reacted" notification for this post: its createdAt and count. */
    reactionNoticeAt: { type: 'string' },
    reactionNoticeCount: { type: 'number' },
    isPinned: { type: 'boolean', required: true, default: false },
    pinRank: { type: 'string', watch: ['isPinned'], set: (_: unknown, item: { isPinned?: boolean }) => (item.isPinned ? '1' : '0') },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string', required: true, watch: '*', default: () => new Date().toISOString(), set: editedAt },
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
      sk: { field: 'gsi2sk', composite: ['pinRank', 'createdAt', 'postId'] },
    },
  },
} as const;

export const buildPost = (table: string, client: DynamoDBDocumentClient) => new Entity(postSchema, { table, client });
export type PostItem = EntityItem<ReturnType<typeof buildPost>>;
