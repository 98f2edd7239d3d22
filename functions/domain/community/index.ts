// The community forum (spec 02 Community, issue 16): the verbs the handlers call, one file per
// responsibility — the feed, posts, replies, reactions, moderation and how they are shown.
// - Visibility: approved posts are seen by every signed-in user; a pending or rejected post
//   only by its author and by moderators and admins; everyone else gets "Post not found".
// - Reactions and replies change the post's counts in the same transaction as their item.
// - Growth's community is read-only: writing answers 402 with the upgrade message.
export { derivedId, postIdFor, replyIdFor, reportIdOf } from './common.ts';
export { viewer } from './views.ts';
export { listPosts } from './feed.ts';
export { getPost, createPost, updatePost, deletePost, type NewPostInput, type PostChanges } from './posts.ts';
export { addReply, updateReply, deleteReply } from './replies.ts';
export { toggleReaction } from './reactions.ts';
export { reportPost, queue, reports, moderate, dismissReport } from './moderation.ts';
