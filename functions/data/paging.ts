// Reading a partition with a filter until enough items match. DynamoDB evaluates up to
// `Limit` items (or 1 MB) per request before filtering, so a first small page answers the
// common case — a term that matches recent items — after reading few items, and the page
// grows for the rare term that has to walk the whole partition.

/** Items evaluated per request: small first, then larger, then 1 MB pages. */
export const PAGE_SIZES = [50, 500] as const;

export type PageReader<T> = (cursor: string | null, limit: number | undefined) => Promise<{ data: T[]; cursor: string | null }>;

/** Collects up to `wanted` matches, page after page, until there are enough or the partition ends. */
export async function firstMatches<T>(read: PageReader<T>, wanted: number): Promise<T[]> {
  const found: T[] = [];
  let cursor: string | null = null;
  let page = 0;
  do {
    const result: { data: T[]; cursor: string | null } = await read(cursor, PAGE_SIZES[page]);
    found.push(...result.data);
    cursor = result.cursor;
    page += 1;
  } while (found.length < wanted && cursor);
  return found.slice(0, wanted);
}
