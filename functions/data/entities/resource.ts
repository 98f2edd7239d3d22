// resource: a file in the Resources Vault (spec 02 "Resources"), readable by every
// signed-in user. The file lives in the private resources bucket under `fileKey`
// (downloads are presigned GETs); `fileUrl` is an external link some older items carry.
//
// Every resource is stored twice, as the same entity in the resource's partition:
//   - scope "item": the resource itself (read by id, BatchGet for bookmarks), listed
//     under its category (listKey = category);
//   - scope "all": the copy listed in the overall view (listKey = "all", one fixed
//     partition: resources are curated uploads, hundreds, not millions).
// Each copy carries two index entries, so every list is a Query of one partition:
//   - gsi1 "recent": listKey → featuredRank#createdAt (featured first, then newest;
//     also the "featured" sort: featured, then newest);
//   - gsi2 "downloads": listKey → featuredRank#downloadsKey#createdAt, downloadsKey the
//     zero-padded downloadCount (featured first, then most downloaded).
// A download ADDs 1 to downloadCount on both copies (atomic), then sets downloadsKey from
// the count it returned, on the condition that the count is still that value: of
// concurrent downloads the last one's key wins, and every download counts.
// Search is a FilterExpression over `searchText`, the lower-cased title, description and tags.
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { RESOURCE_CATEGORIES, type ResourceCategory } from '#contracts/resource-categories';

export { RESOURCE_CATEGORIES, type ResourceCategory };

export const RESOURCE_SCOPES = ['item', 'all'] as const;
export type ResourceScope = (typeof RESOURCE_SCOPES)[number];
/** The overall list's fixed partition. */
export const ALL_LIST_KEY = 'all';

/** Zero-padded, so string order is numeric order. */
export const downloadsKeyOf = (count: number): string => String(Math.max(0, Math.floor(count))).padStart(12, '0');
export const featuredRankOf = (featured: boolean): string => (featured ? '1' : '0');

export const resourceSchema = {
  model: { entity: 'resource', version: '1', service: 'markk' },
  attributes: {
    resourceId: { type: 'string', required: true, readOnly: true },
    scope: { type: RESOURCE_SCOPES, required: true, readOnly: true, default: 'item' },
    /** The category (scope item) or "all" (scope all). */
    listKey: { type: 'string', required: true, readOnly: true },
    title: { type: 'string', required: true },
    /** Lower-cased title (the global search's "contains"). */
    titleLower: { type: 'string', watch: ['title'], set: (_: unknown, item: { title?: string }) => item.title?.toLowerCase() },
    /** Lower-cased title, description and tags: the vault's search. */
    searchText: { type: 'string' },
    description: { type: 'string' },
    /** The object's key in the resources bucket (uploads/{timestamp}-{uuid}.{ext}, or starter/…). */
    fileKey: { type: 'string' },
    fileUrl: { type: 'string' },
    fileName: { type: 'string' },
    fileSize: { type: 'number' },
    /** The extension: pdf, md, txt… */
    fileType: { type: 'string' },
    contentType: { type: 'string' },
    category: { type: RESOURCE_CATEGORIES, required: true, default: 'strategy-planning' },
    tags: { type: 'list', items: { type: 'string' } },
    uploadedBy: { type: 'string', required: true, readOnly: true },
    downloadCount: { type: 'number', required: true, default: 0 },
    downloadsKey: { type: 'string', required: true, default: () => downloadsKeyOf(0) },
    isFeatured: { type: 'boolean', required: true, default: false },
    featuredRank: { type: ['0', '1'] as const, required: true, readOnly: true, default: '0' },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string', required: true, watch: '*', default: () => new Date().toISOString(), set: () => new Date().toISOString() },
  },
  indexes: {
    byResource: {
      pk: { field: 'pk', composite: ['resourceId'] },
      sk: { field: 'sk', composite: ['scope'] },
    },
    recent: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['listKey'] },
      sk: { field: 'gsi1sk', composite: ['featuredRank', 'createdAt'] },
    },
    downloads: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['listKey'] },
      sk: { field: 'gsi2sk', composite: ['featuredRank', 'downloadsKey', 'createdAt'] },
    },
  },
} as const;

export const buildResource = (table: string, client: DynamoDBDocumentClient) => new Entity(resourceSchema, { table, client });
export type ResourceItem = EntityItem<ReturnType<typeof buildResource>>;
