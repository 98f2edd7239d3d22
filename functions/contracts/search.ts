// GET /search?q= — the global search: up to 5 matches per group, titles matched
// case-insensitively as plain text ("contains"). Projects, tasks, posts and content drafts
// are the caller's own; resources are everyone's.
import * as z from 'zod';

/** Spec §9: results per group. */
export const SEARCH_RESULTS_PER_GROUP = 5;
/** Longest term searched, in characters (code points); longer input is cut by the web. */
export const SEARCH_TERM_MAX = 1000;

/** What the search matches on: the trimmed term, at most SEARCH_TERM_MAX characters. */
export function cleanSearchTerm(raw: string): string {
  const trimmed = raw.trim();
  const chars = Array.from(trimmed);
  return chars.length > SEARCH_TERM_MAX ? chars.slice(0, SEARCH_TERM_MAX).join('').trim() : trimmed;
}

export const SearchQuery = z.object({
  q: z
    .string()
    .trim()
    .min(1, { error: 'must not be empty' })
    .refine((value) => Array.from(value).length <= SEARCH_TERM_MAX, { error: `must be at most ${SEARCH_TERM_MAX} characters` }),
});
export type SearchQuery = z.infer<typeof SearchQuery>;

export const SearchResults = z.object({
  projects: z.array(z.object({ projectId: z.string(), title: z.string(), status: z.string() })),
  tasks: z.array(z.object({ taskId: z.string(), projectId: z.string(), title: z.string(), status: z.string() })),
  resources: z.array(z.object({ resourceId: z.string(), title: z.string(), fileUrl: z.string().nullable() })),
  posts: z.array(z.object({ postId: z.string(), title: z.string() })),
  /** The caller's content drafts (posts, newsletters, blog posts); the API always sends it. */
  content: z.array(z.object({ itemId: z.string(), title: z.string(), type: z.enum(['post', 'email', 'blog', 'doc']) })).optional(),
});
export type SearchResults = z.infer<typeof SearchResults>;
