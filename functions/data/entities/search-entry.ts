// searchEntry: the title index behind GET /search. One item per (owner, kind, slice, item):
// a slice is the lower-cased title from one of its positions, at most SEARCH_SLICE_LENGTH
// characters long. "The title contains the term" is then "some slice begins with the term"
// (a term longer than a slice: with its first SEARCH_SLICE_LENGTH characters, filtered on
// titleLower), so a search is one range Query over the user's slices, reading only the candidates.
// Access patterns: pk userId, sk slice+kind+itemId+parentId (every kind in one partition: a
// term that matches nothing is one empty range); gsi1 userId+kind → slice (one kind's range). Written before the item it indexes and
// pruned after it (functions/domain/search-index.ts); a reader checks every candidate
// against the item itself, so an entry left behind by a failed write is never shown.
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const SEARCH_KINDS = ['project', 'task', 'post', 'content'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const searchEntrySchema = {
  model: { entity: 'searchEntry', version: '1', service: 'markk' },
  attributes: {
    /** The owner whose search finds the item (a project's or task's owner, a post's author, a draft's user). */
    userId: { type: 'string', required: true, readOnly: true },
    kind: { type: SEARCH_KINDS, required: true, readOnly: true },
    slice: { type: 'string', required: true, readOnly: true },
    itemId: { type: 'string', required: true, readOnly: true },
    /**
     * The rest of the item's key: a task's projectId, a draft's createdAt ('' for the others).
     * In the key, so a retried create whose item id repeats with another createdAt never
     * overwrites the entry of the item that was written.
     */
    parentId: { type: 'string', required: true, readOnly: true, default: '' },
    titleLower: { type: 'string', required: true },
  },
  indexes: {
    bySlice: {
      // A partition of its own: beside the user's other items (same userId), every Query of
      // theirs would share a partition with hundreds of thousands of entries.
      pk: { field: 'pk', composite: ['userId'], template: '$markk#search#userid_${userId}' },
      sk: { field: 'sk', composite: ['slice', 'kind', 'itemId', 'parentId'], casing: 'none' },
    },
    /** One kind's slices: where a common term's candidates of a kind lie after another kind's. */
    byKind: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId', 'kind'], template: '$markk#search#userid_${userId}#kind_${kind}' },
      sk: { field: 'gsi1sk', composite: ['slice', 'itemId', 'parentId'], casing: 'none' },
    },
  },
} as const;

export const buildSearchEntry = (table: string, client: DynamoDBDocumentClient) => new Entity(searchEntrySchema, { table, client });
export type SearchEntryItem = EntityItem<ReturnType<typeof buildSearchEntry>>;
