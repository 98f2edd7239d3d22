// The /content list's pure rules: newest first, type and platform filters, what Copy puts on
// the clipboard; and content drafts as a global search group linking to their pages.
import { describe, expect, it } from 'vitest';
import type { ContentItem } from '#contracts/content';
import { clipboardText, filterContent, platformsIn } from '../../web/src/lib/content-format.ts';
import { resultGroups } from '../../web/src/pages/dashboard/search/result-groups.ts';

const item = (id: string, type: ContentItem['type'], createdAt: string, platform: string | null = null): ContentItem => ({
  id,
  type,
  title: `Title ${id}`,
  body: `Body ${id}`,
  status: 'draft',
  runId: null,
  platform,
  createdAt,
  updatedAt: createdAt,
});

const items = [
  item('old-post', 'post', '2026-11-01T00:00:00.000Z', 'Instagram'),
  item('new-blog', 'blog', '2026-11-20T00:00:00.000Z'),
  item('run-post-2', 'post', '2026-11-20T00:00:00.000Z', 'LinkedIn'),
  item('run-post-10', 'post', '2026-11-20T00:00:00.000Z', 'Instagram'),
  item('mid-email', 'email', '2026-11-10T00:00:00.000Z'),
];

describe('the content list', () => {
  it('shows the newest first, a package in its own order', () => {
    expect(filterContent(items, { type: 'all', platform: 'all' }).map((i) => i.id)).toEqual(['new-blog', 'run-post-2', 'run-post-10', 'mid-email', 'old-post']);
  });

  it('filters by type and by platform, a platform keeping posts only', () => {
    expect(filterContent(items, { type: 'post', platform: 'all' }).map((i) => i.id)).toEqual(['run-post-2', 'run-post-10', 'old-post']);
    expect(filterContent(items, { type: 'all', platform: 'Instagram' }).map((i) => i.id)).toEqual(['run-post-10', 'old-post']);
    expect(filterContent(items, { type: 'email', platform: 'Instagram' })).toEqual([]);
    expect(platformsIn(items)).toEqual(['Instagram', 'LinkedIn']);
  });

  it("copies a post's caption, and a newsletter or blog post with its title", () => {
    expect(clipboardText({ type: 'post', title: 'Day 1', body: 'Flat white time. #Cafe' })).toBe('Flat white time. #Cafe');
    expect(clipboardText({ type: 'blog', title: 'Mornings', body: '## Why\n\nText.' })).toBe('Mornings\n\n## Why\n\nText.');
  });
});

describe('drafts in the global search', () => {
  it('shows a Content group whose results open the draft', () => {
    const groups = resultGroups({ projects: [], tasks: [], resources: [], posts: [], content: [{ itemId: 'run-email', title: 'Brunch news', type: 'email' }] });
    expect(groups).toEqual([
      { key: 'content', label: 'Content', items: [{ id: 'run-email', title: 'Brunch news', href: '/content/run-email', newTab: false }] },
    ]);
  });
});
