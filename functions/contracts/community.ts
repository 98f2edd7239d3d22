// The community forum (spec 02 §2.2, §3–§9 Community): seven channels of posts, replies and
// reactions among signed-in users; a regular user's post waits for a moderator (pending),
// admins' and moderators' posts are approved at once; moderators and admins review the
// queue (approve, reject with a reason, pin, unpin, delete) and the reports users file.
// Growth's community is read-only: writing answers 402 with the upgrade message.
import * as z from 'zod';
import { endpoint } from './endpoint.ts';
import { cleanName } from './common.ts';
import { ChannelId, DEFAULT_CHANNEL, ReactionType, PostType } from './community-channels.ts';

export * from './community-channels.ts';

export const Role = z.enum(['user', 'admin', 'moderator']);
export type Role = z.infer<typeof Role>;

export const ModerationStatus = z.enum(['approved', 'pending', 'rejected']);
export type ModerationStatus = z.infer<typeof ModerationStatus>;

export const POST_CONTENT_MAX = 20_000;
export const POST_TITLE_MAX = 200;
export const TAGS_MAX = 10;
export const TAG_MAX = 30;
export const REPLY_MAX = 5_000;
export const REPORT_REASON_MAX = 500;
export const REJECT_REASON_MAX = 500;
export const SEARCH_MAX = 100;
export const PAGE_SIZE = 20;
export const EXCERPT_MAX = 200;

/** The HTML a post or reply may hold (spec 02 §5), on the server and when rendered. */
export const ALLOWED_TAGS = ['p', 'br', 'strong', 'em', 'u', 'a', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre'] as const;
export const ALLOWED_ATTR = ['href', 'target', 'rel'] as const;

/** The toasts and messages, word for word where the spec gives them (§8 Community). */
export const COMMUNITY_MESSAGES = {
  postCreated: 'Your post has been created!',
  loadFailed: 'Failed to load community posts',
  postNotFound: 'Post not found',
  replyNotFound: 'Reply not found',
  reportNotFound: 'Report not found',
  titleRequired: 'Title is required.',
  contentRequired: 'Content is required.',
  replyRequired: 'Reply is required.',
  reasonRequired: 'A reason is required.',
  rejectReasonRequired: 'Give the author a reason for rejecting the post.',
  notModerator: 'Only moderators and admins can moderate the community.',
  notAuthor: 'Only the author can edit this.',
  notAllowedToDelete: 'Only the author, a moderator or an admin can delete this.',
  alreadyReported: 'You have already reported this post.',
  pendingReview: 'Pending review',
  rejected: 'Rejected',
  emptyTitle: 'No posts yet',
  emptyBody: 'Be the first to start a conversation in this channel!',
  emptyAction: 'Create the first post',
  searchPlaceholder: 'Search discussions...',
  replyPlaceholder: 'Add a reply...',
} as const;

const ID = /^[0-9a-f-]{36}$/;
export const PostIdParam = z.string().regex(ID, 'This post link is not valid.');
export const ReplyIdParam = z.string().regex(ID, 'This reply is not valid.');
export const ReportIdParam = z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, 'This report is not valid.');

export const PostParams = z.object({ postId: PostIdParam });
export const ReplyParams = PostParams.extend({ replyId: ReplyIdParam });
export const ReportParams = z.object({ reportId: ReportIdParam });

export const PostTitle = z
  .string({ error: COMMUNITY_MESSAGES.titleRequired })
  .transform(cleanName)
  .pipe(z.string().min(1, COMMUNITY_MESSAGES.titleRequired).max(POST_TITLE_MAX, `The title can be at most ${POST_TITLE_MAX} characters.`));

/** Raw HTML as sent; the server sanitises it and refuses what is empty afterwards. */
export const PostContent = z
  .string({ error: COMMUNITY_MESSAGES.contentRequired })
  .trim()
  .min(1, COMMUNITY_MESSAGES.contentRequired)
  .max(POST_CONTENT_MAX, `Content can be at most ${POST_CONTENT_MAX.toLocaleString('en')} characters.`);

export const ReplyContent = z
  .string({ error: COMMUNITY_MESSAGES.replyRequired })
  .trim()
  .min(1, COMMUNITY_MESSAGES.replyRequired)
  .max(REPLY_MAX, `A reply can be at most ${REPLY_MAX.toLocaleString('en')} characters.`);

/** Tags: trimmed, lower-cased, duplicates and empties dropped; at most 10 of at most 30 characters. */
export const Tags = z
  .array(z.string({ error: 'Each tag must be text.' }).transform(cleanName), { error: 'Tags must be a list of words.' })
  .max(TAGS_MAX * 3, `A post can have at most ${TAGS_MAX} tags.`)
  .transform((tags) => [...new Set(tags.map((t) => t.toLowerCase()).filter((t) => t.length > 0))])
  .pipe(z.array(z.string().max(TAG_MAX, `A tag can be at most ${TAG_MAX} characters.`)).max(TAGS_MAX, `A post can have at most ${TAGS_MAX} tags.`));

export const Author = z.object({
  userId: z.string(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  companyName: z.string().nullable(),
});
export type Author = z.infer<typeof Author>;

export const ReactionCounts = z.record(ReactionType, z.number().int());
export type ReactionCounts = z.infer<typeof ReactionCounts>;

export const PostCard = z.object({
  id: z.string(),
  title: z.string(),
  /** Plain text of the content, at most 200 characters. */
  excerpt: z.string(),
  channel: ChannelId,
  postType: PostType,
  tags: z.array(z.string()),
  author: Author,
  createdAt: z.string(),
  updatedAt: z.string(),
  isPinned: z.boolean(),
  moderationStatus: ModerationStatus,
  /** Why a moderator rejected it: shown to the author (and moderators) only. */
  rejectionReason: z.string().nullable(),
  /** The viewer wrote it. */
  mine: z.boolean(),
  /** All six keys. */
  reactionCounts: ReactionCounts,
  myReactions: z.array(ReactionType),
  replyCount: z.number().int(),
});
export type PostCard = z.infer<typeof PostCard>;

export const PostDetail = PostCard.extend({ content: z.string() });
export type PostDetail = z.infer<typeof PostDetail>;

export const ReplyView = z.object({
  id: z.string(),
  postId: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  author: Author,
  createdAt: z.string(),
  updatedAt: z.string(),
  mine: z.boolean(),
});
export type ReplyView = z.infer<typeof ReplyView>;

export const ReportView = z.object({
  id: z.string(),
  postId: z.string(),
  postTitle: z.string(),
  reason: z.string(),
  reporter: Author,
  createdAt: z.string(),
});
export type ReportView = z.infer<typeof ReportView>;

export const CommunityViewer = z.object({
  role: Role,
  /** False on Growth: the community is read-only. */
  canWrite: z.boolean(),
  /** Growth: the upgrade text; null when the viewer can write. */
  readOnlyMessage: z.string().nullable(),
});
export type CommunityViewer = z.infer<typeof CommunityViewer>;

export const ModerationQueueQuery = z.object({
  cursor: z.string().max(4000, 'This page link is not valid.').optional(),
});
export type ModerationQueueQuery = z.input<typeof ModerationQueueQuery>;

export const ListPostsQuery = z.object({
  channel: ChannelId.optional(),
  q: z.string({ error: 'Search must be text.' }).trim().max(SEARCH_MAX, `Search for at most ${SEARCH_MAX} characters.`).optional(),
  cursor: z.string().max(4000, 'This page link is not valid.').optional(),
});
export type ListPostsQuery = z.input<typeof ListPostsQuery>;

export const PostPage = z.object({ posts: z.array(PostCard), nextCursor: z.string().nullable() });
export type PostPage = z.infer<typeof PostPage>;

export const PostWithReplies = z.object({ post: PostDetail, replies: z.array(ReplyView) });
export type PostWithReplies = z.infer<typeof PostWithReplies>;

export const NewPostBody = z.object({
  title: PostTitle,
  content: PostContent,
  channel: ChannelId.default(DEFAULT_CHANNEL),
  postType: PostType.default('text'),
  tags: Tags.default([]),
  /** Makes a retried create one post. */
  requestId: z.uuid({ error: 'requestId must be a UUID.' }),
});
export type NewPostBody = z.input<typeof NewPostBody>;

export const PostUpdateBody = z.object({
  title: PostTitle.optional(),
  content: PostContent.optional(),
  tags: Tags.optional(),
  postType: PostType.optional(),
  channel: ChannelId.optional(),
});
export type PostUpdateBody = z.input<typeof PostUpdateBody>;

export const PostResponse = z.object({ post: PostDetail });

export const NewReplyBody = z.object({ content: ReplyContent, requestId: z.uuid({ error: 'requestId must be a UUID.' }) });
export type NewReplyBody = z.input<typeof NewReplyBody>;
export const ReplyUpdateBody = z.object({ content: ReplyContent });
export type ReplyUpdateBody = z.input<typeof ReplyUpdateBody>;
export const ReplyResponse = z.object({ reply: ReplyView });

export const ToggleReactionBody = z.object({ type: ReactionType });
export type ToggleReactionBody = z.input<typeof ToggleReactionBody>;
export const ReactionState = z.object({ reactionCounts: ReactionCounts, myReactions: z.array(ReactionType) });
export type ReactionState = z.infer<typeof ReactionState>;

export const ReportBody = z.object({
  reason: z
    .string({ error: COMMUNITY_MESSAGES.reasonRequired })
    .transform(cleanName)
    .pipe(z.string().min(1, COMMUNITY_MESSAGES.reasonRequired).max(REPORT_REASON_MAX, `A reason can be at most ${REPORT_REASON_MAX} characters.`)),
});
export type ReportBody = z.input<typeof ReportBody>;

/** Pending posts come a page at a time, oldest first; `nextCursor` asks for the next page; `total` counts them all. */
export const ModerationQueue = z.object({ pending: z.array(PostCard), nextCursor: z.string().nullable(), total: z.number().int().nonnegative() });
export type ModerationQueue = z.infer<typeof ModerationQueue>;

/** Open reports, a page at a time, oldest first; `total` counts them all. */
export const ReportsPage = z.object({ reports: z.array(ReportView), nextCursor: z.string().nullable(), total: z.number().int().nonnegative() });
export type ReportsPage = z.infer<typeof ReportsPage>;

export const ModerationAction = z.enum(['approve', 'reject', 'pin', 'unpin'], { error: 'Action must be approve, reject, pin or unpin.' });
export type ModerationAction = z.infer<typeof ModerationAction>;

export const ModerateBody = z
  .object({
    action: ModerationAction,
    reason: z
      .string({ error: 'The reason must be text.' })
      .transform(cleanName)
      .pipe(z.string().max(REJECT_REASON_MAX, `A reason can be at most ${REJECT_REASON_MAX} characters.`))
      .optional(),
  })
  .refine((b) => b.action !== 'reject' || (b.reason ?? '').length > 0, { message: COMMUNITY_MESSAGES.rejectReasonRequired, path: ['reason'] });
export type ModerateBody = z.input<typeof ModerateBody>;

export const ModeratedPost = z.object({ post: PostCard });

export const communityEndpoints = {
  viewer: endpoint({ name: 'GetCommunityViewer', area: 'community', method: 'GET', path: '/community/viewer', access: 'signedIn', response: CommunityViewer }),
  listPosts: endpoint({
    name: 'ListCommunityPosts',
    area: 'community',
    method: 'GET',
    path: '/community/posts',
    access: 'signedIn',
    query: ListPostsQuery,
    response: PostPage,
  }),
  getPost: endpoint({
    name: 'GetCommunityPost',
    area: 'community',
    method: 'GET',
    path: '/community/posts/{postId}',
    access: 'signedIn',
    params: PostParams,
    response: PostWithReplies,
  }),
  createPost: endpoint({
    name: 'CreateCommunityPost',
    area: 'community',
    method: 'POST',
    path: '/community/posts',
    access: 'signedIn',
    body: NewPostBody,
    response: PostResponse,
    status: 201,
  }),
  updatePost: endpoint({
    name: 'UpdateCommunityPost',
    area: 'community',
    method: 'PATCH',
    path: '/community/posts/{postId}',
    access: 'owner',
    params: PostParams,
    body: PostUpdateBody,
    response: PostResponse,
  }),
  deletePost: endpoint({
    name: 'DeleteCommunityPost',
    area: 'community',
    method: 'DELETE',
    path: '/community/posts/{postId}',
    access: 'owner',
    params: PostParams,
    response: z.undefined(),
    status: 204,
  }),
  addReply: endpoint({
    name: 'AddCommunityReply',
    area: 'community',
    method: 'POST',
    path: '/community/posts/{postId}/replies',
    access: 'signedIn',
    params: PostParams,
    body: NewReplyBody,
    response: ReplyResponse,
    status: 201,
  }),
  updateReply: endpoint({
    name: 'UpdateCommunityReply',
    area: 'community',
    method: 'PATCH',
    path: '/community/posts/{postId}/replies/{replyId}',
    access: 'owner',
    params: ReplyParams,
    body: ReplyUpdateBody,
    response: ReplyResponse,
  }),
  deleteReply: endpoint({
    name: 'DeleteCommunityReply',
    area: 'community',
    method: 'DELETE',
    path: '/community/posts/{postId}/replies/{replyId}',
    access: 'owner',
    params: ReplyParams,
    response: z.undefined(),
    status: 204,
  }),
  toggleReaction: endpoint({
    name: 'ToggleCommunityReaction',
    area: 'community',
    method: 'POST',
    path: '/community/posts/{postId}/reactions',
    access: 'signedIn',
    params: PostParams,
    body: ToggleReactionBody,
    response: ReactionState,
  }),
  reportPost: endpoint({
    name: 'ReportCommunityPost',
    area: 'community',
    method: 'POST',
    path: '/community/posts/{postId}/reports',
    access: 'signedIn',
    params: PostParams,
    body: ReportBody,
    response: z.object({ reported: z.literal(true) }),
    status: 201,
  }),
  queue: endpoint({
    name: 'GetModerationQueue',
    area: 'community',
    method: 'GET',
    path: '/community/moderation',
    access: 'moderator',
    query: ModerationQueueQuery,
    response: ModerationQueue,
  }),
  reports: endpoint({
    name: 'ListCommunityReports',
    area: 'community',
    method: 'GET',
    path: '/community/moderation/reports',
    access: 'moderator',
    query: ModerationQueueQuery,
    response: ReportsPage,
  }),
  moderate: endpoint({
    name: 'ModerateCommunityPost',
    area: 'community',
    method: 'POST',
    path: '/community/moderation/posts/{postId}',
    access: 'moderator',
    params: PostParams,
    body: ModerateBody,
    response: ModeratedPost,
  }),
  dismissReport: endpoint({
    name: 'DismissCommunityReport',
    area: 'community',
    method: 'DELETE',
    path: '/community/moderation/reports/{reportId}',
    access: 'moderator',
    params: ReportParams,
    response: z.undefined(),
    status: 204,
  }),
};
