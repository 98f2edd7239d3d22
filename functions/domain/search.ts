// Global search: the five groups queried in parallel, each a Query of the smallest
// partition that holds the candidates with a `contains(titleLower, term)` filter, paged
// until 5 matches or the partition's end. The term is an expression attribute value, so
// %, _, quotes, regex characters and emoji are plain text.
import { SEARCH_RESULTS_PER_GROUP, cleanSearchTerm, type SearchResults } from '#contracts/search';
import { Invalid } from '#lib/errors';
import * as Content from './content.ts';
import * as Posts from './posts.ts';
import * as Projects from './projects.ts';
import * as Resources from './resources.ts';
import * as Tasks from './tasks.ts';

export async function search(userId: string, term: string): Promise<SearchResults> {
  const needle = cleanSearchTerm(term).toLowerCase();
  if (!needle) throw new Invalid('Enter a search term.');
  const limit = SEARCH_RESULTS_PER_GROUP;
  const [projects, tasks, resources, posts, content] = await Promise.all([
    Projects.searchOwn(userId, needle, limit),
    Tasks.searchOwn(userId, needle, limit),
    Resources.search(needle, limit),
    Posts.searchOwn(userId, needle, limit),
    Content.searchOwn(userId, needle, limit),
  ]);
  return { projects, tasks, resources, posts, content };
}
