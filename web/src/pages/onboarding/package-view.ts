// How step 4 shows a package item without React: each post's platform (the writer's, else
// the brand's social platforms in turn), its hashtags, and its length against the
// platform's caption limit, counted as readers see characters.
import { postPlatform, type Post } from '#contracts/generation';

/** Caption limits of the platforms Markk writes for (characters). */
export const PLATFORM_LIMITS: Readonly<Record<string, number>> = {
  Instagram: 2200,
  Facebook: 63206,
  TikTok: 2200,
  LinkedIn: 3000,
  X: 280,
  Twitter: 280,
  Threads: 500,
  Pinterest: 500,
  'Google Business': 1500,
  YouTube: 5000,
};

/** A post as the writer may send it: newer writers name its platform and hashtags. */
export type PostView = Post & { platform?: string | undefined; hashtags?: readonly string[] | undefined };

const graphemes = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('en', { granularity: 'grapheme' }) : null;

/** Characters as a reader counts them: "☕️" or "👩‍🍳" is one. */
export function charCount(text: string): number {
  if (!graphemes) return Array.from(text).length;
  let count = 0;
  for (const _ of graphemes.segment(text)) count += 1;
  return count;
}

/** The platform post `index` (0-based) is for: the writer's, else the brand's social platforms in turn. */
export function platformOf(post: PostView, index: number, brandPlatforms: readonly string[]): string {
  return postPlatform(post, index, brandPlatforms);
}

const HASHTAG = /#[\p{L}\p{N}_]+/gu;

/** The post's hashtags: the writer's list, else those written in the caption. */
export function hashtagsOf(post: PostView): string[] {
  const listed = (post.hashtags ?? []).map((tag) => (tag.startsWith('#') ? tag : `#${tag}`)).filter((tag) => tag.length > 1);
  if (listed.length > 0) return [...new Set(listed)];
  return [...new Set(post.caption.match(HASHTAG) ?? [])];
}

/** The text that is posted: the caption, with listed hashtags it does not already carry added at the end. */
export function postedText(post: PostView): string {
  const missing = (post.hashtags ?? []).map((tag) => (tag.startsWith('#') ? tag : `#${tag}`)).filter((tag) => tag.length > 1 && !post.caption.includes(tag));
  return missing.length > 0 ? `${post.caption.trimEnd()}\n\n${missing.join(' ')}` : post.caption;
}

export type Length = { count: number; limit: number | null; over: boolean; label: string };

/** "1,234 / 2,200 characters" against the platform's limit ("1,234 characters" when it has none). */
export function lengthFor(text: string, platform: string): Length {
  const count = charCount(text);
  const limit = PLATFORM_LIMITS[platform] ?? null;
  const fmt = (n: number) => n.toLocaleString('en-US');
  const label = limit === null ? `${fmt(count)} characters` : `${fmt(count)} / ${fmt(limit)} characters`;
  return { count, limit, over: limit !== null && count > limit, label };
}

/** What a post over its platform's limit says, so the user knows to cut it. */
export function overLimitText(length: Length, platform: string): string {
  if (length.limit === null) return '';
  const over = length.count - length.limit;
  return `${over.toLocaleString('en-US')} ${over === 1 ? 'character' : 'characters'} over ${platform}'s limit.`;
}
