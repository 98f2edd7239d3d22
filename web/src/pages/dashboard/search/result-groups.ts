// Search results as the page shows them: the spec's group order and labels, and where each
// result goes — projects and tasks to /projects, a post to its page, a resource to its file in
// a new tab (its public file URL, or else a short-lived download link asked for on the click,
// with the vault searched for its title as the plain link), a content draft to its page. Empty
// groups are left out.
import type { SearchResults } from '#contracts/search';
import { paths } from '../../../app/routing/paths.ts';

/** `download`: the resource whose download link the click asks for and opens in a new tab. */
export type ResultItem = { id: string; title: string; href: string; newTab: boolean; download?: string };
export type ResultGroup = { key: 'projects' | 'tasks' | 'resources' | 'posts' | 'content'; label: string; items: ResultItem[] };

/** Only http(s) file links open in a new tab; anything else falls back to the vault. */
function safeFileUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

export function resultGroups(results: SearchResults): ResultGroup[] {
  const groups: ResultGroup[] = [
    {
      key: 'projects',
      label: 'Projects',
      items: results.projects.map((p) => ({ id: p.projectId, title: p.title, href: paths.projects(), newTab: false })),
    },
    {
      key: 'tasks',
      label: 'Tasks',
      items: results.tasks.map((t) => ({ id: t.taskId, title: t.title, href: paths.projects(), newTab: false })),
    },
    {
      key: 'resources',
      label: 'Resources',
      items: results.resources.map((r) => {
        const file = safeFileUrl(r.fileUrl);
        if (file) return { id: r.resourceId, title: r.title, href: file, newTab: true };
        return { id: r.resourceId, title: r.title, href: `${paths.resources()}?q=${encodeURIComponent(r.title)}`, newTab: false, download: r.resourceId };
      }),
    },
    {
      key: 'posts',
      label: 'Community Posts',
      items: results.posts.map((p) => ({ id: p.postId, title: p.title, href: paths.communityPost(p.postId), newTab: false })),
    },
    {
      key: 'content',
      label: 'Content',
      items: (results.content ?? []).map((c) => ({ id: c.itemId, title: c.title, href: paths.contentItem(c.itemId), newTab: false })),
    },
  ];
  return groups.filter((group) => group.items.length > 0);
}
