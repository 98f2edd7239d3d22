// resource: a file in the Resources Vault (spec doc 2 "Resources"), readable by every
// signed-in user. `fileUrl` is what the browser opens; `uploadedBy` is the uploader.
// Access patterns:
//   - one resource by id (pk resourceId);
//   - a category's resources newest first (gsi1: category → createdAt);
//   - all resources newest first (gsi2: one fixed partition → createdAt) — the vault's
//     "all" view and the global search of resources (everyone's, filter on titleLower).
//     Resources are curated uploads (hundreds, not millions), so one partition is fine.
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const RESOURCE_CATEGORIES = [
  'paid-ads',
  'organic-content',
  'email-marketing',
  'funnels-landing',
  'strategy-planning',
  'sops-operations',
  'templates',
  'inspiration',
] as const;
export type ResourceCategory = (typeof RESOURCE_CATEGORIES)[number];

export const resourceSchema = {
  model: { entity: 'resource', version: '1', service: 'markk' },
  attributes: {
    resourceId: { type: 'string', required: true, readOnly: true },
    title: { type: 'string', required: true },
    /** Lower-cased title for case-insensitive "contains" search. */
    titleLower: { type: 'string', watch: ['title'], set: (_: unknown, item: { title?: string }) => item.title?.toLowerCase() },
    description: { type: 'string' },
    fileUrl: { type: 'string' },
    fileName: { type: 'string' },
    fileSize: { type: 'number' },
    fileType: { type: 'string' },
    category: { type: RESOURCE_CATEGORIES, required: true, default: 'strategy-planning' },
    tags: { type: 'list', items: { type: 'string' } },
    uploadedBy: { type: 'string', required: true, readOnly: true },
    downloadCount: { type: 'number', required: true, default: 0 },
    isFeatured: { type: 'boolean', required: true, default: false },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string', required: true, watch: '*', default: () => new Date().toISOString(), set: () => new Date().toISOString() },
  },
  indexes: {
    byResource: {
      pk: { field: 'pk', composite: ['resourceId'] },
      sk: { field: 'sk', composite: [] },
    },
    byCategory: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['category'] },
      sk: { field: 'gsi1sk', composite: ['createdAt'] },
    },
    all: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: [] },
      sk: { field: 'gsi2sk', composite: ['createdAt'] },
    },
  },
} as const;

export const buildResource = (table: string, client: DynamoDBDocumentClient) => new Entity(resourceSchema, { table, client });
export type ResourceItem = EntityItem<ReturnType<typeof buildResource>>;
