// How content drafts read in the list and on their page: type and status labels, dates,
// excerpts, the list's type and platform filters, what Copy puts on the clipboard, edit checks.
import { BODY_MAX, TITLE_MAX, type ContentItem } from '#contracts/content';
import type { ContentItemType } from '#contracts/content-types';

export const TYPE_LABELS: Record<ContentItemType, string> = { post: 'Post', email: 'Email', blog: 'Blog', doc: 'Doc' };
export const STATUS_LABELS: Record<ContentItem['status'], string> = { draft: 'Draft' };

/** The body on one line, cut to `limit` characters with "…": a plain-text preview for the list. */
export function excerpt(body: string, limit = 140): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  return chars.length <= limit ? flat : `${chars.slice(0, limit).join('').trimEnd()}…`;
}

/** Case-insensitive match on title, body and type label, for the list's filter box. */
export function matchesFilter(item: Pick<ContentItem, 'title' | 'body' | 'type'>, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return [item.title, item.body, TYPE_LABELS[item.type]].some((field) => field.toLowerCase().includes(needle));
}

export const ALL = 'all';
export type ContentFilters = { type: ContentItemType | typeof ALL; platform: string };

/** The list as shown: newest first, of the chosen type and platform (a platform filter keeps posts only). */
export function filterContent(items: readonly ContentItem[], filters: ContentFilters): ContentItem[] {
  return items
    .filter((item) => filters.type === ALL || item.type === filters.type)
    .filter((item) => filters.platform === ALL || (item.type === 'post' && item.platform === filters.platform))
    .sort((a, b) => (a.createdAt === b.createdAt ? a.id.localeCompare(b.id, 'en', { numeric: true }) : b.createdAt.localeCompare(a.createdAt)));
}

/** The platforms the user's posts were written for, for the platform filter. */
export function platformsIn(items: readonly ContentItem[]): string[] {
  return [...new Set(items.flatMap((item) => (item.type === 'post' && item.platform ? [item.platform] : [])))].sort();
}

/** What Copy puts on the clipboard: a post's caption as it is posted; a newsletter or blog post with its title. */
export function clipboardText(item: Pick<ContentItem, 'type' | 'title' | 'body'>): string {
  return item.type === 'post' ? item.body : `${item.title}\n\n${item.body}`;
}

export const TITLE_REQUIRED = 'Title is required.';
export const TITLE_TOO_LONG = `Title must be at most ${TITLE_MAX} characters.`;
export const BODY_TOO_LONG = `Body must be at most ${BODY_MAX.toLocaleString('en-US')} characters.`;

/** The same limits as the API's UpdateContentItem schema, shown inline before saving. */
export function contentEditErrors(fields: { title: string; body: string }): { title?: string; body?: string } {
  const errors: { title?: string; body?: string } = {};
  const title = fields.title.trim();
  if (!title) errors.title = TITLE_REQUIRED;
  else if (title.length > TITLE_MAX) errors.title = TITLE_TOO_LONG;
  if (fields.body.length > BODY_MAX) errors.body = BODY_TOO_LONG;
  return errors;
}
