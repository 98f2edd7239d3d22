// The community's rules as the pages apply them, without React: which channel a URL names, the
// New Post form's checks (spec 02 §5), tags typed as a comma-separated list, and the words the
// cards show. What a reaction click does to the counts at once is beside its mutation in
// queries/community.ts.
import { CHANNELS, ChannelId, DEFAULT_CHANNEL, POST_CONTENT_MAX, POST_TITLE_MAX, REPLY_MAX, ReactionType, TAG_MAX, TAGS_MAX } from '#contracts/community';

export type ChannelIdValue = (typeof CHANNELS)[number]['id'];
export type ReactionTypeValue = (typeof ReactionType.options)[number];
export type Channel = (typeof CHANNELS)[number];

export const REACTION_TYPES: readonly ReactionTypeValue[] = ReactionType.options;

/** The channel a route names: /community is General; an unknown name is null (the page says so). */
export function channelFromParam(param: string | undefined): Channel | null {
  const id = param ?? DEFAULT_CHANNEL;
  const parsed = ChannelId.safeParse(id);
  if (!parsed.success) return null;
  return CHANNELS.find((channel) => channel.id === parsed.data) ?? null;
}

export function channelName(id: string): string {
  return CHANNELS.find((channel) => channel.id === id)?.name ?? id;
}

/** Search scope: the current channel, or every channel. */
export type SearchScope = 'channel' | 'all';
export const scopeFromParam = (value: string | null): SearchScope => (value === 'all' ? 'all' : 'channel');

/** The list's query: the channel unless searching all channels; the search text when there is some. */
export function listQueryOf(channel: ChannelIdValue, q: string, scope: SearchScope): { channel?: ChannelIdValue; q?: string } {
  const text = q.trim();
  if (scope === 'all' && text) return { q: text };
  return text ? { channel, q: text } : { channel };
}

export const TITLE_REQUIRED = 'Enter a title.';
export const TITLE_TOO_LONG = `Keep the title to ${POST_TITLE_MAX} characters or fewer.`;
export const CONTENT_REQUIRED = 'Write something in the post.';
export const CONTENT_TOO_LONG = `Keep the post to ${POST_CONTENT_MAX.toLocaleString('en')} characters or fewer.`;
export const REPLY_TOO_LONG = `Keep the reply to ${REPLY_MAX.toLocaleString('en')} characters or fewer.`;
export const TOO_MANY_TAGS = `Use at most ${TAGS_MAX} tags.`;
export const TAG_TOO_LONG = `Keep each tag to ${TAG_MAX} characters or fewer.`;

export type PostForm = { title: string; contentHtml: string; contentText: string; tagsText: string };

/** Tags from "launch, Email ,, launch": trimmed, empties dropped, repeats (any case) once. */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of text.split(',')) {
    const tag = raw.trim().replace(/^#/, '');
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}

export type PostProblems = { title?: string; content?: string; tags?: string };

/** What is wrong with the form, field by field, beyond blank fields (those only disable submit). */
export function postProblems(form: PostForm): PostProblems {
  const problems: PostProblems = {};
  if (form.title.trim().length > POST_TITLE_MAX) problems.title = TITLE_TOO_LONG;
  if (form.contentHtml.length > POST_CONTENT_MAX) problems.content = CONTENT_TOO_LONG;
  const tags = parseTags(form.tagsText);
  if (tags.length > TAGS_MAX) problems.tags = TOO_MANY_TAGS;
  else if (tags.some((tag) => tag.length > TAG_MAX)) problems.tags = TAG_TOO_LONG;
  return problems;
}

/** Spec 02 §5: submit is disabled while the title or the content is blank, while sending, or while a field is over its limit. */
export function canSubmitPost(form: PostForm, sending: boolean): boolean {
  if (sending || !form.title.trim() || !form.contentText.trim()) return false;
  return Object.keys(postProblems(form)).length === 0;
}

/** A reply is sent only when it has text (spec 02 §5) and fits. */
export function canSubmitReply(text: string, html: string, sending: boolean): boolean {
  return !sending && text.trim() !== '' && html.length <= REPLY_MAX;
}

/** The reactions a card shows: those with a count, in the spec's order. */
export function reactionsShown(counts: Record<ReactionTypeValue, number>): { type: ReactionTypeValue; count: number }[] {
  return REACTION_TYPES.filter((type) => (counts[type] ?? 0) > 0).map((type) => ({ type, count: counts[type] }));
}

/** "N replies" (spec 02 §2.2), "1 reply" for one. */
export const repliesText = (count: number) => `${count} ${count === 1 ? 'reply' : 'replies'}`;

/** "12 reactions" for the card's screen-reader summary. */
export const reactionsTotal = (counts: Record<ReactionTypeValue, number>) => REACTION_TYPES.reduce((sum, type) => sum + (counts[type] ?? 0), 0);
