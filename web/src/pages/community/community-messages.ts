// What the community pages say: the spec's words where it words them (spec 02 §2.2, §8
// Community), word for word, and Markk's own where it is silent (moderation, reports, edits).
export const PAGE_TITLE = 'Community';
export const SEARCH_PLACEHOLDER = 'Search discussions...';
export const SEARCH_LABEL = 'Search discussions';
export const SCOPE_LABEL = 'Search in';
export const THIS_CHANNEL = 'This channel';
export const ALL_CHANNELS = 'All channels';
export const CHANNELS_LABEL = 'Channels';
/** The channel select's placeholder on a post page or the queue (no channel shown). */
export const CHOOSE_CHANNEL = 'Choose a channel';
export const NEW_POST = 'New Post';
export const MODERATION = 'Moderation';
export const MODERATION_LINK = 'Review queue';

export const NO_POSTS = 'No posts yet';
export const NO_POSTS_HINT = 'Be the first to start a conversation in this channel!';
export const CREATE_FIRST = 'Create the first post';
export const NO_MATCHES = 'No matching discussions';
export const NO_MATCHES_HINT = 'Try other words, or search all channels.';
export const CLEAR_SEARCH = 'Clear search';
export const LOAD_MORE = 'Load more';
export const LOADING_POSTS = 'Loading posts';
export const UNKNOWN_CHANNEL = 'Channel not found';
export const UNKNOWN_CHANNEL_HINT = 'This channel does not exist. Pick one of the channels on the left.';
export const searchTitle = (q: string) => `Results for “${q}”`;

/** Spec 02 §8 Community. */
export const ERROR = 'Error';
export const SUCCESS = 'Success';
export const LOAD_FAILED = 'Failed to load community posts';
export const POST_CREATED = 'Your post has been created!';

export const PENDING_REVIEW = 'Pending review';
export const REJECTED = 'Rejected';
export const PINNED = 'Pinned';
export const rejectedReason = (reason: string | null) => (reason ? `Reason: ${reason}` : 'A moderator rejected this post.');
export const PENDING_HINT = 'Only you and the moderators see this post until it is approved.';

export const CREATE_DIALOG = 'Create New Post';
export const EDIT_DIALOG = 'Edit Post';
export const TITLE = 'Title';
export const TITLE_PLACEHOLDER = 'What would you like to discuss?';
export const CONTENT = 'Content';
export const CONTENT_PLACEHOLDER = 'Share your thoughts, questions or wins...';
export const CHANNEL = 'Channel';
export const POST_TYPE = 'Post type';
export const TAGS = 'Tags';
export const TAGS_HINT = 'Separate tags with commas, e.g. launch, email';
export const CREATE = 'Create Post';
export const CREATING = 'Posting...';
export const SAVE = 'Save';
export const SAVING = 'Saving...';
export const POST_UPDATED = 'Your post has been updated.';

export const BACK = 'Back';
export const backTo = (channel: string) => `Back to ${channel}`;
export const POST_NOT_FOUND = 'Post not found';
export const POST_NOT_FOUND_HINT = 'It may have been deleted, or it is waiting for review.';
export const REPLIES = 'Replies';
export const NO_REPLIES = 'No replies yet. Be the first to reply.';
export const REPLY_PLACEHOLDER = 'Add a reply...';
export const REPLY = 'Reply';
export const REPLYING = 'Replying...';
export const EDIT = 'Edit';
export const DELETE = 'Delete';
export const CANCEL = 'Cancel';
export const REPORT = 'Report';
export const REPORT_DIALOG = 'Report this post';
export const REPORT_REASON = 'Why should a moderator look at this post?';
export const REPORT_SEND = 'Send report';
export const REPORT_SENT = 'Thanks — a moderator will review this post.';
export const DELETE_POST = 'Delete this post?';
export const DELETE_POST_TEXT = 'The post and its replies are deleted for everyone. This cannot be undone.';
export const DELETE_REPLY = 'Delete this reply?';
export const DELETE_REPLY_TEXT = 'The reply is deleted for everyone. This cannot be undone.';
export const POST_DELETED = 'Post deleted';
export const REPLY_DELETED = 'Reply deleted';
export const REACTIONS = 'Reactions';

export const QUEUE_TITLE = 'Moderation queue';
export const QUEUE_DESCRIPTION = 'Approve or reject new posts, pin what matters, and act on reports.';
export const PENDING_POSTS = 'Pending posts';
export const NOTHING_PENDING = 'No posts are waiting for review.';
export const REPORTS = 'Reports';
export const NO_REPORTS = 'No open reports.';
export const APPROVE = 'Approve';
export const REJECT = 'Reject';
export const PIN = 'Pin';
export const UNPIN = 'Unpin';
export const DISMISS = 'Dismiss';
export const DELETE_REPORTED = 'Delete post';
export const REJECT_DIALOG = 'Reject this post';
export const REJECT_REASON = 'Reason (the author sees it)';
export const APPROVED = 'Post approved';
export const REJECTED_DONE = 'Post rejected';
export const PINNED_DONE = 'Post pinned';
export const UNPINNED_DONE = 'Post unpinned';
export const REPORT_DISMISSED = 'Report dismissed';
export const NOT_A_MODERATOR = 'Only moderators and admins can open the review queue.';
export const reportedBy = (name: string) => `Reported by ${name}`;
