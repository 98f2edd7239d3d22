// Reading a partition with a filter until enough items match. DynamoDB evaluates up to
// `Limit` items (or 1 MB) per request before filtering, so a first small page answers the
// common case — a term that matches recent items — after reading few items, and the page
// grows for the rare term that has to walk the whole partition. Below: the check of a
// cursor a client sends back for a list of its own items.
import { Invalid } from '#lib/errors';

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

/** What a page link that is not one of the list's own answers (400). */
export const BAD_PAGE = 'This page link is not valid.';

/** An ElectroDB operation, read only for the DynamoDB request it would send. */
interface WithParams {
  params(): unknown;
}

/**
 * A list's cursor as the client sent it back, checked to be one this list made for this
 * caller before a query starts from it; anything else is Invalid (BAD_PAGE). ElectroDB's
 * cursor is the last item's keys as base64url JSON, and it starts the next query from
 * whatever keys it holds: unchecked, a cursor could point the query into another user's
 * partition. A valid one holds exactly the keys of one of the caller's items of this entity:
 * `pk` and `gsi1pk` equal to the caller's, `sk` and `gsi1sk` starting as theirs do.
 *
 * For lists read through a global index (gsi1 unless `index` names another) of a table keyed on pk/sk:
 *  - `list`: the list's query, e.g. `studioImage.query.byCreated({ userId })`;
 *  - `item`: a get of one of the caller's items by the id it is given, e.g.
 *    `(id) => studioImage.get({ userId, imageId: id })` (its sort key less that id is the
 *    prefix every item of theirs shares).
 */
export function ownListCursor(cursor: string, scope: { list: WithParams; item: (id: string) => WithParams; index?: 'gsi1' | 'gsi2' }): string {
  const index = scope.index ?? 'gsi1';
  const query = scope.list.params() as { ExpressionAttributeValues: Record<string, unknown> };
  const gsiPk = query.ExpressionAttributeValues[':pk'];
  const gsiSkPrefix = String(query.ExpressionAttributeValues[':sk1'] ?? '');
  const placeholder = 'x';
  const { Key } = scope.item(placeholder).params() as { Key: { pk: string; sk: string } };
  const skPrefix = Key.sk.slice(0, -placeholder.length);
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new Invalid(BAD_PAGE);
  }
  const fields = key && typeof key === 'object' && !Array.isArray(key) ? (key as Record<string, unknown>) : null;
  const ok =
    fields !== null &&
    Object.keys(fields).sort().join(',') === `${index}pk,${index}sk,pk,sk` &&
    fields.pk === Key.pk &&
    fields[`${index}pk`] === gsiPk &&
    typeof fields.sk === 'string' &&
    fields.sk.startsWith(skPrefix) &&
    typeof fields[`${index}sk`] === 'string' &&
    (fields[`${index}sk`] as string).startsWith(gsiSkPrefix);
  if (!ok) throw new Invalid(BAD_PAGE);
  return cursor;
}
